import { FormDialog, TextField } from "@aizapy/design-system";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { type z } from "zod";
import { showFormError } from "../../../lib/form-errors";
import { useUpsertContact } from "../api/contact-mutations";
import { type AddContactFormValues, addContactFormSchema, toUpsertInput } from "../contact-form";

type AddContactOutput = z.output<typeof addContactFormSchema>;

const FIELDS = ["phone", "name", "tags", "optInSource"] as const;
const ALIASES = { "optIn.source": "optInSource" } as const;
const empty: AddContactFormValues = { phone: "", name: "", tags: "", optInSource: "" };

export interface AddContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add a contact by number (a known number is updated); the server's field errors go on the fields. */
export function AddContactDialog({ open, onOpenChange }: AddContactDialogProps) {
  const { upsert, isSaving } = useUpsertContact();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AddContactFormValues, unknown, AddContactOutput>({
    resolver: zodResolver(addContactFormSchema),
    defaultValues: empty,
  });

  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (form) => {
    const outcome = await upsert(toUpsertInput(form));
    if (outcome.ok) onOpenChange(false);
    else
      showFormError(
        outcome.error,
        setError,
        FIELDS,
        {
          title: "Contact not added",
          fallback: "The contact could not be added. Please try again.",
        },
        ALIASES,
      );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add contact"
      description="A number that is already a contact keeps its consent; its details are updated."
      onSubmit={onSubmit}
      pending={isSaving}
      submitLabel="Add contact"
      pendingLabel="Adding..."
    >
      <TextField
        label="WhatsApp number"
        type="tel"
        autoComplete="off"
        required
        placeholder="+91 98765 43210"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <TextField
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Tags"
        autoComplete="off"
        hint="Separated by commas, e.g. vip, pune"
        error={errors.tags?.message}
        {...register("tags")}
      />
      <TextField
        label="Opted in at"
        autoComplete="off"
        hint='Only if they agreed to hear marketing: where, e.g. "checkout form". Leave empty otherwise.'
        error={errors.optInSource?.message}
        {...register("optInSource")}
      />
    </FormDialog>
  );
}
