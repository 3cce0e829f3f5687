import { Stack } from "@aizapy/design-system";
import { ExportButton } from "../../components/ExportButton";
import { PageHeader } from "../../components/PageHeader";
import { AuditLogFilters } from "../../features/audit-logs/components/AuditLogFilters";
import { AuditLogList } from "../../features/audit-logs/components/AuditLogList";
import { readAuditFilters, toAuditFilterInput } from "../../features/audit-logs/filters";
import { useListParams } from "../../lib/list-params";
import { exportPaths } from "../paths";

/** /admin/audit-logs (spec §2). */
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
