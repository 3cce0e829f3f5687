import { FormDialog, TextField } from "@aizapy/design-system";
import { type CreateApiKeyInput, createApiKeyInputSchema } from "@aizapy/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { applyFieldErrors } from "../../../lib/form-errors";
import { type CreatedApiKey, useCreateApiKey } from "../api/create-api-key";

export interface CreateApiKeyDialogProps {
  businessId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the new key, to show it once. */
  onCreated: (created: CreatedApiKey) => void;
}

/** Create API key: a name that says which system uses the key. */
export function CreateApiKeyDialog({
  businessId,
  open,
  onOpenChange,
  onCreated,
}: CreateApiKeyDialogProps) {
  const { createApiKey, isCreating } = useCreateApiKey(businessId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateApiKeyInput>({
    resolver: zodResolver(createApiKeyInputSchema),
    defaultValues: { name: "" },
  });

  useEffect(() => {
    if (open) reset({ name: "" });
  }, [open, reset]);

  const onSubmit = handleSubmit(async (input) => {
    const outcome = await createApiKey(input);
    if (!outcome.ok) {
      applyFieldErrors(outcome.error, setError, ["name"]);
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
      description="The business's systems send messages through /v1 with it. The key is shown once, right after it is created."
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
