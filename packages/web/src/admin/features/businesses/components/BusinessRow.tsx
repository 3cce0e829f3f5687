import { Avatar, Badge, IconButton, Inline, ListRow } from "@aizapy/design-system";
import { Pencil, Trash2 } from "lucide-react";
import { graphql } from "../../../gql";
import { type BusinessRow_BusinessFragment } from "../../../gql/graphql";
import { capitalize } from "../../../lib/format";

export const BusinessRowFragment = graphql(`
  fragment BusinessRow_business on Business {
    id
    name
    whatsappNumber
    status
    plan
  }
`);

/** One business: name, WhatsApp number, status badge (active highlighted) and plan badge. */
export function BusinessRow({ business }: { business: BusinessRow_BusinessFragment }) {
  const isActive = business.status === "active";
  return (
    <ListRow
      leading={<Avatar name={business.name} decorative />}
      title={business.name}
      titleAs="h2"
      badges={
        <>
          <Badge tone={isActive ? "positive" : "neutral"} variant={isActive ? "soft" : "outline"}>
            {capitalize(business.status)}
          </Badge>
          <Badge tone="info" variant="outline">
            {capitalize(business.plan)} plan
          </Badge>
        </>
      }
      description={<span translate="no">{business.whatsappNumber}</span>}
      actions={
        // Spec §2: edit and delete are shown without behaviour.
        <Inline space="xxsmall" wrap={false}>
          <IconButton label={`Edit ${business.name}`} icon={<Pencil size={18} />} disabled />
          <IconButton label={`Delete ${business.name}`} icon={<Trash2 size={18} />} disabled />
        </Inline>
      }
    />
  );
}
