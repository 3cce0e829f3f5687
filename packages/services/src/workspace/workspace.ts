import {
  AppError,
  businessPhoneNumberId,
  notFound,
  toE164,
  webhookEventFilterSchema,
  type PageRequest,
} from "@aizapy/contracts";
import type { PrismaClient, Sql } from "@aizapy/db";
import type { Platform } from "@aizapy/messaging";
import { HELLO_WORLD_TEMPLATE } from "../accounts/sign-up.ts";
import type { AuthenticatedMember } from "../accounts/member-sessions.ts";
import { auditWriterFor } from "../audit/record-audit.ts";
import { createApiKey } from "../api-keys/create-api-key.ts";
import { listApiKeys } from "../api-keys/list-api-keys.ts";
import { revokeApiKey } from "../api-keys/revoke-api-key.ts";
import type { ApiConfigServiceOptions } from "../api-configs/create-api-config.ts";
import { rotateWebhookSecret } from "../api-configs/rotate-api-config-secrets.ts";
import { updateApiConfig } from "../api-configs/update-api-config.ts";
import { getUsage } from "../billing/get-usage.ts";
import { createTemplate, type TemplateServiceOptions } from "../templates/create-template.ts";
import { listTemplates } from "../templates/list-templates.ts";
import { validateInput } from "../validate.ts";
import { listWebhookEventPage } from "../webhook-events/webhook-event-lists.ts";
import { z } from "zod";
import { memberActor, requireManager } from "./access.ts";

/** The business's webhook as its workspace shows it; the signing secret only when just made. */
export interface WorkspaceWebhookView {
  url: string | null;
  /** Revealed once: when the URL is set for the first time, or the secret is rotated. */
  signingSecret: string | null;
  failingSince: Date | null;
  disabledAt: Date | null;
}

/** What the onboarding checklist shows as done. */
export interface OnboardingView {
  sandboxReady: boolean;
  helloWorldSent: boolean;
  helloWorldDelivered: boolean;
  /** The latest hello_world failed (WhatsApp could not deliver to that number). */
  helloWorldFailed: boolean;
  apiKeyCreated: boolean;
  webhookSet: boolean;
  webhookDelivered: boolean;
  emailVerified: boolean;
}

/** The business as its members see it: plan, limits and quality as the operator set them. */
export interface WorkspaceBusinessView {
  id: string;
  name: string;
  status: string;
  plan: string;
  messagingTier: string;
  qualityRating: string;
  whatsappNumber: string;
  provider: string | null;
  phoneNumberId: string | null;
  createdAt: Date;
}

const webhookInputSchema = z.object({
  url: z
    .string("Enter a full URL such as https://example.com/webhooks/whatsapp")
    .trim()
    .max(2048, "Webhook URLs must be at most 2048 characters")
    .nullable()
    .transform((url) => (url ? url : null)),
});

const helloWorldInputSchema = z.object({
  to: z
    .string("Enter your WhatsApp number, e.g. +91 98765 43210")
    .trim()
    .max(32, "Enter your WhatsApp number, e.g. +91 98765 43210")
    .transform((value, ctx) => {
      const e164 = toE164(value);
      if (e164 === null) {
        ctx.addIssue({
          code: "custom",
          message: "Enter your WhatsApp number, e.g. +91 98765 43210",
        });
        return z.NEVER;
      }
      return e164;
    }),
});

/** A configuration's refusal names its field webhookUrl; the workspace's body calls it url. */
const onUrlField = (error: unknown): unknown =>
  error instanceof AppError && error.fieldErrors
    ? new AppError(error.code, error.message, {
        fieldErrors: error.fieldErrors.map((fieldError) =>
          fieldError.path === "webhookUrl" ? { ...fieldError, path: "url" } : fieldError,
        ),
        details: error.details,
        ...(error.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: error.retryAfterSeconds }
          : {}),
      })
    : error;

interface ActiveConfig {
  id: string;
  provider: string;
  phoneNumberId: string | null;
  webhookUrl: string | null;
  webhookFailingSince: Date | null;
  webhookDisabledAt: Date | null;
}

/** A business's own workspace: keys, webhook, templates, usage and the onboarding checklist. */
export function createWorkspace(deps: {
  prisma: PrismaClient;
  sql: Sql;
  platform: Platform;
  apiConfigOptions: ApiConfigServiceOptions;
  templateOptions: TemplateServiceOptions;
}) {
  const { prisma, sql, platform } = deps;

  const activeConfig = async (businessId: string): Promise<ActiveConfig> => {
    const [config] = await sql.query<ActiveConfig>(
      `SELECT id, provider, "phoneNumberId", "webhookUrl", "webhookFailingSince", "webhookDisabledAt"
       FROM api_configs WHERE "businessId" = $1 AND "isActive" ORDER BY "createdAt" DESC LIMIT 1`,
      [businessId],
    );
    if (!config) {
      throw new AppError(
        "no_active_configuration",
        "Your business has no active WhatsApp connection. Contact support to set it up again.",
      );
    }
    return config;
  };

  const webhookView = (
    config: Pick<ActiveConfig, "webhookUrl" | "webhookFailingSince" | "webhookDisabledAt">,
    signingSecret: string | null,
  ): WorkspaceWebhookView => ({
    url: config.webhookUrl,
    signingSecret,
    failingSince: config.webhookFailingSince,
    disabledAt: config.webhookDisabledAt,
  });

  return {
    async business(auth: AuthenticatedMember): Promise<WorkspaceBusinessView> {
      const [row] = await sql.query<WorkspaceBusinessView>(
        `SELECT b.id, b.name, b.status, b.plan, b."messagingTier", b."qualityRating",
                b."whatsappNumber", b."createdAt", c.provider, c."phoneNumberId"
         FROM businesses b LEFT JOIN LATERAL (
           SELECT provider, "phoneNumberId" FROM api_configs
           WHERE "businessId" = b.id AND "isActive" ORDER BY "createdAt" DESC LIMIT 1) c ON true
         WHERE b.id = $1`,
        [auth.businessId],
      );
      if (!row) throw notFound("Business");
      return { ...row, phoneNumberId: businessPhoneNumberId(row.id, row) };
    },

    async onboarding(auth: AuthenticatedMember): Promise<OnboardingView> {
      const [row] = await sql.query<Omit<OnboardingView, "emailVerified">>(
        `SELECT
           EXISTS (SELECT 1 FROM api_configs WHERE "businessId" = $1 AND "isActive") AS "sandboxReady",
           EXISTS (SELECT 1 FROM messages WHERE "businessId" = $1 AND direction = 'outbound'
                   AND "templateName" = $2) AS "helloWorldSent",
           EXISTS (SELECT 1 FROM messages WHERE "businessId" = $1 AND direction = 'outbound'
                   AND "templateName" = $2 AND status IN ('delivered', 'read')) AS "helloWorldDelivered",
           COALESCE((SELECT status = 'failed' FROM messages WHERE "businessId" = $1
                     AND direction = 'outbound' AND "templateName" = $2
                     ORDER BY "createdAt" DESC LIMIT 1), false) AS "helloWorldFailed",
           EXISTS (SELECT 1 FROM api_keys WHERE "businessId" = $1) AS "apiKeyCreated",
           EXISTS (SELECT 1 FROM api_configs WHERE "businessId" = $1 AND "webhookUrl" IS NOT NULL)
             AS "webhookSet",
           EXISTS (SELECT 1 FROM webhook_events WHERE "businessId" = $1 AND state = 'delivered')
             AS "webhookDelivered"`,
        [auth.businessId, HELLO_WORLD_TEMPLATE.name],
      );
      return { ...row!, emailVerified: auth.user.emailVerified };
    },

    /** Sends the approved hello_world template to a number of the member's (the first step). */
    async sendHelloWorld(auth: AuthenticatedMember, input: unknown) {
      const { to } = validateInput(helloWorldInputSchema, input);
      const template = await prisma.messageTemplate.findFirst({
        where: { businessId: auth.businessId, name: HELLO_WORLD_TEMPLATE.name, status: "approved" },
        orderBy: { language: "asc" },
      });
      if (!template) {
        throw new AppError(
          "template_not_found",
          "Your business has no approved hello_world template.",
        );
      }
      return platform.messages.send({
        businessId: auth.businessId,
        source: "agent",
        sender: { type: "member", id: auth.user.id },
        content: {
          type: "template",
          message: {
            to,
            template: { name: template.name, language: template.language, components: [] },
          },
        },
      });
    },

    apiKeys: {
      list: (auth: AuthenticatedMember) => {
        requireManager(auth);
        return listApiKeys(prisma, auth.businessId);
      },
      create: (auth: AuthenticatedMember, input: unknown) => {
        requireManager(auth);
        return createApiKey(prisma, memberActor(auth), auth.businessId, input ?? {});
      },
      revoke: async (auth: AuthenticatedMember, apiKeyId: string) => {
        requireManager(auth);
        const revoked = await revokeApiKey(prisma, memberActor(auth), auth.businessId, apiKeyId);
        platform.authenticator.invalidate();
        return revoked;
      },
    },

    webhook: {
      async get(auth: AuthenticatedMember): Promise<WorkspaceWebhookView> {
        requireManager(auth);
        return webhookView(await activeConfig(auth.businessId), null);
      },
      /** Sets (or, with null, removes) the URL; the first URL comes with a new signing secret. */
      async set(auth: AuthenticatedMember, input: unknown): Promise<WorkspaceWebhookView> {
        requireManager(auth);
        const { url } = validateInput(webhookInputSchema, input);
        const config = await activeConfig(auth.businessId);
        const saved = await updateApiConfig(
          prisma,
          memberActor(auth),
          deps.apiConfigOptions,
          config.id,
          { webhookUrl: url },
        ).catch((error: unknown) => {
          throw onUrlField(error);
        });
        return webhookView(saved.apiConfig, saved.revealed.webhookSecret);
      },
      /** A new signing secret, shown once; the old one signs alongside it for 24 hours. */
      async rotateSecret(auth: AuthenticatedMember): Promise<WorkspaceWebhookView> {
        requireManager(auth);
        const config = await activeConfig(auth.businessId);
        const rotated = await rotateWebhookSecret(
          prisma,
          memberActor(auth),
          deps.apiConfigOptions,
          config.id,
        );
        return webhookView(config, rotated.revealed.webhookSecret);
      },
      async deliveries(auth: AuthenticatedMember, filter: unknown, page: PageRequest | undefined) {
        requireManager(auth);
        const { state } = validateInput(
          webhookEventFilterSchema.pick({ state: true }),
          filter ?? {},
        );
        return listWebhookEventPage(
          sql,
          { businessId: auth.businessId, ...(state ? { state } : {}) },
          page,
        );
      },
      async redeliver(auth: AuthenticatedMember, eventId: string) {
        requireManager(auth);
        const [event] = await sql.query(
          `SELECT 1 FROM webhook_events WHERE id = $1 AND "businessId" = $2`,
          [eventId, auth.businessId],
        );
        if (!event) throw notFound("Webhook event");
        await platform.operations.redeliverWebhookEvent(eventId, auditWriterFor(memberActor(auth)));
      },
    },

    templates: {
      list: (auth: AuthenticatedMember) => listTemplates(prisma, auth.businessId),
      create: (auth: AuthenticatedMember, input: unknown) =>
        createTemplate(prisma, memberActor(auth), deps.templateOptions, auth.businessId, input),
    },

    usage: (auth: AuthenticatedMember, query: unknown) => {
      requireManager(auth);
      return getUsage(prisma, sql, auth.businessId, query ?? {});
    },
  };
}

export type Workspace = ReturnType<typeof createWorkspace>;
