import { Stack } from "@aizapy/design-system";
import { PageHeader } from "../../../shared/components/PageHeader";
import { ExportButton } from "../../components/ExportButton";
import { AuditLogFilters } from "../../features/audit-logs/components/AuditLogFilters";
import { AuditLogList } from "../../features/audit-logs/components/AuditLogList";
import { readAuditFilters, toAuditFilterInput } from "../../features/audit-logs/filters";
import { useListParams } from "../../lib/list-params";
import { exportPaths } from "../../lib/paths";

/** /admin/audit-logs: the activity log, filtered, with a CSV export of what the filters show. */
export function Component() {
  const list = useListParams();
  const filters = readAuditFilters(list);
  return (
    <>
      <PageHeader
        title="Audit Logs"
        description="Who did what, and when"
        actions={
          <ExportButton
            path={exportPaths.auditLogs}
            query={toAuditFilterInput(filters)}
            fallbackName="audit-log.csv"
            what="audit logs"
          />
        }
      />
      <Stack space="medium">
        <AuditLogFilters list={list} filters={filters} />
        <AuditLogList list={list} filters={filters} />
      </Stack>
    </>
  );
}
