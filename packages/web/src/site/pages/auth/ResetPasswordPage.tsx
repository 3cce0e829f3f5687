import { resetPasswordCopy } from "../../content/account";
import { Island } from "../../islands/Island";
import { AuthLayout } from "./AuthLayout";
import { resetPasswordFormIsland } from "./reset-password-form-island";

/** The password reset mail's link: `/reset-password?token=…`. */
export function ResetPasswordPage() {
  return (
    <AuthLayout title={resetPasswordCopy.title} lead={resetPasswordCopy.lead}>
      <Island island={resetPasswordFormIsland} />
    </AuthLayout>
  );
}
