import { Stack } from "@aizapy/design-system";
import { PageHeader } from "../../../shared/components/PageHeader";
import { useWorkspaceAccount } from "../../api/workspace-account";
import { ManagersOnlyNotice } from "../../components/ManagersOnlyNotice";
import { PlanCard } from "../../features/billing/components/PlanCard";
import { WorkspaceUsageCard } from "../../features/billing/components/WorkspaceUsageCard";
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
          <WorkspaceUsageCard />
        </Stack>
      ) : (
        <ManagersOnlyNotice what="Usage and billing" />
      )}
    </>
  );
}
