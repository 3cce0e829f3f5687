import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { AppShell } from "./AppShell";

describe("AppShell", () => {
  it("offers a skip link to the main content", async () => {
    await render(
      <AppShell sidebar={<nav aria-label="Main navigation" />} topBar={<header>Top</header>}>
        <p>Dashboard</p>
      </AppShell>,
    );
    await userEvent.tab();
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect.element(skip).toHaveFocus();
    await expect.element(skip).toHaveAttribute("href", "#main-content");
    const main = page.getByRole("main");
    await expect.element(main).toHaveAttribute("id", "main-content");
    await expect.element(main).toHaveAttribute("tabindex", "-1");
  });
});
