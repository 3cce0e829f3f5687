import { PageHeader } from "../../../shared/components/PageHeader";
import { useWorkspaceAccount } from "../../api/workspace-account";
import { CampaignsCard } from "../../features/campaigns/components/CampaignsCard";
import { canManage } from "../../lib/roles";

/** /app/campaigns: the business's campaigns (owners and admins create them, every role follows). */
export function Component() {
  const { account } = useWorkspaceAccount();
  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Send an approved template to your contacts, follow every message, and retarget those who did not act."
      />
      <CampaignsCard canEdit={canManage(account.role)} />
    </>
  );
}
