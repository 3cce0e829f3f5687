import {
  type AppError,
  renderTemplate,
  SERVICE_WINDOW_HOURS,
  type Sql,
  type TemplateBatch,
} from "@aizapy/contracts";
import type { EmbeddedSend, JobQueue } from "@aizapy/db";
import type { PlatformContext } from "../context.ts";
import { uuidv7 } from "../ids.ts";
import { QUEUES } from "../queue/queues.ts";
import {
  MESSAGE_COLUMNS,
  noActiveConfiguration,
  optedOutRefusal,
  parametersMismatch,
  templateNotFound,
  type MessageSendJob,
} from "./accept-message.ts";

// A template to many recipients in one statement: what a campaign sends, batch by batch. It checks
// what the single accept checks, against the same rows (the business's active configuration, the
// approved template, each recipient's consent, read in the statement that stores), and stores the
// messages and their send jobs together. No key sends it, so no key's limits count; what bounds it
// is the campaign's own rules and the delivery throughput.

const TEMPLATE = `
  SELECT category, body, "parameterCount" FROM message_templates
  WHERE "businessId" = $1 AND name = $2 AND language = $3 AND status = 'approved'`;

// $2–$5: each recipient's message id, number, rendered text and parameters (JSON). Stores only
// while the template's body is still the one the texts were rendered from ($8), a configuration
// is active, and for a marketing template only to recipients who have not opted out.
const acceptStatement = (queue: EmbeddedSend) => `
  WITH input AS (
    SELECT * FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[])
      AS i(id, "to", body, parameters)),
  template AS (
    SELECT category FROM message_templates
    WHERE "businessId" = $1 AND name = $6 AND language = $7 AND status = 'approved' AND body = $8),
  configuration AS (
    SELECT id FROM api_configs WHERE "businessId" = $1 AND "isActive"
    ORDER BY "createdAt" DESC LIMIT 1),
  context AS (
    SELECT i.*, t.category,
      EXISTS (SELECT 1 FROM service_windows w WHERE w."businessId" = $1
        AND w."customerNumber" = i."to" AND w."lastInboundAt" > $9) AS "insideServiceWindow",
      EXISTS (SELECT 1 FROM contacts c WHERE c."businessId" = $1 AND c.phone = i."to"
        AND c."consentStatus" = 'opted_out') AS "optedOut"
    FROM input i, template t),
  stored AS (
    INSERT INTO messages (${MESSAGE_COLUMNS})
    SELECT c.id, $1, cfg.id, NULL, 'outbound', c."to", 'template', c.body, $6, $7,
      c.parameters::jsonb, c.category, 'accepted', 'queued', c."insideServiceWindow", $10, $10,
      $11, $12, $13, NULL
    FROM context c, configuration cfg
    WHERE NOT (c.category = 'marketing' AND c."optedOut")
    RETURNING id),
  enqueued AS (${queue.statement(
    `SELECT json_agg(j)::text FROM json_array_elements($14::json) j
     WHERE (j->'data'->>'messageId')::uuid IN (SELECT id FROM stored)`,
  )})
  SELECT EXISTS (SELECT 1 FROM template) AS "templateUnchanged",
    EXISTS (SELECT 1 FROM configuration) AS configured,
    COALESCE((SELECT array_agg(id) FROM stored), '{}') AS stored`;

const statements = new WeakMap<JobQueue, Promise<{ text: string; queue: EmbeddedSend }>>();

function statementOf(queue: JobQueue) {
  let statement = statements.get(queue);
  if (!statement) {
    statement = queue
      .embeddedSend(QUEUES.messageSend.name)
      .then((embedded) => ({ text: acceptStatement(embedded), queue: embedded }));
    statement.catch(() => statements.delete(queue));
    statements.set(queue, statement);
  }
  return statement;
}

/** How often a batch is made at most, when the template's body changes under it every time. */
const ATTEMPTS = 3;

/**
 * Accepts one template for every recipient of `batch` in one statement (in `within`, if given):
 * each recipient's message id, or the refusal of that recipient alone, in order. Refusals of the
 * whole batch (no such template, another number of parameters, no configuration) are thrown.
 */
export async function acceptTemplateBatch(
  ctx: Pick<PlatformContext, "sql" | "queue" | "clock">,
  batch: TemplateBatch,
  within?: Sql,
): Promise<({ messageId: string } | { refused: AppError })[]> {
  if (batch.recipients.length === 0) return [];
  const db = within ?? ctx.sql;
  const { name, language } = batch.template;
  const statement = await statementOf(ctx.queue);
  for (let attempt = 1; ; attempt++) {
    const [template] = await db.query<{ body: string; parameterCount: number }>(TEMPLATE, [
      batch.businessId,
      name,
      language,
    ]);
    if (!template) throw templateNotFound(name, language);
    const mismatch = batch.recipients.find(
      ({ parameters }) => parameters.length !== template.parameterCount,
    );
    if (mismatch) {
      throw parametersMismatch(name, template.parameterCount, mismatch.parameters.length);
    }
    const now = ctx.clock.now();
    const ids = batch.recipients.map(() => uuidv7(now));
    const jobs = await Promise.all(
      ids.map((messageId) => statement.queue.jobs({ messageId } satisfies MessageSendJob)),
    );
    const [outcome] = await db.query<{
      templateUnchanged: boolean;
      configured: boolean;
      stored: string[];
    }>(statement.text, [
      batch.businessId,
      ids,
      batch.recipients.map(({ to }) => to),
      batch.recipients.map(({ parameters }) => renderTemplate(template.body, parameters)),
      batch.recipients.map(({ parameters }) => JSON.stringify(parameters)),
      name,
      language,
      template.body,
      new Date(now.getTime() - SERVICE_WINDOW_HOURS * 3_600_000),
      now,
      batch.source,
      batch.sender.type,
      batch.sender.id,
      JSON.stringify(jobs.flatMap((job) => JSON.parse(job) as unknown[])),
    ]);
    if (!outcome!.configured) throw noActiveConfiguration();
    if (!outcome!.templateUnchanged) {
      // Edited (or withdrawn) since it was read: nothing was stored; read it again.
      if (attempt === ATTEMPTS) throw new Error(`template ${name} (${language}) kept changing`);
      continue;
    }
    if (!within && outcome!.stored.length > 0) ctx.queue.wake(QUEUES.messageSend.name);
    const stored = new Set(outcome!.stored);
    return batch.recipients.map(({ to }, i) =>
      stored.has(ids[i]!) ? { messageId: ids[i]! } : { refused: optedOutRefusal(to) },
    );
  }
}
