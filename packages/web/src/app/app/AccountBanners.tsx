import { Button, Stack } from "@aizapy/design-system";
import { useResendVerificationEmail } from "../api/resend-verification";
import { useWorkspaceAccount } from "../api/workspace-account";
import { Notice } from "../components/Notice";

/**
 * What the member must know before anything else on every page: the business is suspended or
 * inactive (sending is paused), or their address is not yet verified (needed to go live).
 */
export function AccountBanners() {
  const { account, business } = useWorkspaceAccount();
  const { resend, isResending } = useResendVerificationEmail();
  const isPaused = business.status === "suspended" || business.status === "inactive";
  const isUnverified = !account.user.emailVerified;
  if (!isPaused && !isUnverified) return null;

  return (
    <Stack space="small">
      {isPaused && (
        <Notice
          tone="critical"
          role="alert"
          title={`Your business is ${business.status}; sending is paused. Contact support.`}
        >
          Messages and API calls are refused until support makes the business active again.
        </Notice>
      )}
      {isUnverified && (
        <Notice
          tone="caution"
          role="region"
          aria-label="Email verification"
          title="Verify your email to go live"
          action={
            <Button
              variant="secondary"
              size="small"
              loading={isResending}
              loadingText="Sending..."
              onClick={() => void resend(account.user.email)}
            >
              Resend the link
            </Button>
          }
        >
          We sent a link to {account.user.email}. Open it to confirm the address: going live on
          WhatsApp needs a verified email.
        </Notice>
      )}
    </Stack>
  );
}
