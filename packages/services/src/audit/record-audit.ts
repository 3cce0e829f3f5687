import type { AuditActionName } from "@aizapy/contracts";
import type { AuditWriter } from "@aizapy/messaging";
import type { Db } from "@aizapy/db";
import type { Sql } from "@aizapy/db";

/** The actions the audit log records (one list, in @aizapy/contracts). */
export type AuditAction = AuditActionName;

/**
 * Who did it: an admin or a member of a business (by id), an anonymous caller (by address), or
 * the system itself.
 */
export interface Actor {
  type: "admin" | "member" | "anonymous" | "system";
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

const INSERT_AUDIT = `
  INSERT INTO audit_logs (id, "actorId", "actorType", action, "targetType", "targetId", details, timestamp)
  VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7)`;

/** recordAudit for work done on the raw driver (the messaging platform's operations). */
export function auditWriterFor(actor: Actor, now: () => Date = () => new Date()): AuditWriter {
  return async (tx: Sql, entry) => {
    await tx.query(INSERT_AUDIT, [
      actor.id,
      actor.type,
      entry.action,
      entry.targetType ?? null,
      entry.targetId ?? null,
      entry.details,
      now(),
    ]);
  };
}
