import { contactMessageFilterSchema, type Page, type PageRequest } from "@aizapy/contracts";
import type { ContactMessage } from "@aizapy/db";
import type { Sql } from "@aizapy/db";
import { csvChunks, exportFilename, keysetBatches, type CsvDownload } from "../export/csv.ts";
import type { SortKey } from "../pagination/keyset.ts";
import {
  newestFirstKey,
  newestFirstPage,
  readNewestFirst,
  type NewestFirstList,
} from "../pagination/newest-first.ts";
import { containsPattern } from "../search/contains-pattern.ts";
import { rareMatches } from "../search/rare-matches.ts";
import { validateInput } from "../validate.ts";

const SELECT = `SELECT id, name, email, company, phone, subject, message, status, "createdAt", "updatedAt" FROM contact_messages`;

const SEARCHED = ["name", "email", "subject", "message"] as const;

/** The messages a filter keeps, newest first; search is served by the trigram index. */
async function contactMessageList(sql: Sql, filter: unknown): Promise<NewestFirstList> {
  const { search, status, from, to } = validateInput(contactMessageFilterSchema, filter ?? {});
  const where: string[] = [];
  const params: unknown[] = [];
  if (search) {
    const ids = await rareMatches(sql, "contact_messages", SEARCHED, search);
    if (ids) {
      params.push(ids);
      where.push(`id = ANY($${params.length}::uuid[])`);
    } else {
      params.push(containsPattern(search));
      const p = `$${params.length}`;
      where.push(`(${SEARCHED.map((column) => `${column} ILIKE ${p}`).join(" OR ")})`);
    }
  }
  if (status) {
    params.push(status);
    where.push(`status = $${params.length}`);
  }
  if (from) {
    params.push(from);
    where.push(`"createdAt" >= $${params.length}`);
  }
  if (to) {
    params.push(to);
    where.push(`"createdAt" < $${params.length}`);
  }
  return { select: SELECT, time: `"createdAt"`, where, params };
}

const createdAt = (row: ContactMessage) => row.createdAt;

/** One page of the messages a filter keeps, newest first. */
export async function listContactMessagePage(
  sql: Sql,
  filter: unknown,
  page: PageRequest | undefined,
): Promise<Page<ContactMessage>> {
  return newestFirstPage<ContactMessage>(
    sql,
    await contactMessageList(sql, filter),
    createdAt,
    page,
  );
}

export async function countUnreadContactMessages(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM contact_messages WHERE status = 'unread'`,
  );
  return row?.count ?? 0;
}

/**
 * Every message the filter keeps as CSV, newest first, read a thousand at a time. The filter is
 * checked before the answer starts, so a bad one is refused before the first byte is sent.
 */
export async function exportContactMessages(
  sql: Sql,
  filter: unknown,
  now = new Date(),
): Promise<CsvDownload> {
  const list = await contactMessageList(sql, filter);
  const batches = keysetBatches<ContactMessage, SortKey>(
    (after, limit) => readNewestFirst<ContactMessage>(sql, list, { after, limit }),
    (row) => newestFirstKey(row, createdAt),
  );
  return {
    filename: exportFilename("contact-messages", now),
    chunks: csvChunks<ContactMessage>(
      [
        { header: "Received", value: (row) => row.createdAt },
        { header: "Status", value: (row) => row.status },
        { header: "Name", value: (row) => row.name },
        { header: "Email", value: (row) => row.email },
        { header: "Company", value: (row) => row.company },
        { header: "Phone", value: (row) => row.phone },
        { header: "Subject", value: (row) => row.subject },
        { header: "Message", value: (row) => row.message },
        { header: "Id", value: (row) => row.id },
      ],
      batches,
    ),
  };
}
