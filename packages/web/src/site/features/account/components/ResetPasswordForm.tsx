import { TextLink } from "@aizapy/design-system";
import { useState } from "react";
import { paths } from "../../../config/paths";
import { resetPasswordCopy } from "../../../content/account";
import { resetPassword } from "../api/account-api";
import { isInvalidLink } from "../server-errors";
import { readLinkToken, useLinkToken } from "../session";
import { NewPasswordField } from "./account-fields";
import type { NewPasswordData, NewPasswordValues } from "./account-resolvers";
import { AccountForm } from "./AccountForm";
import * as styles from "./AccountForm.css";
import { InvalidLinkNotice } from "./InvalidLinkNotice";
import { lazyResolver } from "./lazy-resolver";
import { useAccountForm } from "./use-account-form";

const resolver = lazyResolver((resolvers) => resolvers.newPasswordResolver);

/**
 * The password reset link's page: a new password (`POST /api/auth/reset-password` with the link's
 * token) signs the member in and opens the workspace. A missing, used or expired link says so and
 * leads to asking for a new one.
 */
export function ResetPasswordForm() {
  const token = useLinkToken();
  const [isRefused, setRefused] = useState(false);
  const { form, formProps } = useAccountForm<NewPasswordValues, NewPasswordData>({
    resolver,
    defaultValues: { password: "" },
    fields: ["password"],
    send: async (data) => {
      // Read here, not from the render: a form sent before the page's code ran is sent on hydration.
      const linkToken = readLinkToken();
      if (!linkToken) {
        setRefused(true);
        return;
      }
      return resetPassword({ token: linkToken, password: data.password });
    },
    onRefusal: (error) => {
      const isUsedUp = isInvalidLink(error);
      if (isUsedUp) setRefused(true);
      return isUsedUp;
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const isLinkUnusable = token === null || isRefused;

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
        <AccountForm label="Choose a new password" copy={resetPasswordCopy} {...formProps}>
          <NewPasswordField
            label="New Password"
            error={errors.password?.message}
            {...register("password")}
          />
        </AccountForm>
      )}
    </div>
  );
}
