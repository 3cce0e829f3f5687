import { listLimit } from "@aizapy/contracts";
import type { ContactMessage } from "@aizapy/db";
import type { Sql } from "@aizapy/db";

/**
 * The newest contact messages (`limit` of them, see listLimit): anyone can add to this table, so
 * no request reads it whole. Raw SQL: Prisma's query compilation and row mapping cost more than
 * the query itself (measured in the console benchmark, `pnpm bench:console`).
 */
export function listContactMessages(
  sql: Sql,
  options: { limit?: number } = {},
): Promise<ContactMessage[]> {
  return sql.query<ContactMessage>(
    `SELECT id, name, email, company, phone, subject, message, status, "createdAt", "updatedAt"
       FROM contact_messages
      ORDER BY "createdAt" DESC, id ASC
      LIMIT $1`,
    [listLimit(options.limit)],
  );
}
