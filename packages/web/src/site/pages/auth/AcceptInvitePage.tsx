import { acceptInviteCopy } from "../../content/account";
import { Island } from "../../islands/Island";
import { AuthLayout } from "./AuthLayout";
import { acceptInviteFormIsland } from "./accept-invite-form-island";

/** The invitation mail's link: `/accept-invite?token=…`. */
export function AcceptInvitePage() {
  return (
    <AuthLayout title={acceptInviteCopy.title} lead={acceptInviteCopy.lead}>
      <Island island={acceptInviteFormIsland} />
    </AuthLayout>
  );
}
