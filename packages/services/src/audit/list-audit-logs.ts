import { listLimit } from "@aizapy/contracts";
import type { AuditLog, Db } from "@aizapy/db";

/** The newest audit entries first (`limit` of them, see listLimit). */
export function listAuditLogs(db: Db, options: { limit?: number } = {}): Promise<AuditLog[]> {
  return db.auditLog.findMany({
    orderBy: [{ timestamp: "desc" }, { id: "asc" }],
    take: listLimit(options.limit),
  });
}
