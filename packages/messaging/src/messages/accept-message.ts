import {
  renderTemplate,
  SERVICE_WINDOW_HOURS,
  type PricingCategory,
  type SendAnswer,
  type SendTemplateMessage,
  type SendTextMessage,
  type Sql,
} from "@aizapy/contracts";
import type { ApiKeyCaller } from "../api-keys/authenticate-api-key.ts";
import type { PlatformContext } from "../context.ts";
import { uuidv7 } from "../ids.ts";
import { PlatformError } from "../platform-error.ts";
import { QUEUES } from "../queue/job-queue.ts";
import type { RateLimitPolicy, RateLimitState } from "../rate-limit/rate-limiter.ts";
import { limitExceeded, MESSAGES_PER_HOUR, MESSAGES_PER_SECOND } from "./message-limits.ts";

export type SendRequest =
  { type: "text"; message: SendTextMessage } | { type: "template"; message: SendTemplateMessage };

export type AcceptedMessage = Omit<SendAnswer, "success">;

export interface MessageSendJob {
  messageId: string;
}

export interface AcceptResult {
  accepted: AcceptedMessage;
  /** The message limits after this send, for the RateLimit headers. */
  limits: { policy: RateLimitPolicy; state: RateLimitState }[];
}

/** What an accepted message is stored with; the other columns keep their defaults. */
const MESSAGE_COLUMNS = `id, "businessId", "apiConfigId", "apiKeyId", direction, "customerNumber", type,
  body, "templateName", "templateLanguage", "templateParameters", category, status, "queueState",
  "insideServiceWindow", "createdAt", "statusAt"`;

// Everything a send is checked against, read in the statement that counts its limits (one round
// trip): the business's active configuration, whether the recipient's 24-hour window is open,
// and the approved template (for a template send). The same statement stores the message when it
// can already tell that the send will be accepted, exactly as it will be stored: every limit
// counted, a configuration to send through, and a text inside the window, or a template whose
// body is still the one the caller rendered and whose parameters are as many as it was given.
// Otherwise the caller composes the message from what the statement read (or refuses it) and
// stores it after.
const SEND_CONTEXT = {
  with: `
  context AS (
    SELECT
      (SELECT id FROM api_configs WHERE "businessId" = $1 AND "isActive"
        ORDER BY "createdAt" DESC LIMIT 1) AS "configurationId",
      EXISTS (SELECT 1 FROM service_windows
        WHERE "businessId" = $1 AND "customerNumber" = $2 AND "lastInboundAt" > $3) AS "insideServiceWindow",
      t.category, t.body, t."parameterCount"
    FROM (SELECT 1) AS one
    LEFT JOIN message_templates t
      ON t."businessId" = $1 AND t.name = $4 AND t.language = $5 AND t.status = 'approved'),
  stored AS (
    INSERT INTO messages (${MESSAGE_COLUMNS})
    SELECT $6, $1, c."configurationId", $7, 'outbound', $2, $8, $9, $4, $5, $10,
      COALESCE(c.category, 'service'), 'accepted', 'queued', c."insideServiceWindow", $11, $11
    FROM context c, all_counted
    WHERE c."configurationId" IS NOT NULL
      AND CASE WHEN $8 = 'text' THEN c."insideServiceWindow"
        ELSE c.body = $12 AND c."parameterCount" = $13 END
    RETURNING id)`,
  query: `SELECT c.*, (SELECT id FROM stored) IS NOT NULL AS stored FROM context c`,
};

interface SendContext {
  configurationId: string | null;
  insideServiceWindow: boolean;
  /** The approved template's, for a template send that names one. */
  category: PricingCategory | null;
  body: string | null;
  parameterCount: number | null;
  /** Whether the statement stored the message (see SEND_CONTEXT). */
  stored: boolean;
}

const INSERT_MESSAGE = `
  INSERT INTO messages (${MESSAGE_COLUMNS})
  VALUES ($1, $2, $3, $4, 'outbound', $5, $6, $7, $8, $9, $10, $11, 'accepted', 'queued', $12, $13, $13)`;

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

interface Composed {
  body: string;
  category: PricingCategory;
  template: { name: string; language: string; parameters: string[] } | null;
}

const templateParameters = (template: SendTemplateMessage["template"]) =>
  (template.components[0]?.parameters ?? []).map((parameter) => parameter.text);

/** The text and price category of a send, or the refusal /v1 answers instead. */
function compose(request: SendRequest, context: SendContext): Composed {
  if (request.type === "text") {
    if (!context.insideServiceWindow) {
      throw new PlatformError(
        "outside_service_window",
        `${request.message.to} has not written to this business in the last ${SERVICE_WINDOW_HOURS} hours: free-form text is refused. Send an approved template instead.`,
        { to: request.message.to, window_hours: SERVICE_WINDOW_HOURS },
      );
    }
    return { body: request.message.text.body, category: "service", template: null };
  }
  const { name, language } = request.message.template;
  if (context.body === null || context.category === null || context.parameterCount === null) {
    throw new PlatformError(
      "template_not_found",
      `No approved template named ${name} in ${language}.`,
      { name, language },
    );
  }
  const parameters = templateParameters(request.message.template);
  if (parameters.length !== context.parameterCount) {
    throw new PlatformError(
      "template_params_mismatch",
      `Template ${name} takes ${context.parameterCount} parameter(s); ${parameters.length} given.`,
      { expected: context.parameterCount, received: parameters.length },
    );
  }
  return {
    body: renderTemplate(context.body, parameters),
    category: context.category,
    template: { name, language, parameters },
  };
}

export interface AcceptOptions {
  /** Limits counted with the message limits, in the same statement (the key's calls). */
  alsoCount?: readonly RateLimitPolicy[];
  /** Runs inside the accept's transaction before it commits (the Idempotency-Key's answer). */
  alsoWithin?: (tx: Sql, accepted: AcceptedMessage) => Promise<void>;
}

/**
 * Accepts a message for delivery: checks the key's message limits, the service window or the
 * template, then stores the message and its send job in one transaction, so an accepted message
 * is never lost. A refusal rolls everything back, limits included.
 */
export async function acceptMessage(
  ctx: Pick<PlatformContext, "sql" | "queue" | "limiter" | "clock">,
  caller: ApiKeyCaller,
  request: SendRequest,
  { alsoCount = [], alsoWithin }: AcceptOptions = {},
): Promise<AcceptResult> {
  const now = ctx.clock.now();
  const id = uuidv7(now);
  const to = request.message.to;
  const template = request.type === "template" ? request.message.template : null;
  const parameters = template ? templateParameters(template) : null;
  const bodyKey = template ? templateKey(caller.businessId, template.name, template.language) : "";
  const knownBody = template ? templateBodies.get(bodyKey) : undefined;
  const result = await ctx.sql.transaction(async (tx) => {
    const policies = [MESSAGES_PER_SECOND, MESSAGES_PER_HOUR, ...alsoCount];
    const { states, row: context } = await ctx.limiter.consumeAllAlongside<SendContext>(
      policies.map((policy) => ({ policy, key: caller.apiKeyId })),
      {
        ...SEND_CONTEXT,
        params: [
          caller.businessId,
          to,
          new Date(now.getTime() - SERVICE_WINDOW_HOURS * 3_600_000),
          template?.name ?? null,
          template?.language ?? null,
          id,
          caller.apiKeyId,
          request.type,
          request.type === "text"
            ? request.message.text.body
            : knownBody !== undefined
              ? renderTemplate(knownBody, parameters!)
              : null,
          parameters ? JSON.stringify(parameters) : null,
          now,
          knownBody ?? null,
          parameters?.length ?? null,
        ],
      },
      { within: tx },
    );
    const limits = policies.map((policy, i) => ({ policy, state: states[i]! }));
    const refused = limits.find(({ state }) => !state.allowed);
    if (refused) throw limitExceeded(refused.policy, refused.state);
    if (!context.configurationId) {
      throw new PlatformError(
        "no_active_configuration",
        "This business has no active API configuration to send through; ask the operator to add or activate one.",
      );
    }
    // A message the statement stored is one compose accepts, as compose would have made it.
    if (!context.stored) {
      const composed = compose(request, context);
      if (template && context.body !== null) rememberTemplateBody(bodyKey, context.body);
      await tx.query(INSERT_MESSAGE, [
        id,
        caller.businessId,
        context.configurationId,
        caller.apiKeyId,
        to,
        request.type,
        composed.body,
        composed.template?.name ?? null,
        composed.template?.language ?? null,
        composed.template ? JSON.stringify(composed.template.parameters) : null,
        composed.category,
        context.insideServiceWindow,
        now,
      ]);
    }
    await ctx.queue.send(tx, QUEUES.messageSend.name, { messageId: id } satisfies MessageSendJob);
    const accepted: AcceptedMessage = { message_id: id, status: "accepted" };
    await alsoWithin?.(tx, accepted);
    return { accepted, limits };
  });
  ctx.queue.wake(QUEUES.messageSend.name);
  return result;
}
