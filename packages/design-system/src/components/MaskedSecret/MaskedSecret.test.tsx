import { afterEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { MaskedSecret, maskSecret } from "./MaskedSecret";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("maskSecret", () => {
  it("shows a fixed mask and the last characters", () => {
    expect(maskSecret("sk_live_4f9a7c21e3f9a")).toBe("••••3f9a");
    expect(maskSecret("sk_live_4f9a7c21e3f9a", 6)).toBe("••••1e3f9a");
    expect(maskSecret("3f9a")).toBe("••••3f9a");
    expect(maskSecret("sk_live_4f9a", 0)).toBe("••••");
    expect(maskSecret("sk_live_4f9a", -2)).toBe("••••");
  });
});

describe("MaskedSecret", () => {
  it("shows the mask but reads out only the ending", async () => {
    await render(<MaskedSecret label="API key" value="sk_live_4f9a7c21e3f9a" />);
    const group = page.getByRole("group", { name: "API key" });
    await expect.element(group).toHaveTextContent("••••3f9a");
    await expect.element(group.getByText("ending in 3f9a")).toBeInTheDocument();
    expect(group.element().textContent).not.toContain("sk_live");
    expect(page.getByRole("button").all()).toHaveLength(0);
  });

  it("reveals a one-time value with a copy button and the caution", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    await render(
      <MaskedSecret
        label="Signing secret"
        value="whsec_c2VjcmV0"
        revealed
        copyLabel="Copy signing secret"
        caution="Copy it now: it is shown only once."
      />,
    );
    const group = page.getByRole("group", { name: "Signing secret" });
    await expect.element(group).toHaveTextContent("whsec_c2VjcmV0");
    await expect.element(group).toHaveTextContent("Copy it now: it is shown only once.");
    await userEvent.click(group.getByRole("button", { name: "Copy signing secret" }));
    expect(writeText).toHaveBeenCalledWith("whsec_c2VjcmV0");
  });
});
