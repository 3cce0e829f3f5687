import { Card, CardBody, CardHeader } from "@aizapy/design-system";
import { capitalize, formatDateTime } from "../../../../shared/lib/format";
import { DetailList } from "../../../components/DetailList";
import { type CurrentAdmin_AdminFragment } from "../../../gql/graphql";

/** Username, role (capitalised) and when the account was created, or N/A. */
export function CurrentInformationCard({ admin }: { admin: CurrentAdmin_AdminFragment }) {
  return (
    <Card as="section" aria-labelledby="current-information-title">
      <CardHeader
        title={<span id="current-information-title">Current Information</span>}
        titleAs="h2"
        description="Your admin account details"
      />
      <CardBody>
        <DetailList
          items={[
            { label: "Username", value: admin.username },
            { label: "Role", value: capitalize(admin.role) },
            { label: "Account Created", value: formatDateTime(admin.createdAt) ?? "N/A" },
          ]}
        />
      </CardBody>
    </Card>
  );
}
