import { Button, TextField } from "@aizapy/design-system";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { showFormError } from "../../../lib/form-errors";
import { useSendHelloWorld } from "../api/send-hello-world";
import * as styles from "./OnboardingChecklist.css";

interface HelloWorldValues {
  to: string;
}

export interface HelloWorldFormProps {
  /** Called with the number once the message is accepted. */
  onSent: (to: string) => void;
  /** @default "Send hello_world" */
  submitLabel?: string;
}

/** The member's own WhatsApp number and Send: the sandbox sends it the hello_world template. */
export function HelloWorldForm({ onSent, submitLabel = "Send hello_world" }: HelloWorldFormProps) {
  const { sendHelloWorld, isSending } = useSendHelloWorld();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<HelloWorldValues>({ defaultValues: { to: "" } });

  const onSubmit = handleSubmit(async ({ to }) => {
    if (!to.trim()) {
      setError("to", { message: "Enter your WhatsApp number, e.g. +91 98765 43210" });
      return;
    }
    const outcome = await sendHelloWorld(to.trim());
    if (outcome.ok) onSent(to.trim());
    else
      showFormError(outcome.error, setError, ["to"], {
        title: "hello_world was not sent",
        fallback: "The message could not be sent. Please try again.",
      });
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className={styles.field}>
        <TextField
          label="Your WhatsApp number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+91 98765 43210"
          required
          error={errors.to?.message}
          {...register("to")}
        />
      </div>
      <Button
        type="submit"
        className={styles.formButton}
        iconStart={<Send size={16} />}
        loading={isSending}
        loadingText="Sending..."
      >
        {submitLabel}
      </Button>
    </form>
  );
}
