import { useState } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Dialog, DialogContent, DialogTrigger } from "./Dialog";

describe("Dialog", () => {
  it("opens from its trigger, traps focus and closes with the close button", async () => {
    await render(
      <Dialog>
        <DialogTrigger>
          <button>Open</button>
        </DialogTrigger>
        <DialogContent title="Message details" description="Sent today">
          <input aria-label="Reply" />
        </DialogContent>
      </Dialog>,
    );
    await userEvent.click(page.getByRole("button", { name: "Open" }));
    const dialog = page.getByRole("dialog", { name: "Message details" });
    await expect.element(dialog).toBeInTheDocument();
    await expect.element(page.getByRole("textbox", { name: "Reply" })).toHaveFocus();
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it("gives focus back to the button that opened it without a trigger", async () => {
    function RowEditor() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Edit Spice Route</button>
          <Dialog open={isOpen} onOpenChange={setOpen}>
            <DialogContent title="Edit business">
              <input aria-label="Name" />
            </DialogContent>
          </Dialog>
        </>
      );
    }
    await render(<RowEditor />);
    await userEvent.click(page.getByRole("button", { name: "Edit Spice Route" }));
    await expect.element(page.getByRole("textbox", { name: "Name" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(page.getByRole("button", { name: "Edit Spice Route" })).toHaveFocus();
  });
});
