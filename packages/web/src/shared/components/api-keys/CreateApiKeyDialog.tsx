import { FormDialog, TextField } from "@aizapy/design-system";
import { createApiKeyInputSchema } from "@aizapy/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { type z } from "zod";
import { applyFieldErrors } from "../../lib/form-errors";
import { type ApiKeyActions } from "./api-key-actions";

type CreateApiKeyInput = z.input<typeof createApiKeyInputSchema>;
type CreateApiKeyOutput = z.output<typeof createApiKeyInputSchema>;

export interface CreateApiKeyDialogProps extends Pick<
  ApiKeyActions,
  "createApiKey" | "isCreating" | "onCreateError"
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who sends messages with the key. */
  description: string;
  /** Called with the new key, to show it once. */
  onCreated: (created: { name: string; key: string }) => void;
}

/** Create API key: a name that says which system uses the key. */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
  description,
  onCreated,
  createApiKey,
  isCreating,
  onCreateError,
}: CreateApiKeyDialogProps) {
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
      if (!applyFieldErrors(outcome.error, setError, ["name"])) onCreateError?.(outcome.error);
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
      description={description}
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
