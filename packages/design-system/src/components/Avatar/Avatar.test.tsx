import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Avatar, initials } from "./Avatar";

describe("Avatar", () => {
  it("shows initials without an image and is named after the person", async () => {
    await render(<Avatar name="Alex Morgan" />);
    const avatar = page.getByRole("img", { name: "Alex Morgan" });
    await expect.element(avatar).toHaveTextContent("AM");
  });

  it("takes the first and last initials", () => {
    expect(initials("Priya Kumari Sharma")).toBe("PS");
    expect(initials("alex")).toBe("A");
  });
});
