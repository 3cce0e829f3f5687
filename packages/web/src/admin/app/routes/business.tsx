import { Skeleton, Stack, VisuallyHidden } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router-dom";
import { PageHeader } from "../../../shared/components/PageHeader";
import { QueryErrorState } from "../../../shared/components/QueryErrorState";
import { isNotFound } from "../../../shared/lib/errors";
import { BusinessApiKeysCard } from "../../features/api-keys/components/BusinessApiKeysCard";
import { BusinessOverviewQuery } from "../../features/businesses/api/get-business-overview";
import { BusinessHeader } from "../../features/businesses/components/BusinessHeader";
import { BusinessNotFound } from "../../features/businesses/components/BusinessNotFound";
import { sendingProvider } from "../../features/businesses/sending-provider";
import { MembersCard } from "../../features/members/components/MembersCard";
import { SimulateInboundCard } from "../../features/sandbox/components/SimulateInboundCard";
import { TemplatesCard } from "../../features/templates/components/TemplatesCard";
import { BusinessUsageCard } from "../../features/usage/components/BusinessUsageCard";

function LoadingBusiness() {
  return (
    <div role="status">
      <VisuallyHidden>Loading business</VisuallyHidden>
      <Stack space="small">
        <Skeleton width={280} height={32} />
        <Skeleton width={360} />
      </Stack>
    </div>
  );
}

/**
 * /admin/businesses/:businessId: one business's messaging, as operators run it. The cards load
 * once the business is known, so an unknown id shows one not-found state, not one per card.
 */
export function Component() {
  const { businessId = "" } = useParams();
  const { data, error, refetch } = useQuery(BusinessOverviewQuery, {
    variables: { id: businessId },
  });

  if (!data) {
    if (isNotFound(error, "business")) return <BusinessNotFound />;
    if (error) {
      return (
        <>
          <PageHeader title="Business" />
          <QueryErrorState what="this business" error={error} onRetry={refetch} />
        </>
      );
    }
    return <LoadingBusiness />;
  }

  const { business, apiConfigs } = data;
  const provider = sendingProvider(apiConfigs);
  // Keyed by the business: going straight to another one starts its cards afresh, rather than
  // showing this one's rows while that one's load.
  return (
    <Stack key={business.id} space="large">
      <BusinessHeader business={business} />
      <BusinessApiKeysCard businessId={business.id} />
      <TemplatesCard businessId={business.id} reviewedByMeta={provider === "whatsapp-cloud"} />
      <BusinessUsageCard businessId={business.id} />
      <MembersCard businessId={business.id} />
      <SimulateInboundCard business={business} provider={provider} />
    </Stack>
  );
}
