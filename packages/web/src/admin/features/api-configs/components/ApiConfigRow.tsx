import { Badge, IconButton, Inline, ListRow, Text } from "@aizapy/design-system";
import { Eye, KeyRound, Pencil, Trash2, Webhook } from "lucide-react";
import { ButtonLink } from "../../../../shared/components/ButtonLink";
import { graphql } from "../../../gql";
import { type ApiConfigRow_ApiConfigFragment } from "../../../gql/graphql";
import { apiConfigWebhooksPath } from "../../../lib/paths";
import * as styles from "./ApiConfigRow.css";

export const ApiConfigRowFragment = graphql(`
  fragment ApiConfigRow_apiConfig on ApiConfig {
    id
    provider
    apiKey
    webhookUrl
    isActive
    businessName
  }
`);

export interface ApiConfigRowProps {
  config: ApiConfigRow_ApiConfigFragment;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One API configuration; the key is shown exactly as the server sends it (masked). One
 * with a webhook URL links to the webhooks sent there.
 */
export function ApiConfigRow({ config, onView, onEdit, onDelete }: ApiConfigRowProps) {
  const name = `${config.provider} API`;
  return (
    <ListRow
      data-api-config-id={config.id}
      leading={
        <span className={styles.icon} aria-hidden="true">
          <KeyRound size={20} />
        </span>
      }
      title={name}
      titleAs="h2"
      badges={
        <Badge tone={config.isActive ? "positive" : "neutral"}>
          {config.isActive ? "Active" : "Inactive"}
        </Badge>
      }
      description={config.businessName}
      meta={
        <>
          <Text as="span" size="small" tone="secondary">
            API Key: <code className={styles.code}>{config.apiKey}</code>
          </Text>
          {config.webhookUrl && (
            <Text as="span" size="small" tone="secondary" className={styles.webhook}>
              Webhook: <code className={styles.code}>{config.webhookUrl}</code>
            </Text>
          )}
        </>
      }
      actions={
        <Inline space="xxsmall" wrap={false}>
          {config.webhookUrl && (
            <ButtonLink
              to={apiConfigWebhooksPath(config.id)}
              icon={<Webhook size={16} />}
              size="small"
              aria-label={`Webhooks of ${name} for ${config.businessName}`}
            >
              Webhooks
            </ButtonLink>
          )}
          <IconButton
            label={`View ${name} for ${config.businessName}`}
            icon={<Eye size={18} />}
            onClick={onView}
          />
          <IconButton
            label={`Edit ${name} for ${config.businessName}`}
            icon={<Pencil size={18} />}
            onClick={onEdit}
          />
          <IconButton
            label={`Delete ${name} for ${config.businessName}`}
            icon={<Trash2 size={18} />}
            onClick={onDelete}
          />
        </Inline>
      }
    />
  );
}
