import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { TopBar } from "./TopBar";

describe("TopBar", () => {
  it("shows the title, badge and actions, and opens the menu on phones", async () => {
    await page.viewport(390, 800);
    const onMenuClick = vi.fn();
    await render(
      <TopBar
        title="Overview"
        badge={<span>Premium</span>}
        actions={<button>Search</button>}
        onMenuClick={onMenuClick}
        menuExpanded={false}
      />,
    );
    const banner = page.getByRole("banner");
    await expect
      .element(banner.getByRole("heading", { level: 1, name: "Overview" }))
      .toBeInTheDocument();
    await expect.element(banner.getByText("Premium")).toBeInTheDocument();
    await expect.element(banner.getByRole("button", { name: "Search" })).toBeInTheDocument();
    const menu = banner.getByRole("button", { name: "Open navigation" });
    await expect.element(menu).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(menu);
    expect(onMenuClick).toHaveBeenCalledOnce();
  });

  it("hides the menu button on large screens, where the sidebar is fixed", async () => {
    await page.viewport(1280, 800);
    await render(<TopBar title="Overview" onMenuClick={() => undefined} />);
    await expect.element(page.getByRole("heading", { name: "Overview" })).toBeInTheDocument();
    expect(page.getByRole("button", { name: "Open navigation" }).all()).toHaveLength(0);
  });
});
