import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { z } from "zod";
import { FormDialog, type FormDialogProps } from "./FormDialog";
import { Combobox } from "../Combobox/Combobox";
import { TextField } from "../TextField/TextField";

function Harness(props: Partial<FormDialogProps> & { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog
      title="Add contact"
      onSubmit={() => undefined}
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange?.(next);
        setOpen(next);
      }}
    >
      {props.children ?? (
        <>
          <TextField label="Name" name="name" />
          <TextField label="Email" name="email" />
        </>
      )}
    </FormDialog>
  );
}

const schema = z.object({
  name: z.string().min(2, "Name must be at least 2 characters"),
  email: z.email("Please enter a valid email address"),
});

function ValidatedForm({ onSave }: { onSave: (values: z.infer<typeof schema>) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { name: "", email: "" } });
  return (
    <FormDialog
      open
      onOpenChange={() => undefined}
      title="Add contact"
      onSubmit={handleSubmit(onSave)}
    >
      <TextField label="Name" error={errors.name?.message} {...register("name")} />
      <TextField label="Email" error={errors.email?.message} {...register("email")} />
    </FormDialog>
  );
}

describe("FormDialog", () => {
  it("focuses the first field and submits without reloading the page", async () => {
    const onSubmit = vi.fn();
    await render(<Harness onSubmit={onSubmit} />);
    const dialog = page.getByRole("dialog", { name: "Add contact" });
    await expect.element(dialog.getByRole("textbox", { name: "Name" })).toHaveFocus();
    await userEvent.keyboard("Priya{Enter}");
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0].defaultPrevented).toBe(true);
    await expect.element(dialog).toBeInTheDocument();
  });

  it("cannot be dismissed or submitted again while pending", async () => {
    const onSubmit = vi.fn();
    const onOpenChange = vi.fn();
    await render(<Harness pending onSubmit={onSubmit} onOpenChange={onOpenChange} />);
    const dialog = page.getByRole("dialog", { name: "Add contact" });
    const save = dialog.getByRole("button", { name: "Saving…" });
    await expect.element(save).toHaveAttribute("aria-disabled", "true");
    await expect.element(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await expect.element(dialog.getByRole("button", { name: "Close" })).toBeDisabled();

    await userEvent.keyboard("{Escape}");
    await userEvent.click(save, { force: true });
    await expect.element(dialog).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("announces a form-level error", async () => {
    await render(<Harness error="The server could not save the contact. Try again." />);
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("The server could not save the contact. Try again.");
  });

  it("closes with Cancel and Escape when idle", async () => {
    const onOpenChange = vi.fn();
    await render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows react-hook-form + zod field errors and submits valid values", async () => {
    const onSave = vi.fn();
    await render(<ValidatedForm onSave={onSave} />);
    await userEvent.click(page.getByRole("button", { name: "Save" }));
    const name = page.getByRole("textbox", { name: "Name" });
    await expect.element(name).toHaveAttribute("aria-invalid", "true");
    await expect.element(name).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect.element(name).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.fill(name, "Priya Sharma");
    await userEvent.fill(page.getByRole("textbox", { name: "Email" }), "priya@example.com");
    await userEvent.click(page.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ name: "Priya Sharma", email: "priya@example.com" });
  });

  it("lets Escape close an open combobox list without closing the dialog", async () => {
    function WithCombobox() {
      const [text, setText] = useState("");
      return (
        <Harness>
          <Combobox
            label="City"
            items={[{ id: "pune", label: "Pune" }]}
            inputValue={text}
            onInputChange={setText}
            onSelect={() => undefined}
          />
        </Harness>
      );
    }
    await render(<WithCombobox />);
    const city = page.getByRole("combobox", { name: "City" });
    await userEvent.type(city, "p");
    await expect.element(city).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    await expect.element(city).toHaveAttribute("aria-expanded", "false");
    await expect.element(page.getByRole("dialog")).toBeInTheDocument();
    // With the list closed, Escape is the dialog's again.
    await userEvent.keyboard("{Escape}");
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });
});
