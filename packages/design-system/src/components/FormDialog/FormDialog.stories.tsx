import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { z } from "zod";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormDialog, type FormDialogProps } from "./FormDialog";
import { Button } from "../Button/Button";
import { Select } from "../Select/Select";
import { TextField } from "../TextField/TextField";

/** The story's own rules: the app brings its shared schema from its contracts package. */
const accountSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters"),
  phone: z.string().regex(/^\+?[0-9 ]{10,15}$/, "Please enter a valid phone number"),
  plan: z.enum(["free", "basic", "pro"], { error: "Please choose a plan" }),
});

type AccountValues = z.input<typeof accountSchema>;

const plans = [
  { value: "free", label: "Free" },
  { value: "basic", label: "Basic" },
  { value: "pro", label: "Pro" },
];

/** react-hook-form + zod: field errors through the fields, the save state through the dialog. */
function AddAccountDialog(args: FormDialogProps) {
  const [open, setOpen] = useState(args.open);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AccountValues>({
    resolver: zodResolver(accountSchema),
    defaultValues: { name: "", phone: "", plan: undefined },
  });
  return (
    <FormDialog
      {...args}
      open={open}
      onOpenChange={(next) => {
        args.onOpenChange(next);
        setOpen(next);
      }}
      trigger={<Button>Add account</Button>}
      pending={args.pending || isSubmitting}
      onSubmit={handleSubmit((values) => args.onSubmit(values as never))}
    >
      <TextField label="Name" required error={errors.name?.message} {...register("name")} />
      <TextField
        label="Phone"
        type="tel"
        required
        placeholder="+91 98765 43210"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <Select
        label="Plan"
        required
        placeholder="Choose a plan"
        options={plans}
        defaultValue=""
        error={errors.plan?.message}
        {...register("plan")}
      />
    </FormDialog>
  );
}

const meta = {
  title: "Overlays/FormDialog",
  component: FormDialog,
  tags: ["autodocs"],
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    title: "Add account",
    description: "The account can send messages once it is active.",
    children: null,
  },
  argTypes: { children: { control: false }, trigger: { control: false } },
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  render: (args) => <AddAccountDialog {...args} />,
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty shows each field's error; focus goes to the first one. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Add account" });
    await expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(
        "Name must be at least 2 characters",
      ),
    );
    await expect(screen.getByRole("combobox", { name: "Plan" })).toHaveAccessibleDescription(
      "Please choose a plan",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};

export const Pending: Story = { args: { pending: true } };

export const WithError: Story = {
  args: { error: "The account could not be saved. Please try again." },
  play: async () => {
    await expect(await screen.findByRole("alert")).toHaveTextContent(
      "The account could not be saved. Please try again.",
    );
  },
};
