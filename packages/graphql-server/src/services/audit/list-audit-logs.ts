import type { AuditLog, Db } from "../../db/prisma-client.ts";

export const AUDIT_LOG_PAGE_DEFAULT = 100;
export const AUDIT_LOG_PAGE_MAX = 500;

/** The newest audit entries first. */
export function listAuditLogs(db: Db, options: { limit?: number } = {}): Promise<AuditLog[]> {
  const limit = Math.min(Math.max(options.limit ?? AUDIT_LOG_PAGE_DEFAULT, 1), AUDIT_LOG_PAGE_MAX);
  return db.auditLog.findMany({ orderBy: [{ timestamp: "desc" }, { id: "asc" }], take: limit });
}
