import { auditLogFilterSchema, type Page, type PageRequest } from "@aizapy/contracts";
import type { AuditLog } from "@aizapy/db";
import type { Sql } from "@aizapy/db";
import { csvChunks, exportFilename, keysetBatches, type CsvDownload } from "../export/csv.ts";
import type { SortKey } from "../pagination/keyset.ts";
import {
  newestFirstKey,
  newestFirstPage,
  readNewestFirst,
  type NewestFirstList,
} from "../pagination/newest-first.ts";
import { validateInput } from "../validate.ts";

const SELECT = `SELECT id, "actorId", "actorType", action, "targetType", "targetId", details, timestamp FROM audit_logs`;

function auditLogList(filter: unknown): NewestFirstList {
  const { action, actorId, targetType, from, to } = validateInput(
    auditLogFilterSchema,
    filter ?? {},
  );
  const where: string[] = [];
  const params: unknown[] = [];
  const equal = (column: string, value: unknown) => {
    params.push(value);
    where.push(`${column} = $${params.length}`);
  };
  if (action) equal("action", action);
  if (actorId) equal(`"actorId"`, actorId);
  if (targetType) equal(`"targetType"`, targetType);
  if (from) {
    params.push(from);
    where.push(`timestamp >= $${params.length}`);
  }
  if (to) {
    params.push(to);
    where.push(`timestamp < $${params.length}`);
  }
  return { select: SELECT, time: "timestamp", where, params };
}

const timestampOf = (row: AuditLog) => row.timestamp;

/** One page of the entries a filter keeps, newest first. */
export function listAuditLogPage(
  sql: Sql,
  filter: unknown,
  page: PageRequest | undefined,
): Promise<Page<AuditLog>> {
  return newestFirstPage<AuditLog>(sql, auditLogList(filter), timestampOf, page);
}

/** Every entry the filter keeps as CSV, newest first, read a thousand at a time. */
export async function exportAuditLogs(
  sql: Sql,
  filter: unknown,
  now = new Date(),
): Promise<CsvDownload> {
  const list = auditLogList(filter);
  const batches = keysetBatches<AuditLog, SortKey>(
    (after, limit) => readNewestFirst<AuditLog>(sql, list, { after, limit }),
    (row) => newestFirstKey(row, timestampOf),
  );
  return {
    filename: exportFilename("audit-log", now),
    chunks: csvChunks<AuditLog>(
      [
        { header: "Time", value: (row) => row.timestamp },
        { header: "Action", value: (row) => row.action },
        { header: "Actor type", value: (row) => row.actorType },
        { header: "Actor", value: (row) => row.actorId },
        { header: "Target type", value: (row) => row.targetType },
        { header: "Target", value: (row) => row.targetId },
        { header: "Details", value: (row) => row.details },
        { header: "Id", value: (row) => row.id },
      ],
      batches,
    ),
  };
}
