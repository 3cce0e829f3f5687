import {
  Badge,
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  EmptyState,
  IconButton,
  Select,
  VisuallyHidden,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { CircleCheck, CircleDashed, UserMinus, Users } from "lucide-react";
import { useState } from "react";
import { useWorkspaceAccount } from "../../../api/workspace-account";
import { QueryErrorState } from "../../../components/QueryErrorState";
import { type WorkspaceMember_TeamMemberFragment } from "../../../gql/graphql";
import { formatDateTime } from "../../../lib/format";
import { describeRole, roleOptions } from "../../../lib/roles";
import { WorkspaceMembersQuery } from "../api/get-team";
import { ChangeRoleDialog, type RoleChange } from "./ChangeRoleDialog";
import { RemoveMemberDialog } from "./RemoveMemberDialog";

type TeamMember = WorkspaceMember_TeamMemberFragment;

const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/**
 * The business's members: name, email, role (a select, each change confirmed), whether the
 * address is verified, and the last sign-in; a member other than oneself can be removed.
 */
export function MembersCard() {
  const { account } = useWorkspaceAccount();
  const { data, loading, error, refetch } = useQuery(WorkspaceMembersQuery);
  const [changing, setChanging] = useState<RoleChange | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const members = data?.workspaceMembers;
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
      cell: (member) => (member.lastSignInAt ? time(member.lastSignInAt) : "Never"),
    },
  ];

  return (
    <Card as="section" aria-labelledby="members-title">
      <CardHeader
        title={<span id="members-title">Members</span>}
        titleAs="h2"
        description="Everyone who can sign in to this workspace, and what they may do."
      />
      <CardBody>
        {error && !data ? (
          <QueryErrorState what="the members" error={error} onRetry={refetch} />
        ) : (
          <DataTable
            caption="Members"
            hideCaption
            columns={columns}
            rows={members ?? []}
            getRowId={(member) => member.id}
            loading={loading && !members}
            loadingLabel="Loading members"
            loadingRowCount={2}
            empty={<EmptyState icon={<Users size={24} />} titleAs="p" title="No members yet" />}
            rowActionsLabel="Actions"
            rowActions={(member) =>
              member.id !== myId && (
                <IconButton
                  label={`Remove ${member.fullName} (${describeRole(member.role)})`}
                  icon={<UserMinus size={18} />}
                  onClick={() => setRemoving(member)}
                />
              )
            }
          />
        )}
      </CardBody>
      <ChangeRoleDialog change={changing} onClose={() => setChanging(null)} />
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
