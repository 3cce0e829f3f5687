import {
  webhookEventFilterSchema,
  type Page,
  type PageRequest,
  type WebhookAttemptView,
  type WebhookEventView,
} from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import { newestFirstPage, type NewestFirstList } from "../pagination/newest-first.ts";
import { validateInput } from "../validate.ts";

const SELECT = `
  SELECT e.id, e."businessId", b.name AS "businessName", e."apiConfigId", e.type, e."messageId",
         e.body, e.state, e.attempts, e."nextAttemptAt", e."lastStatusCode", e."createdAt", e."deliveredAt"
  FROM webhook_events e JOIN businesses b ON b.id = e."businessId"`;

const ATTEMPTS = `
  SELECT "eventId", attempt, "attemptedAt", "statusCode", "latencyMs", error, "responseExcerpt"
  FROM webhook_attempts WHERE "eventId" = ANY($1) ORDER BY "eventId", attempt`;

function eventList(filter: unknown): NewestFirstList {
  const f = validateInput(webhookEventFilterSchema, filter ?? {});
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(condition(params.length));
  };
  if (f.businessId) add((n) => `e."businessId" = $${n}`, f.businessId);
  if (f.apiConfigId) add((n) => `e."apiConfigId" = $${n}`, f.apiConfigId);
  if (f.state) add((n) => `e.state = $${n}`, f.state);
  return { select: SELECT, time: `e."createdAt"`, id: "e.id", where, params, idType: "text" };
}

/** One page of webhook events, newest first, each with every attempt to deliver it. */
export async function listWebhookEventPage(
  sql: Sql,
  filter: unknown,
  page: PageRequest | undefined,
): Promise<Page<WebhookEventView>> {
  const events = await newestFirstPage<Omit<WebhookEventView, "deliveryLog">>(
    sql,
    eventList(filter),
    (row) => row.createdAt,
    page,
  );
  const attempts = await sql.query<WebhookAttemptView & { eventId: string }>(ATTEMPTS, [
    events.items.map((event) => event.id),
  ]);
  return {
    ...events,
    items: events.items.map((event) => ({
      ...event,
      deliveryLog: attempts
        .filter((attempt) => attempt.eventId === event.id)
        .map(({ eventId: _, ...attempt }) => attempt),
    })),
  };
}
