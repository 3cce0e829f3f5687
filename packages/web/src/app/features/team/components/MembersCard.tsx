import {
  Badge,
  type DataTableColumn,
  IconButton,
  Select,
  VisuallyHidden,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { CircleCheck, CircleDashed, UserMinus, Users } from "lucide-react";
import { useState } from "react";
import { DateTime } from "../../../../shared/components/DateTime";
import { TableCard } from "../../../../shared/components/TableCard";
import { useWorkspaceAccount } from "../../../api/workspace-account";
import { type WorkspaceMember_TeamMemberFragment } from "../../../gql/graphql";
import { describeRole, roleOptions } from "../../../lib/roles";
import { WorkspaceMembersQuery } from "../api/get-team";
import { ChangeRoleDialog, type RoleChange } from "./ChangeRoleDialog";
import { RemoveMemberDialog } from "./RemoveMemberDialog";

type TeamMember = WorkspaceMember_TeamMemberFragment;

/**
 * The business's members: name, email, role (a select, each change confirmed), whether the
 * address is verified, and the last sign-in; a member other than oneself can be removed.
 */
export function MembersCard() {
  const { account } = useWorkspaceAccount();
  const query = useQuery(WorkspaceMembersQuery);
  const [changing, setChanging] = useState<RoleChange | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const myId = account.user.id;
  const options = roleOptions(account.role);

  const columns: DataTableColumn<TeamMember>[] = [
    {
      id: "name",
      header: "Name",
      isRowHeader: true,
      cell: (member) => (
        <>
          {member.fullName}
          {member.id === myId && " (you)"}
        </>
      ),
    },
    { id: "email", header: "Email", hideBelow: "tablet", cell: (member) => member.email },
    {
      id: "role",
      header: "Role",
      cell: (member) => (
        <Select
          label={<VisuallyHidden>Role of {member.fullName}</VisuallyHidden>}
          options={options.map((option) =>
            // An owner's row keeps "Owner" selectable so the select can show it.
            option.value === member.role ? { ...option, disabled: false } : option,
          )}
          value={member.role}
          onChange={(event) => {
            if (event.target.value !== member.role) {
              setChanging({ member, role: event.target.value });
            }
          }}
        />
      ),
    },
    {
      id: "verified",
      header: "Email verified",
      hideBelow: "tablet",
      cell: (member) =>
        member.emailVerified ? (
          <Badge tone="positive" icon={<CircleCheck size={14} />}>
            Verified
          </Badge>
        ) : (
          <Badge tone="neutral" icon={<CircleDashed size={14} />}>
            Not verified
          </Badge>
        ),
    },
    {
      id: "lastSignInAt",
      header: "Last sign-in",
      hideBelow: "desktop",
      cell: (member) => (member.lastSignInAt ? <DateTime iso={member.lastSignInAt} /> : "Never"),
    },
  ];

  return (
    <TableCard
      title="Members"
      titleId="members-title"
      description="Everyone who can sign in to this workspace, and what they may do."
      query={query}
      rows={query.data?.workspaceMembers}
      what="the members"
      columns={columns}
      getRowId={(member) => member.id}
      loadingLabel="Loading members"
      loadingRowCount={2}
      empty={{ icon: <Users size={24} />, title: "No members yet" }}
      rowActions={(member) =>
        member.id !== myId && (
          <IconButton
            label={`Remove ${member.fullName} (${describeRole(member.role)})`}
            icon={<UserMinus size={18} />}
            onClick={() => setRemoving(member)}
          />
        )
      }
    >
      <ChangeRoleDialog change={changing} onClose={() => setChanging(null)} />
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </TableCard>
  );
}
