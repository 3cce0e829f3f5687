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
            <DialogContent title="Edit customer">
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

  it("closing while another dialog opens leaves focus in the one that opened", async () => {
    // A shortcut pressed as a dialog closes (say "/" for a search, right after Escape) opens the
    // next one before the first has given focus back; focus must stay where the new one put it.
    function Switcher() {
      const [open, setOpen] = useState<"details" | "search" | null>(null);
      const [focusLeft, setFocusLeft] = useState(false);
      return (
        <>
          <button onClick={() => setOpen("details")}>View details</button>
          <Dialog
            open={open === "details"}
            onOpenChange={(next) => setOpen(next ? "details" : null)}
          >
            <DialogContent title="Details">
              <button onClick={() => setOpen("search")}>Search instead</button>
            </DialogContent>
          </Dialog>
          <Dialog open={open === "search"} onOpenChange={(next) => setOpen(next ? "search" : null)}>
            <DialogContent title="Search">
              <input aria-label="Query" onBlur={() => setFocusLeft(true)} />
              <p>{focusLeft ? "Focus left the query" : "Focus stayed"}</p>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    await render(<Switcher />);
    await userEvent.click(page.getByRole("button", { name: "View details" }));
    await userEvent.click(page.getByRole("button", { name: "Search instead" }));
    await expect.element(page.getByRole("textbox", { name: "Query" })).toHaveFocus();
    // The closed dialog gives focus back on a timer; let it run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect.element(page.getByRole("textbox", { name: "Query" })).toHaveFocus();
    await expect.element(page.getByText("Focus stayed")).toBeInTheDocument();
  });
});
