import { Button, PasswordField, TextLink } from "@aizapy/design-system";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { paths } from "../../../config/paths";
import { newPasswordHint, resetPasswordCopy } from "../../../content/account";
import { resetPassword } from "../api/account-api";
import { isInvalidLink, showServerErrors } from "../server-errors";
import { enterWorkspace, readLinkToken, useLinkToken } from "../session";
import type { NewPasswordData, NewPasswordValues } from "./account-resolvers";
import * as styles from "./AccountForm.css";
import { FormAlert } from "./FormAlert";
import { InvalidLinkNotice } from "./InvalidLinkNotice";
import { lazyResolver, loadAccountResolvers } from "./lazy-resolver";

const resolver = lazyResolver((resolvers) => resolvers.newPasswordResolver);

/**
 * The password reset link's page: a new password (`POST /api/auth/reset-password` with the link's
 * token) signs the member in and opens the workspace. A missing, used or expired link says so and
 * leads to asking for a new one.
 */
export function ResetPasswordForm() {
  const token = useLinkToken();
  const [isRefused, setRefused] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues, unknown, NewPasswordData>({
    resolver,
    defaultValues: { password: "" },
  });
  const isLinkUnusable = token === null || isRefused;

  const send = async (data: NewPasswordData) => {
    setFormError(null);
    // Read here, not from the render: a form sent before the page's code ran is sent on hydration.
    const linkToken = readLinkToken();
    if (!linkToken) {
      setRefused(true);
      return;
    }
    try {
      const session = await resetPassword({ token: linkToken, password: data.password });
      setLeaving(true);
      enterWorkspace(session.token);
    } catch (error) {
      if (isInvalidLink(error)) setRefused(true);
      else setFormError(showServerErrors(error, ["password"], setError));
    }
  };

  return (
    <div className={styles.swap}>
      <div role="alert">
        {isLinkUnusable && (
          <InvalidLinkNotice>
            <TextLink href={paths.forgotPassword}>Ask for a new link</TextLink>
          </InvalidLinkNotice>
        )}
      </div>
      {!isLinkUnusable && (
        <form
          className={styles.stack}
          method="post"
          noValidate
          aria-label="Choose a new password"
          onFocus={() => void loadAccountResolvers()}
          onSubmit={(event) => void handleSubmit(send)(event)}
        >
          <FormAlert message={formError} />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            required
            hint={newPasswordHint}
            error={errors.password?.message}
            {...register("password")}
          />
          <Button
            type="submit"
            size="large"
            fullWidth
            loading={isSubmitting || isLeaving}
            loadingText={resetPasswordCopy.submitting}
          >
            {resetPasswordCopy.submit}
          </Button>
        </form>
      )}
    </div>
  );
}
