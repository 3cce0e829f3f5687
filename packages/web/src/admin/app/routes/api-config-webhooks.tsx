import { Stack } from "@aizapy/design-system";
import { ArrowLeft } from "lucide-react";
import { useParams } from "react-router-dom";
import { ButtonLink } from "../../../shared/components/ButtonLink";
import { PageHeader } from "../../../shared/components/PageHeader";
import { RefreshButton } from "../../components/RefreshButton";
import { WebhookEndpointQuery } from "../../features/webhook-deliveries/api/get-webhook-endpoint";
import { WebhookEventPageQuery } from "../../features/webhook-deliveries/api/get-webhook-event-page";
import { WebhookEndpointCard } from "../../features/webhook-deliveries/components/WebhookEndpointCard";
import { WebhookEventList } from "../../features/webhook-deliveries/components/WebhookEventList";
import { useListParams } from "../../lib/list-params";
import { paths } from "../../lib/paths";

/** /admin/api-configs/:apiConfigId/webhooks: the webhooks one configuration's endpoint gets. */
export function Component() {
  const { apiConfigId = "" } = useParams();
  const list = useListParams();
  return (
    <>
      <PageHeader
        title="Webhook Deliveries"
        description="The webhooks sent to a business's endpoint, and every attempt to deliver them"
        actions={
          <>
            <RefreshButton
              label="Refresh webhooks"
              queries={[WebhookEndpointQuery, WebhookEventPageQuery]}
            />
            <ButtonLink to={paths.apiConfigs} icon={<ArrowLeft size={16} />}>
              API Configurations
            </ButtonLink>
          </>
        }
      />
      <Stack space="large">
        <WebhookEndpointCard apiConfigId={apiConfigId} />
        <WebhookEventList apiConfigId={apiConfigId} list={list} />
      </Stack>
    </>
  );
}
