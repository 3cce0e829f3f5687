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
});
