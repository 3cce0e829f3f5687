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

// Everything a send is checked against, read in the statement that counts its limits (one round
// trip): the business's active configuration, whether the recipient's 24-hour window is open,
// and the approved template (for a template send).
const SEND_CONTEXT = `
  SELECT
    (SELECT id FROM api_configs WHERE "businessId" = $1 AND "isActive"
      ORDER BY "createdAt" DESC LIMIT 1) AS "configurationId",
    EXISTS (SELECT 1 FROM service_windows
      WHERE "businessId" = $1 AND "customerNumber" = $2 AND "lastInboundAt" > $3) AS "insideServiceWindow",
    t.category, t.body, t."parameterCount"
  FROM (SELECT 1) AS one
  LEFT JOIN message_templates t
    ON t."businessId" = $1 AND t.name = $4 AND t.language = $5 AND t.status = 'approved'`;

interface SendContext {
  configurationId: string | null;
  insideServiceWindow: boolean;
  /** The approved template's, for a template send that names one. */
  category: PricingCategory | null;
  body: string | null;
  parameterCount: number | null;
}

const INSERT_MESSAGE = `
  INSERT INTO messages (id, "businessId", "apiConfigId", "apiKeyId", direction, "customerNumber", type,
    body, "templateName", "templateLanguage", "templateParameters", category, status, "queueState",
    "insideServiceWindow", "createdAt", "statusAt")
  VALUES ($1, $2, $3, $4, 'outbound', $5, $6, $7, $8, $9, $10, $11, 'accepted', 'queued', $12, $13, $13)`;

interface Composed {
  body: string;
  category: PricingCategory;
  template: { name: string; language: string; parameters: string[] } | null;
}

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
  const { name, language, components } = request.message.template;
  if (context.body === null || context.category === null || context.parameterCount === null) {
    throw new PlatformError(
      "template_not_found",
      `No approved template named ${name} in ${language}.`,
      { name, language },
    );
  }
  const parameters = (components[0]?.parameters ?? []).map((parameter) => parameter.text);
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
  const to = request.message.to;
  const template = request.type === "template" ? request.message.template : null;
  return ctx.sql.transaction(async (tx) => {
    const policies = [MESSAGES_PER_SECOND, MESSAGES_PER_HOUR, ...alsoCount];
    const { states, row: context } = await ctx.limiter.consumeAllAlongside<SendContext>(
      policies.map((policy) => ({ policy, key: caller.apiKeyId })),
      {
        query: SEND_CONTEXT,
        params: [
          caller.businessId,
          to,
          new Date(now.getTime() - SERVICE_WINDOW_HOURS * 3_600_000),
          template?.name ?? null,
          template?.language ?? null,
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
    const composed = compose(request, context);

    const id = uuidv7(now);
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
    await ctx.queue.send(tx, QUEUES.messageSend.name, { messageId: id } satisfies MessageSendJob);
    const accepted: AcceptedMessage = { message_id: id, status: "accepted" };
    await alsoWithin?.(tx, accepted);
    return { accepted, limits };
  });
}
