import {
  notFound,
  whatsappMessageFilterSchema,
  type Page,
  type PageRequest,
  type WhatsappMessageDetail,
  type WhatsappMessageView,
} from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import { assertUuid } from "../ids.ts";
import { newestFirstPage, type NewestFirstList } from "../pagination/newest-first.ts";
import { validateInput } from "../validate.ts";

const COLUMNS = `
  m.id, m."businessId", b.name AS "businessName", m.direction, m."customerNumber", m.type,
  m.body, m."templateName", m.category, m.status, m."queueState", m.attempts,
  m."lastAttemptError", m."providerMessageId", m."errorCode", m."errorTitle",
  m."priceInr"::float8 AS "priceInr", m."createdAt", m."statusAt"`;
const FROM = `FROM messages m JOIN businesses b ON b.id = m."businessId"`;
const SELECT = `SELECT ${COLUMNS} ${FROM}`;
const DETAIL = `
  SELECT ${COLUMNS}, m."templateLanguage", m."templateParameters", m."errorDetail", m.billable,
    m."insideServiceWindow" ${FROM} WHERE m.id = $1`;

function messageList(filter: unknown): NewestFirstList {
  const f = validateInput(whatsappMessageFilterSchema, filter ?? {});
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(condition(params.length));
  };
  if (f.businessId) add((n) => `m."businessId" = $${n}`, f.businessId);
  if (f.direction) add((n) => `m.direction = $${n}`, f.direction);
  if (f.status) add((n) => `m.status = $${n}`, f.status);
  if (f.queueState) add((n) => `m."queueState" = $${n}`, f.queueState);
  if (f.customerNumber) add((n) => `m."customerNumber" = $${n}`, f.customerNumber);
  if (f.from) add((n) => `m."createdAt" >= $${n}`, f.from);
  if (f.to) add((n) => `m."createdAt" < $${n}`, f.to);
  return { select: SELECT, time: `m."createdAt"`, id: "m.id", where, params };
}

/** One page of the messages a filter keeps, newest first. */
export function listWhatsappMessagePage(
  sql: Sql,
  filter: unknown,
  page: PageRequest | undefined,
): Promise<Page<WhatsappMessageView>> {
  return newestFirstPage<WhatsappMessageView>(
    sql,
    messageList(filter),
    (row) => row.createdAt,
    page,
  );
}

const HISTORY = `
  SELECT status, "occurredAt", "errorCode" FROM message_status_events
  WHERE "messageId" = $1 ORDER BY "occurredAt", "recordedAt"`;

/** One message with its status history. */
export async function getWhatsappMessage(sql: Sql, id: string): Promise<WhatsappMessageDetail> {
  assertUuid(id, "Message");
  const [row] = await sql.query<Omit<WhatsappMessageDetail, "statusHistory">>(DETAIL, [id]);
  if (!row) throw notFound("Message");
  const statusHistory = await sql.query<WhatsappMessageDetail["statusHistory"][number]>(HISTORY, [
    id,
  ]);
  return { ...row, statusHistory };
}
