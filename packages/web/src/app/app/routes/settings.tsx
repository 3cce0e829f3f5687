import { PageHeader } from "../../../shared/components/PageHeader";
import { useWorkspaceAccount } from "../../api/workspace-account";
import { MessagingRulesCard } from "../../features/messaging-rules/components/MessagingRulesCard";
import { canManage } from "../../lib/roles";

/** /app/settings: the workspace's messaging rules, changed by owners and admins, seen by all. */
export function Component() {
  const { account } = useWorkspaceAccount();
  return (
    <>
      <PageHeader title="Settings" description="How this workspace messages its contacts." />
      <MessagingRulesCard canEdit={canManage(account.role)} />
    </>
  );
}
