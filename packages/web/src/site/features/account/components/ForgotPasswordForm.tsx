import { Button, TextField } from "@aizapy/design-system";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Notice } from "../../../components/Notice";
import { forgotPasswordCopy } from "../../../content/account";
import { requestPasswordReset } from "../api/account-api";
import { showServerErrors } from "../server-errors";
import type { ForgotPasswordData, ForgotPasswordValues } from "./account-resolvers";
import * as styles from "./AccountForm.css";
import { FormAlert } from "./FormAlert";
import { lazyResolver, loadAccountResolvers } from "./lazy-resolver";

const resolver = lazyResolver((resolvers) => resolvers.forgotPasswordResolver);

/**
 * Asks for a password reset link (`POST /api/auth/forgot-password`). The answer is the same
 * whether or not an account has the address, and so is what the page says.
 */
export function ForgotPasswordForm() {
  const [isSent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues, unknown, ForgotPasswordData>({
    resolver,
    defaultValues: { email: "" },
  });

  const send = async (data: ForgotPasswordData) => {
    setFormError(null);
    try {
      await requestPasswordReset(data);
      setSent(true);
    } catch (error) {
      setFormError(showServerErrors(error, ["email"], setError));
    }
  };

  return (
    <div className={styles.swap}>
      <div role="status">
        {isSent && (
          <Notice tone="positive" title={forgotPasswordCopy.sentTitle}>
            {forgotPasswordCopy.sent}
          </Notice>
        )}
      </div>
      {isSent ? (
        <Button
          className={styles.afterOutcome}
          variant="secondary"
          size="large"
          fullWidth
          onClick={() => {
            setSent(false);
            // The form is back on the next render.
            setTimeout(() => setFocus("email"));
          }}
        >
          Send another link
        </Button>
      ) : (
        <form
          className={styles.stack}
          method="post"
          noValidate
          aria-label="Reset your password"
          onFocus={() => void loadAccountResolvers()}
          onSubmit={(event) => void handleSubmit(send)(event)}
        >
          <FormAlert message={formError} />
          <TextField
            label="Email Address"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register("email")}
          />
          <Button
            type="submit"
            size="large"
            fullWidth
            loading={isSubmitting}
            loadingText={forgotPasswordCopy.submitting}
          >
            {forgotPasswordCopy.submit}
          </Button>
        </form>
      )}
    </div>
  );
}
