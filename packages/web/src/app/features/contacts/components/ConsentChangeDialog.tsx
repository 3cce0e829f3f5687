import { type ConsentChangeInput, consentChangeInputSchema } from "@aizapy/contracts";
import { FormDialog, TextField } from "@aizapy/design-system";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { type z } from "zod";
import { showFormError } from "../../../lib/form-errors";
import { type ConsentChange, useChangeConsent } from "../api/contact-mutations";

type ConsentChangeOutput = z.output<typeof consentChangeInputSchema>;

const FIELDS = ["source"] as const;
const empty: ConsentChangeInput = { source: "" };

export interface ConsentChangeDialogProps {
  contact: { id: string; name: string | null; phone: string };
  /** Which change to record; the dialog is open while there is one. */
  change: ConsentChange | null;
  onClose: () => void;
}

/** Records a consent given or withdrawn, asking where: the ledger keeps it as the proof. */
export function ConsentChangeDialog({ contact, change, onClose }: ConsentChangeDialogProps) {
  const { change: changeConsent, isChanging } = useChangeConsent();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ConsentChangeInput, unknown, ConsentChangeOutput>({
    resolver: zodResolver(consentChangeInputSchema),
    defaultValues: empty,
  });

  useEffect(() => {
    if (change) reset(empty);
  }, [change, reset]);

  const onSubmit = handleSubmit(async ({ source }) => {
    if (!change) return;
    const outcome = await changeConsent(contact, change, source);
    if (outcome.ok) onClose();
    else
      showFormError(outcome.error, setError, FIELDS, {
        title: "Consent not recorded",
        fallback: "The change could not be recorded. Please try again.",
      });
  });

  const isOptIn = change === "opt-in";
  return (
    <FormDialog
      open={change !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={isOptIn ? "Opt in to marketing" : "Opt out of marketing"}
      description={
        isOptIn
          ? "Record that this contact agreed to receive marketing messages, and where."
          : "Record that this contact no longer wants marketing messages, and where they said so."
      }
      onSubmit={onSubmit}
      pending={isChanging}
      submitLabel={isOptIn ? "Opt in" : "Opt out"}
      submitVariant={isOptIn ? "primary" : "destructive"}
      pendingLabel="Recording..."
    >
      <TextField
        label="Source"
        autoComplete="off"
        required
        placeholder={isOptIn ? "e.g. checkout form" : "e.g. phone call"}
        hint="Where the contact said so; kept in the consent history."
        error={errors.source?.message}
        {...register("source")}
      />
    </FormDialog>
  );
}
