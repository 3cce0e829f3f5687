import { Stack } from "@aizapy/design-system";
import { useWorkspaceAccount } from "../../api/workspace-account";
import { ManagersOnlyNotice } from "../../components/ManagersOnlyNotice";
import { PageHeader } from "../../components/PageHeader";
import { PlanCard } from "../../features/billing/components/PlanCard";
import { UsageCard } from "../../features/billing/components/UsageCard";
import { canManage } from "../../lib/roles";

/** /app/billing: plan, limits and quality; usage and cost by month (owners and admins). */
export function Component() {
  const { account } = useWorkspaceAccount();
  return (
    <>
      <PageHeader
        title="Usage & billing"
        description="What you send, what it costs, and the limits your business works within."
      />
      {canManage(account.role) ? (
        <Stack space="large">
          <PlanCard />
          <UsageCard />
        </Stack>
      ) : (
        <ManagersOnlyNotice what="Usage and billing" />
      )}
    </>
  );
}
