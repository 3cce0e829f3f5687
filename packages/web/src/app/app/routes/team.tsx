import { Stack } from "@aizapy/design-system";
import { PageHeader } from "../../../shared/components/PageHeader";
import { useWorkspaceAccount } from "../../api/workspace-account";
import { Notice } from "../../components/Notice";
import { InvitationsCard } from "../../features/team/components/InvitationsCard";
import { MembersCard } from "../../features/team/components/MembersCard";
import { PermissionsCard } from "../../features/team/components/PermissionsCard";
import { canManage } from "../../lib/roles";

/** /app/team: members and invitations for owners and admins; for everyone, who can do what. */
export function Component() {
  const { account } = useWorkspaceAccount();
  const isManager = canManage(account.role);

  return (
    <>
      <PageHeader title="Team" description="The people who work in this workspace." />
      <Stack space="large">
        {isManager ? (
          <>
            <MembersCard />
            <InvitationsCard />
          </>
        ) : (
          <Notice title="Only owners and admins manage the team">
            They invite members and change roles. Ask one of them if someone should join or needs
            other rights.
          </Notice>
        )}
        <PermissionsCard />
      </Stack>
    </>
  );
}
