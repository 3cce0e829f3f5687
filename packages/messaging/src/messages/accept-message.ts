import {
  AppError,
  renderTemplate,
  SERVICE_WINDOW_HOURS,
  templateBodyParameters,
  type MessageSender,
  type Sql,
  type MessageSource,
  type OutboundContent,
  type PricingCategory,
  type SendAnswer,
  type SendMessage,
} from "@aizapy/contracts";
import { checkMessageMedia } from "./message-content.ts";
import type { PlatformContext } from "../context.ts";
import { answerStoredWith } from "../idempotency/idempotency.ts";
import { uuidv7 } from "../ids.ts";
import { QUEUES } from "../queue/queues.ts";
import type { EmbeddedSend, JobQueue } from "@aizapy/db";
import type {
  Alongside,
  AlongsideItem,
  RateLimitPolicy,
  RateLimitState,
} from "../rate-limit/rate-limiter.ts";
import { limitExceeded, MESSAGES_PER_HOUR, MESSAGES_PER_SECOND } from "./message-limits.ts";

/** A send: what the rest of the product sends (text, template), or any free-form message. */
export type SendRequest =
  | OutboundContent
  | { type: Exclude<SendMessage["type"], "text">; message: Exclude<SendMessage, { type: "text" }> };

/**
 * Who sends: a business's program with its API key (counted against the key's limits), or a part
 * of the product on the business's behalf (a campaign, automation, an agent), with what sent it.
 */
export interface SendingParty {
  businessId: string;
  apiKeyId: string | null;
  source: Exclude<MessageSource, "customer">;
  sender: MessageSender;
}

export type AcceptedMessage = Omit<SendAnswer, "success">;

/**
 * A send's answer, its keys in the documented order, fresh or replayed for its Idempotency-Key
 * (stored as jsonb, the answer comes back with its keys reordered).
 */
export const sendAnswer = ({ message_id, status }: AcceptedMessage): SendAnswer => ({
  success: true,
  message_id,
  status,
});

export interface MessageSendJob {
  messageId: string;
}

/** An accepted message, or the refusal /v1 answers; and the limits after it either way. */
export type AcceptResult = { limits: { policy: RateLimitPolicy; state: RateLimitState }[] } & (
  { accepted: AcceptedMessage } | { refused: AppError }
);

/** What an accepted message is stored with; the other columns keep their defaults. */
export const MESSAGE_COLUMNS = `id, "businessId", "apiConfigId", "apiKeyId", direction, "customerNumber", type,
  body, "templateName", "templateLanguage", "templateParameters", category, status, "queueState",
  "insideServiceWindow", "createdAt", "statusAt", source, "senderType", "senderId", content`;

// A send is one statement, without a transaction around it: it reads everything the send is
// checked against (the business's active configuration, whether the recipient's 24-hour window
// is open, the approved template), counts the limits, and stores the message, its send job and
// the Idempotency-Key's answer together, or writes nothing but the call it counts.
//
// - `decided`: the statement can tell whether the send is accepted. A template send renders its
//   text in advance from the template's body as this process last read it; a body it has not
//   read, or that changed, counts and stores nothing, and the send is made again with the body
//   the statement read.
// - `storable`: the send is accepted if its message limits allow it: there is a configuration to
//   send through, and a free-form message (text, media, interactive) inside the window, or a
//   template whose parameters are as many as it
//   takes and, for a marketing template, a recipient who has not opted out. Consent is read in
//   the same statement, so no marketing message is accepted once an opt-out is stored. The message limits count only then, and the message is stored only when every limit
//   counted.
// - The key's calls (`alsoCount`) count whenever the send is decided: a refused send is a call too.
const SEND_BEFORE = `
  context AS (
    SELECT
      (SELECT id FROM api_configs WHERE "businessId" = $1 AND "isActive"
        ORDER BY "createdAt" DESC LIMIT 1) AS "configurationId",
      EXISTS (SELECT 1 FROM service_windows
        WHERE "businessId" = $1 AND "customerNumber" = $2 AND "lastInboundAt" > $3) AS "insideServiceWindow",
      EXISTS (SELECT 1 FROM contacts
        WHERE "businessId" = $1 AND phone = $2 AND "consentStatus" = 'opted_out') AS "optedOut",
      t.category, t.body, t."parameterCount"
    FROM (SELECT 1) AS one
    LEFT JOIN message_templates t
      ON t."businessId" = $1 AND t.name = $4 AND t.language = $5 AND t.status = 'approved'),
  decided AS (SELECT 1 FROM context c WHERE $8 <> 'template' OR c.body IS NULL OR c.body = $12),
  storable AS (
    SELECT 1 FROM context c
    WHERE c."configurationId" IS NOT NULL
      AND CASE WHEN $8 <> 'template' THEN c."insideServiceWindow"
        ELSE c.body = $12 AND c."parameterCount" = $13
          AND NOT (c.category = 'marketing' AND c."optedOut") END)`;

const sendWith = (queue: EmbeddedSend) => `
  stored AS (
    INSERT INTO messages (${MESSAGE_COLUMNS})
    SELECT $6, $1, c."configurationId", $7, 'outbound', $2, $8, $9, $4, $5, $10,
      COALESCE(c.category, 'service'), 'accepted', 'queued', c."insideServiceWindow", $11, $11,
      $17, $18, $19, $20::jsonb
    FROM context c, storable, all_counted
    RETURNING id),
  enqueued AS (${queue.statement("SELECT $14::text FROM stored")}),
  answered AS (${answerStoredWith("stored", { businessId: "$1", key: "$15", body: "$16" })})`;

const SEND_QUERY = `SELECT c.*, EXISTS (SELECT 1 FROM decided) AS decided,
  EXISTS (SELECT 1 FROM stored) AS stored FROM context c`;

/** The statement's parts, built once per queue (pg-boss's insert is read when it has started). */
const sendStatements = new WeakMap<
  JobQueue,
  Promise<{ queue: EmbeddedSend; alongside: Omit<Alongside, "params"> }>
>();

function sendStatementOf(queue: JobQueue) {
  let statement = sendStatements.get(queue);
  if (!statement) {
    statement = queue.embeddedSend(QUEUES.messageSend.name).then((embedded) => ({
      queue: embedded,
      alongside: { before: SEND_BEFORE, with: sendWith(embedded), query: SEND_QUERY },
    }));
    // A queue that could not say how it inserts (not started yet) is asked again next time.
    statement.catch(() => sendStatements.delete(queue));
    sendStatements.set(queue, statement);
  }
  return statement;
}

interface SendContext {
  configurationId: string | null;
  insideServiceWindow: boolean;
  /** The recipient is a contact of the business who opted out of marketing. */
  optedOut: boolean;
  /** The approved template's, for a template send that names one. */
  category: PricingCategory | null;
  body: string | null;
  parameterCount: number | null;
  decided: boolean;
  stored: boolean;
}

/**
 * The bodies of approved templates as this process last read them, by business, name and
 * language: a template send renders from it in advance, so that its message can be stored in
 * the statement that counts its limits (which checks the body is still the template's). A body
 * that changed, or was never seen, only costs that send one more statement.
 */
const templateBodies = new Map<string, string>();
const TEMPLATE_BODIES_KEPT = 1_000;

const templateKey = (businessId: string, name: string, language: string) =>
  `${businessId}:${language}:${name}`;

function rememberTemplateBody(key: string, body: string): void {
  if (templateBodies.size >= TEMPLATE_BODIES_KEPT) templateBodies.clear();
  templateBodies.set(key, body);
}

const templateParameters = templateBodyParameters;

export const noActiveConfiguration = () =>
  new AppError(
    "no_active_configuration",
    "This business has no active API configuration to send through; ask the operator to add or activate one.",
  );

export const templateNotFound = (name: string, language: string) =>
  new AppError("template_not_found", `No approved template named ${name} in ${language}.`, {
    details: { name, language },
  });

export const parametersMismatch = (name: string, expected: number, given: number) =>
  new AppError(
    "template_params_mismatch",
    `Template ${name} takes ${expected} parameter(s); ${given} given.`,
    { details: { expected, received: given } },
  );

export const optedOutRefusal = (to: string) =>
  new AppError(
    "contact_opted_out",
    `${to} opted out of marketing messages from this business: marketing templates are not sent to them. Utility and authentication templates still are.`,
    { details: { to, category: "marketing" } },
  );

/**
 * Why the statement did not store a send it could decide, whose limits allowed it: no
 * configuration to send through, or what /v1 answers for the text or the template.
 */
function refusalOf(request: SendRequest, context: SendContext): AppError {
  if (!context.configurationId) return noActiveConfiguration();
  if (request.type !== "template") {
    const what = request.type === "text" ? "text" : `messages (${request.type})`;
    return new AppError(
      "outside_service_window",
      `${request.message.to} has not written to this business in the last ${SERVICE_WINDOW_HOURS} hours: free-form ${what} is refused. Send an approved template instead.`,
      { details: { to: request.message.to, window_hours: SERVICE_WINDOW_HOURS } },
    );
  }
  const { name, language } = request.message.template;
  if (context.parameterCount === null) return templateNotFound(name, language);
  const given = templateParameters(request.message.template).length;
  if (given === context.parameterCount) {
    if (context.category === "marketing" && context.optedOut) {
      return optedOutRefusal(request.message.to);
    }
    throw new Error("the send statement refused a storable send");
  }
  return parametersMismatch(name, context.parameterCount, given);
}

export interface AcceptOptions {
  /** Limits of the key counted for the send whether or not it is accepted (the key's calls). */
  alsoCount?: readonly RateLimitPolicy[];
  /** The Idempotency-Key claimed for this send: its answer is stored with the message. */
  idempotencyKey?: string;
  /** Stores the message in this transaction (it is sent once that commits). */
  within?: Sql;
}

/** How often a send is made at most, when the template's body changes under it every time. */
const SEND_ATTEMPTS = 3;

/**
 * Accepts a message for delivery: checks the key's limits, the service window or the template,
 * and stores the message and its send job in the statement that checks them, so an accepted
 * message is never lost and a refused one leaves nothing behind. Answers the limits either way,
 * for the RateLimit headers.
 */
export async function acceptMessage(
  ctx: Pick<PlatformContext, "sql" | "queue" | "limiter" | "clock">,
  caller: SendingParty,
  request: SendRequest,
  { alsoCount = [], idempotencyKey, within }: AcceptOptions = {},
): Promise<AcceptResult> {
  const statement = await sendStatementOf(ctx.queue);
  const now = ctx.clock.now();
  const id = uuidv7(now);
  const accepted: AcceptedMessage = { message_id: id, status: "accepted" };
  const to = request.message.to;
  const template = request.type === "template" ? request.message.template : null;
  const parameters = template ? templateParameters(template) : null;
  const bodyKey = template ? templateKey(caller.businessId, template.name, template.language) : "";
  // Refused before anything is counted: a file that is not the business's is never sent.
  const content = await checkMessageMedia(within ?? ctx.sql, caller.businessId, request);
  const jobs = await statement.queue.jobs({ messageId: id } satisfies MessageSendJob);
  // The documented limits are a key's; what the product sends for a business is bounded by its
  // own rules (a campaign's capacity, automation's caps) and by the delivery throughput.
  const key = caller.apiKeyId;
  const items: AlongsideItem[] = key
    ? [
        { policy: MESSAGES_PER_SECOND, key, when: "storable" },
        { policy: MESSAGES_PER_HOUR, key, when: "storable" },
        ...alsoCount.map((policy) => ({ policy, key, when: "decided" })),
      ]
    : [];
  for (let attempt = 1; ; attempt++) {
    const knownBody = template ? templateBodies.get(bodyKey) : undefined;
    const {
      states,
      counted,
      row: context,
    } = await ctx.limiter.consumeAllAlongside<SendContext>(
      items,
      {
        ...statement.alongside,
        params: [
          caller.businessId,
          to,
          new Date(now.getTime() - SERVICE_WINDOW_HOURS * 3_600_000),
          template?.name ?? null,
          template?.language ?? null,
          id,
          caller.apiKeyId,
          request.type,
          template
            ? knownBody !== undefined
              ? renderTemplate(knownBody, parameters!)
              : null
            : content.body,
          parameters ? JSON.stringify(parameters) : null,
          now,
          knownBody ?? null,
          parameters?.length ?? null,
          jobs,
          idempotencyKey ?? null,
          idempotencyKey ? JSON.stringify(sendAnswer(accepted)) : null,
          caller.source,
          caller.sender.type,
          caller.sender.id,
          content.content === null ? null : JSON.stringify(content.content),
        ],
      },
      { keepsPartialCounts: true, ...(within ? { within } : {}) },
    );
    if (!context.decided) {
      // Nothing was counted or stored: send again with the body as the statement read it.
      if (attempt === SEND_ATTEMPTS) throw new Error(`template ${bodyKey} kept changing`);
      rememberTemplateBody(bodyKey, context.body!);
      continue;
    }
    const limits = items.map(({ policy }, i) => ({ policy, state: states[i]! }));
    if (context.stored) {
      // A message stored in a caller's transaction is found by the next poll once that commits.
      if (!within) ctx.queue.wake(QUEUES.messageSend.name);
      return { accepted, limits };
    }
    // Refused. The message limits count accepted messages only: give back what they counted.
    for (const [i, { policy }] of limits.entries()) {
      if (counted[i] && items[i]!.when === "storable") {
        limits[i] = { policy, state: await ctx.limiter.refund(policy, key!) };
      }
    }
    const limited = items.findIndex((_, i) => !states[i]!.allowed);
    if (limited >= 0)
      return { refused: limitExceeded(items[limited]!.policy, states[limited]!), limits };
    return { refused: refusalOf(request, context), limits };
  }
}
