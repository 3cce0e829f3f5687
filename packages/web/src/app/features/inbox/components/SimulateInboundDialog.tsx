import { Button, FormDialog, Stack, TextArea, TextField } from "@aizapy/design-system";
import { MessageCirclePlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { notifySuccess } from "../../../../shared/lib/notify";
import { showFormError } from "../../../lib/form-errors";
import { useSimulateInbound } from "../api/inbox-mutations";

interface InboundValues {
  from: string;
  text: string;
}

const EMPTY: InboundValues = { from: "", text: "" };

export interface SimulateInboundDialogProps {
  /** @default "small" */
  size?: "small" | "medium";
}

/**
 * On the sandbox: a message as if a customer sent it on WhatsApp, to try the inbox (it opens the
 * 24-hour window, like a real one).
 */
export function SimulateInboundDialog({ size = "small" }: SimulateInboundDialogProps) {
  const [open, setOpen] = useState(false);
  const [simulate, { loading }] = useSimulateInbound();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InboundValues>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ from, text }) => {
    try {
      await simulate({ variables: { from: from.trim(), text } });
      notifySuccess("Customer message received", `From ${from.trim()}: it is in the inbox.`);
      reset(EMPTY);
      setOpen(false);
    } catch (error) {
      showFormError(error, setError, ["from", "text"], {
        title: "The message was not simulated",
        fallback: "Check your connection and try again.",
      });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(isOpen) => {
        setOpen(isOpen);
        if (!isOpen) reset(EMPTY);
      }}
      trigger={
        <Button variant="secondary" size={size} iconStart={<MessageCirclePlus size={16} />}>
          Simulate a customer message
        </Button>
      }
      title="Simulate a customer message"
      description="On the sandbox, a message as if a customer sent it from WhatsApp: it opens the 24-hour window, so you can reply freely."
      onSubmit={(event) => void onSubmit(event)}
      pending={loading}
      submitLabel="Send as the customer"
      pendingLabel="Sending..."
    >
      <Stack space="medium">
        <TextField
          label="Customer's number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+91 98765 43210"
          hint="+91 is assumed without a country code."
          error={errors.from?.message}
          {...register("from", { required: "Enter the customer's WhatsApp number" })}
        />
        <TextArea
          label="Customer's message"
          rows={3}
          error={errors.text?.message}
          {...register("text", { required: "Write the customer's message" })}
        />
      </Stack>
    </FormDialog>
  );
}
