import { Card, EmptyState, List, SkeletonRows } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { KeyRound } from "lucide-react";
import { QueryErrorState } from "../../../components/QueryErrorState";
import { ApiConfigsQuery } from "../api/get-api-configs";
import { ApiConfigRow } from "./ApiConfigRow";

/** Every API configuration (spec §2): 3 placeholder rows while loading, or the empty state. */
export function ApiConfigList() {
  const { data, loading, error, refetch } = useQuery(ApiConfigsQuery);

  if (error && !data) {
    return <QueryErrorState what="API configurations" error={error} onRetry={refetch} />;
  }
  if (loading || !data) return <SkeletonRows count={3} label="Loading API configurations" />;
  if (data.apiConfigs.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<KeyRound size={24} />}
          title={'No API configurations yet. Click "Add API Config" to get started.'}
          titleAs="p"
        />
      </Card>
    );
  }
  return (
    <List aria-label="API configurations">
      {data.apiConfigs.map((config) => (
        <ApiConfigRow key={config.id} config={config} />
      ))}
    </List>
  );
}
