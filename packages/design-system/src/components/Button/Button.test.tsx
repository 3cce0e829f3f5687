import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Button } from "./Button";

describe("Button", () => {
  it("calls onClick when pressed", async () => {
    const onClick = vi.fn();
    await render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(page.getByRole("button", { name: "Save" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is busy and disabled while loading, showing the loading text", async () => {
    const onClick = vi.fn();
    await render(
      <Button loading loadingText="Signing in..." onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = page.getByRole("button", { name: "Signing in..." });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute("aria-busy", "true");
  });

  it("renders a link when given href, opening external ones in a new tab", async () => {
    await render(
      <Button href="https://example.com" external>
        Docs
      </Button>,
    );
    const link = page.getByRole("link", { name: "Docs" });
    await expect.element(link).toHaveAttribute("href", "https://example.com");
    await expect.element(link).toHaveAttribute("target", "_blank");
  });

  it("styles its child with asChild", async () => {
    await render(
      <Button asChild>
        <a href="/contact">Contact</a>
      </Button>,
    );
    await expect.element(page.getByRole("link", { name: "Contact" })).toHaveAttribute("class");
  });
});
