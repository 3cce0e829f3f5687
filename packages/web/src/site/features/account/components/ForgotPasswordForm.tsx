import { Button } from "@aizapy/design-system";
import { useState } from "react";
import { Notice } from "../../../components/Notice";
import { forgotPasswordCopy } from "../../../content/account";
import { requestPasswordReset } from "../api/account-api";
import { EmailField } from "./account-fields";
import type { ForgotPasswordData, ForgotPasswordValues } from "./account-resolvers";
import { AccountForm } from "./AccountForm";
import * as styles from "./AccountForm.css";
import { lazyResolver } from "./lazy-resolver";
import { useAccountForm } from "./use-account-form";

const resolver = lazyResolver((resolvers) => resolvers.forgotPasswordResolver);

/**
 * Asks for a password reset link (`POST /api/auth/forgot-password`). The answer is the same
 * whether or not an account has the address, and so is what the page says.
 */
export function ForgotPasswordForm() {
  const [isSent, setSent] = useState(false);
  const { form, formProps } = useAccountForm<ForgotPasswordValues, ForgotPasswordData>({
    resolver,
    defaultValues: { email: "" },
    fields: ["email"],
    send: async (data) => {
      await requestPasswordReset(data);
      setSent(true);
    },
  });
  const {
    register,
    setFocus,
    formState: { errors },
  } = form;

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
        <AccountForm label="Reset your password" copy={forgotPasswordCopy} {...formProps}>
          <EmailField error={errors.email?.message} {...register("email")} />
        </AccountForm>
      )}
    </div>
  );
}
