import { Card, ConfirmDialog, EmptyState, List, SkeletonRows } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { type ApiConfigRow_ApiConfigFragment } from "../../../gql/graphql";
import { useListParams } from "../../../lib/list-params";
import { ApiConfigQuery, ApiConfigsQuery } from "../api/get-api-configs";
import { type RevealedSecrets, useApiConfigActions } from "../api/use-api-config-actions";
import { describeProvider } from "../labels";
import { ApiConfigDetailsDialog } from "./ApiConfigDetailsDialog";
import { ApiConfigFormDialog } from "./ApiConfigFormDialog";
import { ApiConfigRow } from "./ApiConfigRow";
import { SecretsDialog } from "./SecretsDialog";

/** The query key of the configuration whose details are open, so a link can open it. */
const VIEW_KEY = "view";

export interface ApiConfigListProps {
  /** The Add API Config dialog is open. */
  isAdding: boolean;
  onAddingChange: (open: boolean) => void;
}

/**
 * Every API configuration: 3 placeholder rows while loading, or the empty state. View
 * opens its details (kept in the URL), edit and add open the form, delete asks first; secrets a
 * save reveals are shown once.
 */
export function ApiConfigList({ isAdding, onAddingChange }: ApiConfigListProps) {
  const { data: current, previousData, error, refetch } = useQuery(ApiConfigsQuery);
  // While a change reloads the list, the rows on screen stay (and keep their focus).
  const data = current ?? previousData;
  const { deleteApiConfig, isDeleting } = useApiConfigActions();
  const list = useListParams();
  const viewId = list.get(VIEW_KEY);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ApiConfigRow_ApiConfigFragment | null>(null);
  const [secrets, setSecrets] = useState<RevealedSecrets | null>(null);
  const editing = useQuery(ApiConfigQuery, {
    variables: { id: editingId ?? "" },
    skip: !editingId,
  }).data?.apiConfig;

  const confirmDelete = async () => {
    if (!deleting) return;
    if (await deleteApiConfig(deleting)) setDeleting(null);
  };

  let content;
  if (error && !current) {
    content = <QueryErrorState what="API configurations" error={error} onRetry={refetch} />;
  } else if (!data) {
    content = <SkeletonRows count={3} label="Loading API configurations" />;
  } else if (data.apiConfigs.length === 0) {
    content = (
      <Card>
        <EmptyState
          icon={<KeyRound size={24} />}
          title={'No API configurations yet. Click "Add API Config" to get started.'}
          titleAs="p"
        />
      </Card>
    );
  } else {
    content = (
      <List aria-label="API configurations">
        {data.apiConfigs.map((config) => (
          <ApiConfigRow
            key={config.id}
            config={config}
            onView={() => list.setParam(VIEW_KEY, config.id)}
            onEdit={() => setEditingId(config.id)}
            onDelete={() => setDeleting(config)}
          />
        ))}
      </List>
    );
  }

  return (
    <>
      {content}
      <ApiConfigFormDialog open={isAdding} onOpenChange={onAddingChange} onSecrets={setSecrets} />
      <ApiConfigFormDialog
        open={editingId !== null && editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditingId(null);
        }}
        config={editing}
        onSecrets={setSecrets}
      />
      <ApiConfigDetailsDialog
        id={viewId}
        onClose={() => list.setParam(VIEW_KEY, undefined)}
        onSecrets={setSecrets}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !isDeleting) setDeleting(null);
        }}
        title="Delete API configuration?"
        description={
          deleting
            ? `Are you sure you want to delete the ${describeProvider(deleting.provider)} configuration of ${deleting.businessName}? It stops sending at once and its secrets are gone for good. This action cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        keepOpenOnConfirm
        loading={isDeleting}
      />
      <SecretsDialog secrets={secrets} onClose={() => setSecrets(null)} />
    </>
  );
}
