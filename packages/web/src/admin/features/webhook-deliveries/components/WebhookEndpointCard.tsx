import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  SkeletonRows,
  Stack,
  Text,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Power } from "lucide-react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import {
  type WebhookEndpointHealth,
  webhookEndpointHealth,
} from "../../../../shared/lib/delivery-state";
import { formatDateTime } from "../../../../shared/lib/format";
import { DetailList } from "../../../components/DetailList";
import { useEnableWebhooks } from "../api/enable-webhooks";
import { WebhookEndpointQuery } from "../api/get-webhook-endpoint";
import * as styles from "./WebhookDeliveries.css";

const TITLE_ID = "webhook-endpoint-title";

function HealthBadge({ health }: { health: WebhookEndpointHealth }) {
  switch (health.state) {
    case "healthy":
      return <Badge tone="positive">Healthy</Badge>;
    case "failing":
      return <Badge tone="caution">Failing</Badge>;
    case "disabled":
      return (
        <Badge tone="critical" variant="solid">
          Disabled
        </Badge>
      );
  }
}

/** What the state means for the business's webhooks, in a sentence. */
function explain(health: WebhookEndpointHealth): string {
  switch (health.state) {
    case "healthy":
      return "Webhooks reach this endpoint.";
    case "failing":
      return `Deliveries have failed since ${formatDateTime(health.since)}. Each webhook is retried for about three days; an endpoint that fails that long is disabled.`;
    case "disabled":
      return `Disabled on ${formatDateTime(health.since)} after three days of failures. New webhooks are held until webhooks are re-enabled.`;
  }
}

/**
 * Where a configuration's webhooks go and how that endpoint fares: healthy, failing since when,
 * or disabled, with the button that turns it back on and sends the held webhooks.
 */
export function WebhookEndpointCard({ apiConfigId }: { apiConfigId: string }) {
  const { data, error, refetch } = useQuery(WebhookEndpointQuery, {
    variables: { id: apiConfigId },
  });
  const { enable, isEnabling } = useEnableWebhooks();
  const config = data?.apiConfig;

  let body;
  if (error && !config) {
    body = <QueryErrorState what="this API configuration" error={error} onRetry={refetch} />;
  } else if (!config) {
    body = <SkeletonRows count={2} label="Loading webhook endpoint" withAvatar={false} />;
  } else if (!config.webhookUrl) {
    body = (
      <Text tone="secondary">This configuration has no webhook URL: it sends no webhooks.</Text>
    );
  } else {
    const health = webhookEndpointHealth({
      failingSince: config.webhookFailingSince,
      disabledAt: config.webhookDisabledAt,
    });
    body = (
      <Stack space="medium">
        <DetailList
          items={[
            { label: "URL", value: <code className={styles.code}>{config.webhookUrl}</code> },
            { label: "State", value: <HealthBadge health={health} /> },
          ]}
        />
        <Text tone="secondary">{explain(health)}</Text>
        {health.state === "disabled" && (
          <div>
            <Button
              iconStart={<Power size={16} />}
              loading={isEnabling}
              onClick={() => void enable(config.id)}
            >
              Re-enable webhooks
            </Button>
          </div>
        )}
      </Stack>
    );
  }

  return (
    <Card as="section" aria-labelledby={TITLE_ID}>
      <CardHeader
        title={<span id={TITLE_ID}>Webhook endpoint</span>}
        titleAs="h2"
        description={config ? `${config.businessName} · ${config.provider} API` : undefined}
      />
      <CardBody>{body}</CardBody>
    </Card>
  );
}
