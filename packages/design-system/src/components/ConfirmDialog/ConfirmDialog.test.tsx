import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ConfirmDialog } from "./ConfirmDialog";

const description = "Are you sure you want to delete this message? This action cannot be undone.";

describe("ConfirmDialog", () => {
  it("confirms only when the user agrees", async () => {
    const onConfirm = vi.fn();
    await render(
      <ConfirmDialog
        trigger={<button>Delete</button>}
        title="Delete message?"
        description={description}
        confirmLabel="Yes, delete"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(page.getByRole("button", { name: "Delete" }));
    await expect
      .element(page.getByRole("alertdialog", { name: "Delete message?" }))
      .toBeInTheDocument();
    await expect.element(page.getByText(description)).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(page.getByRole("button", { name: "Delete" }));
    await userEvent.click(page.getByRole("button", { name: "Yes, delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("stays open while the action runs when asked to", async () => {
    const onConfirm = vi.fn();
    await render(
      <ConfirmDialog
        open
        title="Delete?"
        description={description}
        onConfirm={onConfirm}
        keepOpenOnConfirm
      />,
    );
    await userEvent.click(page.getByRole("button", { name: "Confirm" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect.element(page.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("gives focus back to the button that asked, without a trigger", async () => {
    function RowDelete() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Delete Spice Route</button>
          <ConfirmDialog
            open={isOpen}
            onOpenChange={setOpen}
            title="Delete customer?"
            description={description}
            onConfirm={() => undefined}
          />
        </>
      );
    }
    await render(<RowDelete />);
    await userEvent.click(page.getByRole("button", { name: "Delete Spice Route" }));
    await userEvent.click(page.getByRole("button", { name: "Cancel" }));
    await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
    await expect.element(page.getByRole("button", { name: "Delete Spice Route" })).toHaveFocus();
  });
});
