import { verifyEmailCopy } from "../../content/account";
import { Island } from "../../islands/Island";
import { AuthLayout } from "./AuthLayout";
import { verifyEmailStatusIsland } from "./verify-email-status-island";

/** The verification mail's link: `/verify-email?token=…`. */
export function VerifyEmailPage() {
  return (
    <AuthLayout title={verifyEmailCopy.title} lead={verifyEmailCopy.lead}>
      <Island island={verifyEmailStatusIsland} />
    </AuthLayout>
  );
}
