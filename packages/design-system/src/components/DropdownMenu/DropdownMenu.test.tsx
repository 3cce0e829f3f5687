import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "./DropdownMenu";

function RowMenu({ onArchive, onRead }: { onArchive: () => void; onRead: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <button>Actions</button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem disabled onSelect={onRead}>
          Mark as Read
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onArchive}>Archive</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe("DropdownMenu", () => {
  it("runs the chosen item and ignores disabled ones", async () => {
    const onArchive = vi.fn();
    const onRead = vi.fn();
    await render(<RowMenu onArchive={onArchive} onRead={onRead} />);
    await userEvent.click(page.getByRole("button", { name: "Actions" }));
    const disabled = page.getByRole("menuitem", { name: "Mark as Read" });
    await expect.element(disabled).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(disabled, { force: true });
    expect(onRead).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole("menuitem", { name: "Archive" }));
    expect(onArchive).toHaveBeenCalledOnce();
    await expect.element(page.getByRole("menu")).not.toBeInTheDocument();
  });
});
