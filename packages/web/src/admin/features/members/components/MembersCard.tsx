import {
  Badge,
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  EmptyState,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Check, Users, X } from "lucide-react";
import { QueryErrorState } from "../../../components/QueryErrorState";
import { type TeamMemberFields_TeamMemberFragment } from "../../../gql/graphql";
import { capitalize, formatDateTime } from "../../../lib/format";
import { BusinessMembersQuery } from "../api/get-business-members";

type Member = TeamMemberFields_TeamMemberFragment;

const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

const columns: DataTableColumn<Member>[] = [
  {
    id: "fullName",
    header: "Name",
    isRowHeader: true,
    // Sign-up and invitations ask for a name; an account from before them has none, so its email
    // names the row.
    cell: (member) => member.fullName || member.email,
  },
  {
    id: "email",
    header: "Email",
    cell: (member) => <span translate="no">{member.email}</span>,
  },
  { id: "role", header: "Role", cell: (member) => capitalize(member.role) },
  {
    id: "emailVerified",
    header: "Email verified",
    // Said in words, the icon and tone only repeat it.
    cell: (member) =>
      member.emailVerified ? (
        <Badge tone="positive" variant="outline" icon={<Check size={12} />}>
          Yes
        </Badge>
      ) : (
        <Badge tone="caution" variant="outline" icon={<X size={12} />}>
          No
        </Badge>
      ),
  },
  {
    id: "lastSignInAt",
    header: "Last sign-in",
    hideBelow: "tablet",
    cell: (member) => (member.lastSignInAt ? time(member.lastSignInAt) : "Never"),
  },
  {
    id: "joinedAt",
    header: "Joined",
    hideBelow: "desktop",
    cell: (member) => time(member.joinedAt),
  },
];

/**
 * A business's members, as its workspace lists them: name, email, role (owner, admin or agent),
 * whether the email is verified, the last sign-in and when they joined. Read-only here: members
 * manage their own team in the workspace.
 */
export function MembersCard({ businessId }: { businessId: string }) {
  const { data, loading, error, refetch } = useQuery(BusinessMembersQuery, {
    variables: { businessId },
  });
  const members = data?.businessMembers;

  return (
    <Card as="section" aria-labelledby="members-title">
      <CardHeader
        title={<span id="members-title">Members</span>}
        titleAs="h2"
        description="The people who sign in to the business's workspace, first to join first."
      />
      <CardBody>
        {error && !data ? (
          <QueryErrorState what="members" error={error} onRetry={refetch} />
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
            empty={
              <EmptyState
                icon={<Users size={24} />}
                titleAs="p"
                title="No one has signed up for this business yet."
                description="Whoever signs the business up, and the people they invite, are listed here with their role."
              />
            }
          />
        )}
      </CardBody>
    </Card>
  );
}
