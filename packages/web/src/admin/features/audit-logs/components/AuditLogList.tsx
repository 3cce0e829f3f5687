import {
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  List,
  SkeletonRows,
  Stack,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { FileText } from "lucide-react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { ListPagination } from "../../../components/ListPagination";
import { type ListParams } from "../../../lib/list-params";
import { AuditLogPageQuery } from "../api/get-audit-logs";
import { type AuditFilterValues, toAuditFilterInput } from "../filters";
import { AuditLogRow } from "./AuditLogRow";

export interface AuditLogListProps {
  list: ListParams;
  filters: AuditFilterValues;
}

/**
 * 'System Activity Log' a page at a time, filtered: 5 placeholder rows while loading,
 * or the empty state.
 */
export function AuditLogList({ list, filters }: AuditLogListProps) {
  const { data, previousData, loading, error, refetch } = useQuery(AuditLogPageQuery, {
    variables: { filter: toAuditFilterInput(filters), ...list.page },
  });
  // While another page or filter loads, the entries on screen stay.
  const page = data?.auditLogPage ?? previousData?.auditLogPage;
  const hasFilters = Object.values(filters).some(Boolean);

  let content;
  if (error && !data) {
    content = <QueryErrorState what="audit logs" error={error} onRetry={refetch} />;
  } else if (!page) {
    content = <SkeletonRows count={5} label="Loading audit logs" withAvatar={false} />;
  } else if (page.items.length === 0) {
    content = (
      <EmptyState
        icon={<FileText size={24} />}
        title={
          hasFilters
            ? "No audit logs match these filters."
            : "No audit logs available. Activity will appear here as actions are performed."
        }
        titleAs="p"
      />
    );
  } else {
    content = (
      <Stack space="medium">
        <List aria-label="Audit log entries" aria-busy={loading || undefined}>
          {page.items.map((log) => (
            <AuditLogRow key={log.id} log={log} />
          ))}
        </List>
        <ListPagination list={list} pageInfo={page.pageInfo} label="Audit log" disabled={loading} />
      </Stack>
    );
  }

  return (
    <Card as="section" aria-labelledby="activity-log-title">
      <CardHeader
        title={<span id="activity-log-title">System Activity Log</span>}
        titleAs="h2"
        description="Actions on the platform, newest first"
      />
      <CardBody>{content}</CardBody>
    </Card>
  );
}
