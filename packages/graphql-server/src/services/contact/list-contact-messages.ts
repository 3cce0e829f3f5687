import type { ContactMessage } from "../../db/prisma-client.ts";
import type { Sql } from "../../db/sql.ts";

/**
 * Every contact message, newest first. Raw SQL: the console reads this list on every visit, and
 * Prisma's query compilation and row mapping cost more than the query itself (docs/benchmarks.md).
 */
export function listContactMessages(sql: Sql): Promise<ContactMessage[]> {
  return sql.query<ContactMessage>(
    `SELECT id, name, email, company, phone, subject, message, status, "createdAt", "updatedAt"
       FROM contact_messages
      ORDER BY "createdAt" DESC, id ASC`,
  );
}
