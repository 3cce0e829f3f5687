import { Card, CardBody, CardHeader, EmptyState, List, SkeletonRows } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { FileText } from "lucide-react";
import { QueryErrorState } from "../../../components/QueryErrorState";
import { AuditLogsQuery } from "../api/get-audit-logs";
import { AuditLogRow } from "./AuditLogRow";

/** 'System Activity Log' (spec §2): 5 placeholder rows while loading, or the empty state. */
export function AuditLogList() {
  const { data, loading, error, refetch } = useQuery(AuditLogsQuery);

  let content;
  if (error && !data) {
    content = <QueryErrorState what="audit logs" error={error} onRetry={refetch} />;
  } else if (loading || !data) {
    content = <SkeletonRows count={5} label="Loading audit logs" withAvatar={false} />;
  } else if (data.auditLogs.length === 0) {
    content = (
      <EmptyState
        icon={<FileText size={24} />}
        title="No audit logs available. Activity will appear here as actions are performed."
        titleAs="p"
      />
    );
  } else {
    content = (
      <List aria-label="Audit log entries">
        {data.auditLogs.map((log) => (
          <AuditLogRow key={log.id} log={log} />
        ))}
      </List>
    );
  }

  return (
    <Card as="section" aria-labelledby="activity-log-title">
      <CardHeader
        title={<span id="activity-log-title">System Activity Log</span>}
        titleAs="h2"
        description="The most recent actions on the platform, newest first"
      />
      <CardBody>{content}</CardBody>
    </Card>
  );
}
