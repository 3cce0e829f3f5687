import { Button } from "@aizapy/design-system";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { PageHeader } from "../../../../shared/components/PageHeader";
import { formatDateTime } from "../../../../shared/lib/format";
import { type BusinessFields_BusinessFragment } from "../../../gql/graphql";
import { paths, withQuery } from "../../../lib/paths";
import { messagingTierLabel } from "../labels";
import { BusinessPlanBadge, BusinessQualityBadge, BusinessStatusBadge } from "./BusinessBadges";
import { BusinessFormDialog } from "./BusinessFormDialog";

/**
 * The top of a business's page: its name, WhatsApp number, creation date and Meta messaging
 * limit, its status and plan as the list shows them, its Meta quality rating, the way to its
 * WhatsApp messages, and the list's edit form.
 */
export function BusinessHeader({ business }: { business: BusinessFields_BusinessFragment }) {
  const [isEditing, setEditing] = useState(false);
  return (
    <>
      <PageHeader
        title={business.name}
        description={
          <>
            <span translate="no">{business.whatsappNumber}</span> · Created{" "}
            <time dateTime={business.createdAt}>{formatDateTime(business.createdAt)}</time> ·{" "}
            <span>Messaging limit: {messagingTierLabel(business.messagingTier)}</span>
          </>
        }
        actions={
          <>
            <BusinessStatusBadge status={business.status} />
            <BusinessPlanBadge plan={business.plan} />
            <BusinessQualityBadge rating={business.qualityRating} />
            <Button variant="secondary" asChild>
              <Link to={withQuery(paths.whatsappMessages, { businessId: business.id })}>
                WhatsApp messages
              </Link>
            </Button>
            <Button iconStart={<Pencil size={16} />} onClick={() => setEditing(true)}>
              Edit business
            </Button>
          </>
        }
      />
      <BusinessFormDialog open={isEditing} onOpenChange={setEditing} business={business} />
    </>
  );
}
