import { Badge, type DataTableColumn } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Check, Users, X } from "lucide-react";
import { DateTime } from "../../../../shared/components/DateTime";
import { TableCard } from "../../../../shared/components/TableCard";
import { capitalize } from "../../../../shared/lib/format";
import { type TeamMemberFields_TeamMemberFragment } from "../../../gql/graphql";
import { BusinessMembersQuery } from "../api/get-business-members";

type Member = TeamMemberFields_TeamMemberFragment;

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
    cell: (member) => (member.lastSignInAt ? <DateTime iso={member.lastSignInAt} /> : "Never"),
  },
  {
    id: "joinedAt",
    header: "Joined",
    hideBelow: "desktop",
    cell: (member) => <DateTime iso={member.joinedAt} />,
  },
];

/**
 * A business's members, as its workspace lists them: name, email, role (owner, admin or agent),
 * whether the email is verified, the last sign-in and when they joined. Read-only here: members
 * manage their own team in the workspace.
 */
export function MembersCard({ businessId }: { businessId: string }) {
  const query = useQuery(BusinessMembersQuery, { variables: { businessId } });

  return (
    <TableCard
      title="Members"
      titleId="members-title"
      description="The people who sign in to the business's workspace, first to join first."
      query={query}
      rows={query.data?.businessMembers}
      what="members"
      columns={columns}
      getRowId={(member) => member.id}
      loadingLabel="Loading members"
      loadingRowCount={2}
      empty={{
        icon: <Users size={24} />,
        title: "No one has signed up for this business yet.",
        description:
          "Whoever signs the business up, and the people they invite, are listed here with their role.",
      }}
    />
  );
}
