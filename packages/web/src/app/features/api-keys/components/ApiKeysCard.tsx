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
  Text,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Ban, KeyRound, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { QueryErrorState } from "../../../components/QueryErrorState";
import { type WorkspaceApiKey_ApiKeyFragment } from "../../../gql/graphql";
import { formatDateTime } from "../../../lib/format";
import { type CreatedApiKey, WorkspaceApiKeysQuery } from "../api/api-keys";
import * as styles from "./ApiKeysCard.css";
import { CreateApiKeyDialog } from "./CreateApiKeyDialog";
import { NewApiKeyDialog } from "./NewApiKeyDialog";
import { RevokeApiKeyDialog } from "./RevokeApiKeyDialog";

type ApiKey = WorkspaceApiKey_ApiKeyFragment;

const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

const columns: DataTableColumn<ApiKey>[] = [
  { id: "name", header: "Name", isRowHeader: true, cell: (apiKey) => apiKey.name },
  {
    id: "prefix",
    header: "Key",
    cell: (apiKey) => (
      <code className={styles.prefix} translate="no">
        {apiKey.prefix}…
      </code>
    ),
  },
  {
    id: "createdAt",
    header: "Created",
    hideBelow: "tablet",
    cell: (apiKey) => time(apiKey.createdAt),
  },
  {
    id: "lastUsedAt",
    header: "Last used",
    hideBelow: "tablet",
    cell: (apiKey) => (apiKey.lastUsedAt ? time(apiKey.lastUsedAt) : "Never used"),
  },
  {
    id: "status",
    header: "Status",
    cell: (apiKey) =>
      apiKey.revokedAt ? (
        <span className={styles.status}>
          <Badge tone="neutral" variant="outline">
            Revoked
          </Badge>
          <Text as="span" size="small" tone="secondary">
            {time(apiKey.revokedAt)}
          </Text>
        </span>
      ) : (
        <Badge tone="positive">Active</Badge>
      ),
  },
];

export interface ApiKeysCardProps {
  /** Builds the cURL example shown with a new key. */
  curlFor: (key: string) => string;
}

/**
 * The business's /v1 API keys: name, prefix, created, last used, and whether revoked. A new key
 * is shown in full once, with a copy button and a cURL command that uses it; revoking asks first.
 */
export function ApiKeysCard({ curlFor }: ApiKeysCardProps) {
  const { data, loading, error, refetch } = useQuery(WorkspaceApiKeysQuery);
  const [isCreating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const apiKeys = data?.workspaceApiKeys;

  return (
    <Card as="section" aria-labelledby="api-keys-title">
      <CardHeader
        title={<span id="api-keys-title">API keys</span>}
        titleAs="h2"
        description="Your systems call the /v1 messaging API with a key, sent as a bearer token."
        action={
          <Button
            ref={createButton}
            size="small"
            iconStart={<Plus size={16} />}
            onClick={() => setCreating(true)}
          >
            Create API key
          </Button>
        }
      />
      <CardBody>
        {error && !data ? (
          <QueryErrorState what="API keys" error={error} onRetry={refetch} />
        ) : (
          <DataTable
            caption="API keys"
            hideCaption
            columns={columns}
            rows={apiKeys ?? []}
            getRowId={(apiKey) => apiKey.id}
            loading={loading && !apiKeys}
            loadingLabel="Loading API keys"
            loadingRowCount={2}
            empty={
              <EmptyState
                icon={<KeyRound size={24} />}
                titleAs="p"
                title="No API keys yet"
                description='Click "Create API key" to send messages from your own systems.'
              />
            }
            rowActionsLabel="Actions"
            rowActions={(apiKey) =>
              !apiKey.revokedAt && (
                <IconButton
                  label={`Revoke ${apiKey.name} (${apiKey.prefix}…)`}
                  icon={<Ban size={18} />}
                  onClick={() => setRevoking(apiKey)}
                />
              )
            }
          />
        )}
      </CardBody>
      <CreateApiKeyDialog open={isCreating} onOpenChange={setCreating} onCreated={setCreated} />
      <NewApiKeyDialog
        created={created}
        curlFor={curlFor}
        onClose={() => setCreated(null)}
        returnFocusTo={createButton}
      />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
