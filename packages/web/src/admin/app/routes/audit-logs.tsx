import { PageHeader } from "../../components/PageHeader";
import { AuditLogList } from "../../features/audit-logs/components/AuditLogList";

/** /admin/audit-logs (spec §2). */
export function Component() {
  return (
    <>
      <PageHeader title="Audit Logs" description="Who did what, and when" />
      <AuditLogList />
    </>
  );
}
