import { useSearchParams } from "react-router-dom";
import { PageHeader } from "../../../shared/components/PageHeader";
import { useWorkspaceAccount } from "../../api/workspace-account";
import { OnboardingChecklist } from "../../features/onboarding/components/OnboardingChecklist";
import { WELCOME_PARAM } from "../../lib/paths";

/** /app: the onboarding checklist; right after sign-up (?welcome=1), a welcome. */
export function Component() {
  const { account, business } = useWorkspaceAccount();
  const [searchParams] = useSearchParams();
  const isWelcome = searchParams.get(WELCOME_PARAM) === "1";
  const firstName = account.user.fullName.split(/\s+/)[0] ?? account.user.fullName;

  return (
    <>
      <PageHeader
        title={isWelcome ? `Welcome to Ai Zapy, ${firstName}!` : "Home"}
        documentTitle="Home"
        description={
          isWelcome
            ? `${business.name} is set up on the sandbox. Send your first WhatsApp message in a minute: follow the steps below.`
            : `Your first steps with ${business.name} on Ai Zapy.`
        }
      />
      <OnboardingChecklist />
    </>
  );
}
