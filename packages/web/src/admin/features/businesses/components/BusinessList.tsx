import { Card, EmptyState, List, SkeletonRows } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Building2 } from "lucide-react";
import { QueryErrorState } from "../../../components/QueryErrorState";
import { BusinessesQuery } from "../api/get-businesses";
import { BusinessRow } from "./BusinessRow";

/** Every registered business (spec §2): 3 skeleton rows while loading, or the empty state. */
export function BusinessList() {
  const { data, loading, error, refetch } = useQuery(BusinessesQuery);

  if (error && !data) {
    return <QueryErrorState what="businesses" error={error} onRetry={refetch} />;
  }
  if (loading || !data) return <SkeletonRows count={3} label="Loading businesses" />;
  if (data.businesses.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Building2 size={24} />}
          title={'No businesses registered yet. Click "Add Business" to get started.'}
          titleAs="p"
        />
      </Card>
    );
  }
  return (
    <List aria-label="Businesses">
      {data.businesses.map((business) => (
        <BusinessRow key={business.id} business={business} />
      ))}
    </List>
  );
}
