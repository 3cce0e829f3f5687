import { FormDialog, PasswordField } from "@aizapy/design-system";
import { type RotateApiKeyInput, rotateApiKeyInputSchema } from "@aizapy/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { applyFieldErrors } from "../../../../shared/lib/form-errors";

export interface RotateKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the configuration ("The WhatsApp Cloud configuration of Spice Route"). */
  description: string;
  pending: boolean;
  /** Saves the new token; answers the error to show on the field, or null when it worked. */
  onRotate: (apiKey: string) => Promise<unknown>;
}

/** Rotate Access Token: the new token from the provider replaces the stored one. */
export function RotateKeyDialog({
  open,
  onOpenChange,
  description,
  pending,
  onRotate,
}: RotateKeyDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RotateApiKeyInput>({
    resolver: zodResolver(rotateApiKeyInputSchema),
    defaultValues: { apiKey: "" },
  });

  useEffect(() => {
    if (open) reset({ apiKey: "" });
  }, [open, reset]);

  const onSubmit = handleSubmit(async ({ apiKey }) => {
    const error = await onRotate(apiKey);
    if (error) applyFieldErrors(error, setError, ["apiKey"]);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Rotate Access Token"
      description={`${description}. The new token replaces the stored one at once.`}
      onSubmit={onSubmit}
      pending={pending}
      submitLabel="Rotate"
      pendingLabel="Rotating..."
    >
      <PasswordField
        label="New access token"
        required
        autoComplete="off"
        showLabel="Show new access token"
        hideLabel="Hide new access token"
        error={errors.apiKey?.message}
        {...register("apiKey")}
      />
    </FormDialog>
  );
}
