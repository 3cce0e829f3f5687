import { Badge, Button, type DataTableColumn, IconButton, Text } from "@aizapy/design-system";
import { Ban, KeyRound, Plus } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { DateTime } from "../DateTime";
import { SecretsShownOnceDialog } from "../SecretsShownOnceDialog";
import { type QueryState, TableCard } from "../TableCard";
import { type ApiKeyActions, type ApiKeyRow, type CreatedApiKey } from "./api-key-actions";
import * as styles from "./ApiKeysCard.css";
import { CreateApiKeyDialog } from "./CreateApiKeyDialog";
import { RevokeApiKeyDialog } from "./RevokeApiKeyDialog";

const columns: DataTableColumn<ApiKeyRow>[] = [
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
    cell: (apiKey) => <DateTime iso={apiKey.createdAt} />,
  },
  {
    id: "lastUsedAt",
    header: "Last used",
    hideBelow: "tablet",
    cell: (apiKey) => (apiKey.lastUsedAt ? <DateTime iso={apiKey.lastUsedAt} /> : "Never used"),
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
            <DateTime iso={apiKey.revokedAt} />
          </Text>
        </span>
      ) : (
        <Badge tone="positive">Active</Badge>
      ),
  },
];

const NEW_KEY_DESCRIPTION =
  "It cannot be shown again: once you close this window, only its first characters are kept to recognise it.";
const NEW_KEY_CAUTION = "Copy it now and store it safely: it is shown only this once.";

export interface ApiKeysCardProps extends ApiKeyActions {
  /** The business's keys, newest first; `undefined` until the query first answers. */
  apiKeys: readonly ApiKeyRow[] | undefined;
  query: QueryState;
  /** Under the title: who calls the API with the keys. */
  description: string;
  /** The empty list's invitation to create the first key. */
  emptyDescription: string;
  /** The create dialog's sentence: whose systems send with the key. */
  createDescription: string;
  /** The title of the dialog that shows a new key once ("Copy the API key now"). */
  newKeyTitle: string;
  /** Shown under a new key (a command that uses it). */
  renderNewKeyExtra?: (key: string) => ReactNode;
  /** Names a key's Revoke button. @default `Revoke ${name}` */
  revokeLabel?: (apiKey: ApiKeyRow) => string;
}

/**
 * A business's /v1 API keys: name, prefix, created, last used, and whether revoked. A new key is
 * shown in full once, with a copy button; revoking asks first, and the key stays listed, revoked.
 * The console and the workspace each say it in their own words and run their own mutations.
 */
export function ApiKeysCard({
  apiKeys,
  query,
  description,
  emptyDescription,
  createDescription,
  newKeyTitle,
  renderNewKeyExtra,
  revokeLabel = (apiKey) => `Revoke ${apiKey.name}`,
  createApiKey,
  isCreating,
  onCreateError,
  revokeApiKey,
  isRevoking,
}: ApiKeysCardProps) {
  const [isCreatingOpen, setCreatingOpen] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  // The create dialog that opened the new key's is gone when that one closes: focus comes here.
  const createButton = useRef<HTMLButtonElement>(null);

  return (
    <TableCard
      title="API keys"
      titleId="api-keys-title"
      description={description}
      action={
        <Button
          ref={createButton}
          size="small"
          iconStart={<Plus size={16} />}
          onClick={() => setCreatingOpen(true)}
        >
          Create API key
        </Button>
      }
      query={query}
      rows={apiKeys}
      what="API keys"
      columns={columns}
      getRowId={(apiKey) => apiKey.id}
      loadingLabel="Loading API keys"
      loadingRowCount={2}
      empty={{
        icon: <KeyRound size={24} />,
        title: "No API keys yet",
        description: emptyDescription,
      }}
      rowActions={(apiKey) =>
        !apiKey.revokedAt && (
          <IconButton
            label={revokeLabel(apiKey)}
            icon={<Ban size={18} />}
            onClick={() => setRevoking(apiKey)}
          />
        )
      }
    >
      <CreateApiKeyDialog
        open={isCreatingOpen}
        onOpenChange={setCreatingOpen}
        description={createDescription}
        onCreated={setCreated}
        createApiKey={createApiKey}
        isCreating={isCreating}
        onCreateError={onCreateError}
      />
      <SecretsShownOnceDialog
        secrets={
          created && [
            {
              label: created.name,
              value: created.key,
              caution: NEW_KEY_CAUTION,
              copyLabel: "Copy API key",
            },
          ]
        }
        title={newKeyTitle}
        description={NEW_KEY_DESCRIPTION}
        onClose={() => setCreated(null)}
        returnFocusTo={createButton}
      >
        {created && renderNewKeyExtra?.(created.key)}
      </SecretsShownOnceDialog>
      <RevokeApiKeyDialog
        apiKey={revoking}
        onClose={() => setRevoking(null)}
        revokeApiKey={revokeApiKey}
        isRevoking={isRevoking}
      />
    </TableCard>
  );
}
