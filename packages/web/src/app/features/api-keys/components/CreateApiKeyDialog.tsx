import { FormDialog, TextField } from "@aizapy/design-system";
import { type CreateApiKeyInput, createApiKeyInputSchema } from "@aizapy/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { type z } from "zod";
import { showFormError } from "../../../lib/form-errors";
import { type CreatedApiKey, useCreateApiKey } from "../api/api-keys";

type CreateApiKeyOutput = z.output<typeof createApiKeyInputSchema>;

export interface CreateApiKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the new key, to show it once. */
  onCreated: (created: CreatedApiKey) => void;
}

/** Create API key: a name that says which system uses the key. */
export function CreateApiKeyDialog({ open, onOpenChange, onCreated }: CreateApiKeyDialogProps) {
  const { createApiKey, isCreating } = useCreateApiKey();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateApiKeyInput, unknown, CreateApiKeyOutput>({
    resolver: zodResolver(createApiKeyInputSchema),
    defaultValues: { name: "" },
  });

  useEffect(() => {
    if (open) reset({ name: "" });
  }, [open, reset]);

  const onSubmit = handleSubmit(async (input) => {
    const outcome = await createApiKey(input);
    if (!outcome.ok) {
      showFormError(outcome.error, setError, ["name"], {
        title: "Create failed",
        fallback: "The API key could not be created. Please try again.",
      });
      return;
    }
    onOpenChange(false);
    onCreated(outcome.created);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create API key"
      description="Your systems send messages through /v1 with it. The key is shown once, right after it is created."
      onSubmit={onSubmit}
      pending={isCreating}
      submitLabel="Create key"
      pendingLabel="Creating..."
    >
      <TextField
        label="Key name"
        required
        autoComplete="off"
        placeholder="Order system"
        hint="Name it after the system that will use it."
        error={errors.name?.message}
        {...register("name")}
      />
    </FormDialog>
  );
}
