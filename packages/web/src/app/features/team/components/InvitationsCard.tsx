import { Badge, Button, type DataTableColumn, IconButton } from "@aizapy/design-system";
import type { BadgeTone } from "@aizapy/design-system/Badge";
import { useQuery } from "@apollo/client/react";
import { Ban, Mail, UserPlus } from "lucide-react";
import { useState } from "react";
import { DateTime } from "../../../../shared/components/DateTime";
import { TableCard } from "../../../../shared/components/TableCard";
import { capitalize } from "../../../../shared/lib/format";
import { type WorkspaceInvitation_InvitationFragment } from "../../../gql/graphql";
import { describeRole } from "../../../lib/roles";
import { WorkspaceInvitationsQuery } from "../api/get-team";
import { InviteMemberDialog } from "./InviteMemberDialog";
import { RevokeInvitationDialog } from "./RevokeInvitationDialog";

type Invitation = WorkspaceInvitation_InvitationFragment;

const statusTones: Record<string, BadgeTone> = {
  pending: "info",
  accepted: "positive",
  revoked: "neutral",
  expired: "caution",
};

const columns: DataTableColumn<Invitation>[] = [
  { id: "email", header: "Email", isRowHeader: true, cell: (invitation) => invitation.email },
  { id: "role", header: "Role", cell: (invitation) => describeRole(invitation.role) },
  {
    id: "status",
    header: "Status",
    cell: (invitation) => (
      <Badge tone={statusTones[invitation.status] ?? "neutral"}>
        {capitalize(invitation.status)}
      </Badge>
    ),
  },
  {
    id: "expiresAt",
    header: "Expires",
    hideBelow: "tablet",
    cell: (invitation) => <DateTime iso={invitation.expiresAt} />,
  },
];

/** Invite a member, and the invitations sent: pending ones can be revoked. */
export function InvitationsCard() {
  const query = useQuery(WorkspaceInvitationsQuery);
  const [isInviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  return (
    <TableCard
      title="Invitations"
      titleId="invitations-title"
      description="People you invited by email; they join once they accept."
      action={
        <Button size="small" iconStart={<UserPlus size={16} />} onClick={() => setInviting(true)}>
          Invite member
        </Button>
      }
      query={query}
      rows={query.data?.workspaceInvitations}
      what="the invitations"
      columns={columns}
      getRowId={(invitation) => invitation.id}
      loadingLabel="Loading invitations"
      loadingRowCount={2}
      empty={{
        icon: <Mail size={24} />,
        title: "No invitations yet",
        description: 'Click "Invite member" to add a colleague to the workspace.',
      }}
      rowActions={(invitation) =>
        invitation.status === "pending" && (
          <IconButton
            label={`Revoke the invitation of ${invitation.email}`}
            icon={<Ban size={18} />}
            onClick={() => setRevoking(invitation)}
          />
        )
      }
    >
      <InviteMemberDialog open={isInviting} onOpenChange={setInviting} />
      <RevokeInvitationDialog invitation={revoking} onClose={() => setRevoking(null)} />
    </TableCard>
  );
}
