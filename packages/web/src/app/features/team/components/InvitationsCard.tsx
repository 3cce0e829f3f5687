import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  EmptyState,
  IconButton,
} from "@aizapy/design-system";
import type { BadgeTone } from "@aizapy/design-system/Badge";
import { useQuery } from "@apollo/client/react";
import { Ban, Mail, UserPlus } from "lucide-react";
import { useState } from "react";
import { QueryErrorState } from "../../../components/QueryErrorState";
import { type WorkspaceInvitation_InvitationFragment } from "../../../gql/graphql";
import { capitalize, formatDateTime } from "../../../lib/format";
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

const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

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
    cell: (invitation) => time(invitation.expiresAt),
  },
];

/** Invite a member, and the invitations sent: pending ones can be revoked. */
export function InvitationsCard() {
  const { data, loading, error, refetch } = useQuery(WorkspaceInvitationsQuery);
  const [isInviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const invitations = data?.workspaceInvitations;

  return (
    <Card as="section" aria-labelledby="invitations-title">
      <CardHeader
        title={<span id="invitations-title">Invitations</span>}
        titleAs="h2"
        description="People you invited by email; they join once they accept."
        action={
          <Button size="small" iconStart={<UserPlus size={16} />} onClick={() => setInviting(true)}>
            Invite member
          </Button>
        }
      />
      <CardBody>
        {error && !data ? (
          <QueryErrorState what="the invitations" error={error} onRetry={refetch} />
        ) : (
          <DataTable
            caption="Invitations"
            hideCaption
            columns={columns}
            rows={invitations ?? []}
            getRowId={(invitation) => invitation.id}
            loading={loading && !invitations}
            loadingLabel="Loading invitations"
            loadingRowCount={2}
            empty={
              <EmptyState
                icon={<Mail size={24} />}
                titleAs="p"
                title="No invitations yet"
                description='Click "Invite member" to add a colleague to the workspace.'
              />
            }
            rowActionsLabel="Actions"
            rowActions={(invitation) =>
              invitation.status === "pending" && (
                <IconButton
                  label={`Revoke the invitation of ${invitation.email}`}
                  icon={<Ban size={18} />}
                  onClick={() => setRevoking(invitation)}
                />
              )
            }
          />
        )}
      </CardBody>
      <InviteMemberDialog open={isInviting} onOpenChange={setInviting} />
      <RevokeInvitationDialog invitation={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
