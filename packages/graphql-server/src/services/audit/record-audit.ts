import type { Db } from "../../db/prisma-client.ts";

export type AuditAction =
  | "create"
  | "update"
  | "delete"
  | "login"
  | "logout"
  | "login_failed"
  | "business_created"
  | "business_updated"
  | "business_deleted"
  | "api_config_created"
  | "api_config_updated"
  | "api_config_rotated"
  | "api_config_deactivated"
  | "api_config_deleted";

/** Who did it: an admin (by id), an anonymous caller (by address), or the system itself. */
export interface Actor {
  type: "admin" | "anonymous" | "system";
  id: string;
}

export interface AuditEntry {
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  /** Human-readable, for the console's activity log; never secrets. */
  details: string;
}

/** Writes one audit row; call it with the transaction that makes the change it describes. */
export async function recordAudit(
  db: Db,
  actor: Actor,
  entry: AuditEntry,
  now = new Date(),
): Promise<void> {
  await db.auditLog.create({
    data: {
      actorId: actor.id,
      actorType: actor.type,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      details: entry.details,
      timestamp: now,
    },
  });
}

/** Writes one audit row per entry in one statement; same transaction rule as recordAudit. */
export async function recordAudits(
  db: Db,
  actor: Actor,
  entries: readonly AuditEntry[],
  now = new Date(),
): Promise<void> {
  if (entries.length === 0) return;
  await db.auditLog.createMany({
    data: entries.map((entry) => ({
      actorId: actor.id,
      actorType: actor.type,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      details: entry.details,
      timestamp: now,
    })),
  });
}
