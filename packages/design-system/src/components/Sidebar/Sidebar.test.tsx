import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Sidebar, type SidebarLinkProps } from "./Sidebar";

const items = [
  { label: "Overview", href: "/overview", active: true },
  { label: "Integrations", href: "/integrations", badge: <span>Beta</span> },
];

describe("Sidebar", () => {
  it("marks the active page and shows item badges (large screens)", async () => {
    await page.viewport(1280, 800);
    await render(<Sidebar items={items} open={false} onOpenChange={() => undefined} />);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect
      .element(nav.getByRole("link", { name: "Overview" }))
      .toHaveAttribute("aria-current", "page");
    await expect
      .element(nav.getByRole("link", { name: "Integrations Beta" }))
      .not.toHaveAttribute("aria-current");
  });

  it("is hidden on phones until opened as a sheet, which closes after a link is chosen", async () => {
    await page.viewport(390, 800);
    const onOpenChange = vi.fn();
    const renderLink = ({ href, children, ...props }: SidebarLinkProps) => (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          event.preventDefault();
          props.onClick();
        }}
      >
        {children}
      </a>
    );
    const { rerender } = await render(
      <Sidebar items={items} open={false} onOpenChange={onOpenChange} renderLink={renderLink} />,
    );
    await expect.element(page.getByRole("navigation")).not.toBeInTheDocument();
    await rerender(
      <Sidebar items={items} open onOpenChange={onOpenChange} renderLink={renderLink} />,
    );
    const sheet = page.getByRole("dialog", { name: "Main navigation" });
    await expect.element(sheet).toBeInTheDocument();
    await userEvent.click(sheet.getByRole("link", { name: "Overview" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
