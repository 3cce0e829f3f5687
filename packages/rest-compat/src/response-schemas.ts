import {
  campaignRecipientSchema,
  campaignSchema,
  CONSENT_ACTOR_TYPES,
  CONSENT_STATUSES,
  CONTACT_IMPORT_STATUSES,
  ERRORS,
  MEMBER_ROLES,
  preflightSchema,
  type ErrorCode,
} from "@aizapy/contracts";
import { z } from "zod";

// The shapes the REST paths answer with: the original console's records and answers. They
// document the API in /api/openapi.json and are what the contract suite checks responses against.

/** Every answer schema under the name the OpenAPI document gives it. */
export const responseSchemas = z.registry<{ id: string }>();

const timestamp = z.iso.datetime({ offset: true }).describe("ISO 8601 date and time");

export const messageResponse = z
  .object({ message: z.string() })
  .register(responseSchemas, { id: "Error" });

export const validationErrorResponse = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })),
  })
  .register(responseSchemas, { id: "ValidationError" });

export const throttledResponse = z
  .object({ message: z.string(), retryAfterSeconds: z.int().positive() })
  .register(responseSchemas, { id: "Throttled" });

export const contactReceiptResponse = z
  .object({ id: z.uuid(), createdAt: timestamp })
  .register(responseSchemas, { id: "ContactReceipt" });

export const loginResponse = z
  .object({
    token: z.string().describe("Send as `Authorization: Bearer <token>`"),
    admin: z.object({ id: z.uuid(), username: z.string(), role: z.string() }),
  })
  .register(responseSchemas, { id: "LoginResponse" });

export const currentAdminResponse = z
  .object({ username: z.string(), role: z.string(), createdAt: timestamp })
  .register(responseSchemas, { id: "CurrentAdmin" });

export const dashboardResponse = z
  .object({
    totalBusinesses: z.int().nonnegative(),
    totalApiConfigs: z.int().nonnegative(),
    totalMessages: z.number().nonnegative(),
    avgDeliveryRate: z
      .number()
      .min(0)
      .max(100)
      .describe("Percent, weighted by messages sent, all time"),
  })
  .register(responseSchemas, { id: "DashboardAnalytics" });

export const analyticsSummaryResponse = z
  .object({
    totalMessages: z.number().nonnegative().describe("Messages sent this month (IST)"),
    deliveryRate: z
      .number()
      .min(0)
      .max(100)
      .describe("Percent, this month, weighted by messages sent"),
    avgResponseTime: z
      .int()
      .nonnegative()
      .describe("Milliseconds, this month, weighted by messages sent"),
    activeBusinesses: z
      .int()
      .nonnegative()
      .describe("Active businesses with an active API configuration"),
  })
  .register(responseSchemas, { id: "AnalyticsSummary" });

export const businessesResponse = z
  .array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      whatsappNumber: z.string(),
      status: z.string(),
      plan: z.string(),
    }),
  )
  .register(responseSchemas, { id: "Businesses" });

export const business = z
  .object({
    id: z.uuid(),
    name: z.string(),
    whatsappNumber: z.string().describe("E.164, e.g. +919876543210"),
    status: z.string().describe("active, suspended or inactive"),
    plan: z.string().describe("free, basic, pro or enterprise"),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .register(responseSchemas, { id: "Business" });

export const contactMessage = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    phone: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    status: z.string().describe("unread, read, replied or archived"),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .register(responseSchemas, { id: "ContactMessage" });

export const pageInfo = z
  .object({
    hasNextPage: z.boolean(),
    hasPreviousPage: z.boolean(),
    startCursor: z
      .string()
      .nullable()
      .describe("Pass as `before` (with `last`) for the previous page"),
    endCursor: z.string().nullable().describe("Pass as `after` (with `first`) for the next page"),
  })
  .register(responseSchemas, { id: "PageInfo" });

export const contactMessagesResponse = z
  .object({
    messages: z.array(contactMessage),
    pageInfo: pageInfo
      .optional()
      .describe("Present when the request asked for a page (any filter or page parameter)"),
  })
  .register(responseSchemas, { id: "ContactMessages" });

export const apiConfigsResponse = z
  .array(
    z.object({
      id: z.uuid(),
      businessId: z.uuid(),
      provider: z.string(),
      apiKey: z.string().describe("Masked: its last four characters (`••••3f9a`)"),
      webhookUrl: z.string().nullable(),
      isActive: z.boolean(),
      createdAt: timestamp,
      updatedAt: timestamp,
    }),
  )
  .register(responseSchemas, { id: "ApiConfigs" });

const secret = (what: string) =>
  z
    .string()
    .describe(
      `${what}: masked (\`••••3f9a\`), except in the answer that sets or generates it, which shows it in full once`,
    );

export const apiConfig = z
  .object({
    id: z.uuid(),
    businessId: z.uuid(),
    provider: z.string().describe("sandbox or whatsapp-cloud"),
    apiKey: secret("The access token"),
    phoneNumberId: z.string().nullable().describe("WhatsApp Cloud API only"),
    businessAccountId: z.string().nullable().describe("WhatsApp Cloud API only"),
    appSecret: secret("WhatsApp Cloud API only: the Meta app secret").nullable(),
    webhookUrl: z.string().nullable(),
    webhookSecret: secret("Signs the business's webhooks (whsec_…)").nullable(),
    previousWebhookSecretExpiresAt: timestamp
      .nullable()
      .describe("After a rotation: until when the previous signing secret still signs too"),
    webhookFailingSince: timestamp
      .nullable()
      .describe("When deliveries to the webhook URL started failing; null while they succeed"),
    webhookDisabledAt: timestamp
      .nullable()
      .describe(
        "When webhooks were disabled after three days of failures; held until they are re-enabled",
      ),
    isActive: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .register(responseSchemas, { id: "ApiConfig" });

export const auditLogsResponse = z
  .object({
    logs: z.array(
      z.object({
        id: z.uuid(),
        action: z.string(),
        details: z.string().nullable(),
        targetType: z.string().nullable(),
        actorType: z.string(),
        actorId: z.string(),
        timestamp,
      }),
    ),
    pageInfo: pageInfo
      .optional()
      .describe("Present when the request asked for a page (any filter or page parameter)"),
  })
  .register(responseSchemas, { id: "AuditLogs" });

export const settingsResponse = z
  .object({
    maintenanceMode: z.boolean(),
    signupEnabled: z.boolean(),
    allowedOrigins: z.array(z.string()),
    updatedAt: timestamp.nullable(),
  })
  .register(responseSchemas, { id: "PlatformSettings" });

export const unreadCountResponse = z
  .object({ count: z.int().nonnegative() })
  .register(responseSchemas, { id: "UnreadCount" });

export const bulkActionResponse = z
  .object({ affected: z.int().nonnegative().describe("Messages changed or deleted") })
  .register(responseSchemas, { id: "BulkActionResult" });

export const csvResponse = z
  .string()
  .describe(
    "UTF-8 CSV with a byte order mark; cells a spreadsheet would run as a formula start with an apostrophe",
  )
  .register(responseSchemas, { id: "CsvDownload" });

export const analyticsSeriesResponse = z
  .object({
    days: z.int(),
    from: z.string().describe("First IST day, YYYY-MM-DD"),
    to: z.string().describe("Last IST day (today), YYYY-MM-DD"),
    businessId: z.uuid().nullable(),
    daily: z.array(
      z.object({
        date: z.string(),
        messages: z.number().nonnegative(),
        deliveryRate: z.number().min(0).max(100).nullable(),
        avgResponseMs: z.int().nonnegative().nullable(),
      }),
    ),
    topBusinesses: z.array(
      z.object({ businessId: z.uuid(), name: z.string(), messages: z.number().nonnegative() }),
    ),
    totalMessages: z.number().nonnegative(),
    otherMessages: z.number().nonnegative(),
  })
  .register(responseSchemas, { id: "AnalyticsSeries" });

export const consoleSearchResponse = z
  .object({
    businesses: z.array(
      z.object({ id: z.uuid(), name: z.string(), whatsappNumber: z.string(), status: z.string() }),
    ),
    apiConfigs: z.array(
      z.object({
        id: z.uuid(),
        businessId: z.uuid(),
        businessName: z.string(),
        provider: z.string(),
        phoneNumberId: z.string().nullable(),
      }),
    ),
    contactMessages: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        email: z.string(),
        subject: z.string(),
        status: z.string(),
        createdAt: timestamp,
      }),
    ),
  })
  .register(responseSchemas, { id: "ConsoleSearch" });

export const notificationsResponse = z
  .object({
    count: z.int().nonnegative().describe("Enquiries since you last looked"),
    since: timestamp.nullable(),
    items: z.array(
      z.object({ id: z.uuid(), name: z.string(), subject: z.string(), createdAt: timestamp }),
    ),
    alertCount: z
      .int()
      .nonnegative()
      .describe("Platform alerts (a disabled webhook endpoint) since you last looked"),
    alerts: z.array(
      z.object({
        id: z.uuid(),
        kind: z.string(),
        title: z.string(),
        detail: z.string(),
        targetType: z.string().nullable(),
        targetId: z.string().nullable(),
        createdAt: timestamp,
      }),
    ),
  })
  .register(responseSchemas, { id: "Notifications" });

export const notificationsSeenResponse = z
  .object({ seenAt: timestamp })
  .register(responseSchemas, { id: "NotificationsSeen" });

export const apiKeyResponse = z
  .object({
    id: z.uuid(),
    businessId: z.uuid(),
    name: z.string(),
    prefix: z.string().describe("The key's first characters, to recognise it (azk_…)"),
    createdAt: timestamp,
    lastUsedAt: timestamp.nullable().describe("Updated at most once a minute"),
    revokedAt: timestamp.nullable(),
  })
  .register(responseSchemas, { id: "ApiKey" });

export const apiKeysResponse = z.array(apiKeyResponse).register(responseSchemas, { id: "ApiKeys" });

export const createdApiKeyResponse = z
  .object({
    id: z.uuid(),
    prefix: z.string(),
    key: z.string().describe("The key itself, in this answer only: only its hash is stored"),
    name: z.string(),
    createdAt: timestamp,
  })
  .register(responseSchemas, { id: "CreatedApiKey" });

export const templateResponse = z
  .object({
    id: z.uuid(),
    businessId: z.uuid(),
    name: z.string(),
    language: z.string(),
    category: z.string().describe("marketing, utility or authentication"),
    body: z.string(),
    parameterCount: z.int().nonnegative(),
    status: z.string().describe("approved, pending (Meta's review) or rejected"),
    rejectionReason: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .register(responseSchemas, { id: "Template" });

export const templatesResponse = z
  .array(templateResponse)
  .register(responseSchemas, { id: "Templates" });

export const inboundResponse = z
  .object({ messageId: z.uuid() })
  .register(responseSchemas, { id: "SimulatedInbound" });

export const inboxEventStreamResponse = z
  .string()
  .describe(
    "Server-Sent Events (text/event-stream): `id`, `event` (conversation or resync) and `data` (JSON: the conversation's id) per event, and a keepalive comment every 15 seconds",
  )
  .register(responseSchemas, { id: "InboxEventStream" });

export const releasedResponse = z
  .object({ released: z.int().nonnegative().describe("Held webhook events sent again") })
  .register(responseSchemas, { id: "WebhooksEnabled" });

export const systemStatusResponse = z
  .object({
    database: z.object({ healthy: z.boolean(), latencyMs: z.number(), kind: z.string() }),
    messageQueue: z.object({
      waiting: z.int().nonnegative(),
      oldestWaitingSeconds: z.number().nonnegative(),
      parked: z.int().nonnegative(),
    }),
    webhooks: z.object({
      pending: z.int().nonnegative(),
      overdueSeconds: z.number().nonnegative(),
      disabledEndpoints: z.int().nonnegative(),
    }),
    analytics: z.object({
      waiting: z.int().nonnegative().describe("Analytics increments not yet folded in"),
      oldestWaitingSeconds: z.number().nonnegative(),
    }),
    providers: z.object({
      sandbox: z.object({ reachable: z.boolean() }),
      whatsappCloud: z.object({
        reachable: z.boolean(),
        latencyMs: z.number().nullable(),
        checkedAt: timestamp,
      }),
    }),
  })
  .register(responseSchemas, { id: "SystemStatus" });

const whatsappMessageFields = {
  id: z.uuid(),
  businessId: z.uuid(),
  businessName: z.string(),
  direction: z.string().describe("outbound or inbound"),
  customerNumber: z.string().describe("E.164"),
  type: z.string().describe("text or template"),
  body: z.string(),
  templateName: z.string().nullable(),
  category: z.string().describe("marketing, utility, authentication or service"),
  status: z.string().describe("accepted, sent, delivered, read, failed; received (inbound)"),
  queueState: z.string().describe("queued, sending, parked (waiting for an operator) or done"),
  attempts: z.int().nonnegative(),
  lastAttemptError: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  errorCode: z.int().nullable(),
  errorTitle: z.string().nullable(),
  priceInr: z.number().nullable().describe("Set on delivery"),
  createdAt: timestamp,
  statusAt: timestamp,
};

export const whatsappMessagesResponse = z
  .object({ messages: z.array(z.object(whatsappMessageFields)), pageInfo })
  .register(responseSchemas, { id: "WhatsappMessages" });

export const whatsappMessageResponse = z
  .object({
    ...whatsappMessageFields,
    templateLanguage: z.string().nullable(),
    templateParameters: z
      .array(z.string())
      .nullable()
      .describe("The values sent for the template's {{1}}…{{n}}, in order"),
    errorDetail: z.string().nullable(),
    billable: z.boolean().nullable(),
    insideServiceWindow: z.boolean(),
    statusHistory: z.array(
      z.object({ status: z.string(), occurredAt: timestamp, errorCode: z.int().nullable() }),
    ),
  })
  .register(responseSchemas, { id: "WhatsappMessage" });

const webhookEvent = z.object({
  id: z.string().describe("The webhook-id header, the same on every attempt"),
  businessId: z.uuid(),
  businessName: z.string(),
  apiConfigId: z.uuid(),
  type: z.string().describe("message.status or message.received"),
  messageId: z.uuid().nullable(),
  body: z.string().describe("The exact JSON sent"),
  state: z.string().describe("pending, delivered, failed or endpoint_disabled"),
  attempts: z.int().nonnegative(),
  nextAttemptAt: timestamp.nullable(),
  lastStatusCode: z.int().nullable(),
  createdAt: timestamp,
  deliveredAt: timestamp.nullable(),
  deliveryLog: z.array(
    z.object({
      attempt: z.int().positive(),
      attemptedAt: timestamp,
      statusCode: z.int().nullable(),
      latencyMs: z.int().nonnegative(),
      error: z.string().nullable(),
      responseExcerpt: z.string().nullable(),
    }),
  ),
});

export const webhookEventsResponse = z
  .object({ events: z.array(webhookEvent), pageInfo })
  .register(responseSchemas, { id: "WebhookEvents" });

export const usageResponse = z
  .object({
    businessId: z.uuid(),
    months: z.array(
      z.object({
        month: z.string().describe("YYYY-MM (IST)"),
        sent: z.int().nonnegative(),
        delivered: z.int().nonnegative(),
        failed: z.int().nonnegative(),
        received: z.int().nonnegative(),
        byCategory: z.array(
          z.object({
            category: z.string(),
            delivered: z.int().nonnegative(),
            billable: z.int().nonnegative(),
            costInr: z.number().nonnegative(),
          }),
        ),
        costInr: z.number().nonnegative(),
      }),
    ),
  })
  .register(responseSchemas, { id: "Usage" });

const rate = z.object({
  id: z.uuid(),
  category: z.string(),
  priceInr: z.number().nonnegative(),
  effectiveFrom: timestamp,
  createdAt: timestamp,
});

export const rateResponse = rate.register(responseSchemas, { id: "Rate" });

export const rateCardResponse = z
  .object({ current: z.array(rate), scheduled: z.array(rate) })
  .register(responseSchemas, { id: "RateCard" });

// The business members' paths (/api/auth, /api/workspace).

const fieldErrors = z.array(z.object({ path: z.string(), message: z.string() }));

export const memberErrorResponse = z
  .object({
    message: z.string().describe("For people: what went wrong and what to do"),
    code: z
      .enum(Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]])
      .describe(
        "For programs: e.g. invalid_request, unauthorized, forbidden, not_found, email_taken, already_member, last_owner, signup_disabled, invalid_link, rate_limited, maintenance",
      ),
    errors: fieldErrors
      .optional()
      .describe("Invalid input (or a conflict on a field): one message per field"),
    retryAfterSeconds: z
      .int()
      .positive()
      .optional()
      .describe("rate_limited and maintenance: when to try again (the Retry-After header too)"),
  })
  .register(responseSchemas, { id: "MemberError" });

const memberRole = z.enum(MEMBER_ROLES).describe("owner, admin or agent");

const memberUser = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string().describe("Lowercased; the member signs in with it"),
  emailVerified: z.boolean(),
});

const memberBusiness = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.string().describe("active, suspended or inactive"),
  plan: z.string().describe("free, basic, pro or enterprise"),
  phoneNumberId: z
    .string()
    .nullable()
    .describe(
      "The phone number id of its active configuration (Meta's, or the sandbox's own): POST /v1/{phone_number_id}/messages sends on it",
    ),
});

export const memberAccountResponse = z
  .object({ user: memberUser, business: memberBusiness, role: memberRole })
  .register(responseSchemas, { id: "MemberAccount" });

export const memberSessionResponse = z
  .object({
    token: z.string().describe("Send as `Authorization: Bearer <token>` on /api/workspace"),
    user: memberUser,
    business: memberBusiness,
    role: memberRole,
  })
  .register(responseSchemas, { id: "MemberSession" });

export const emailVerifiedResponse = z
  .object({ email: z.string(), emailVerified: z.literal(true) })
  .register(responseSchemas, { id: "EmailVerified" });

export const acceptedResponse = z
  .object({})
  .describe("Accepted: the mail goes out shortly")
  .register(responseSchemas, { id: "Accepted" });

export const workspaceBusinessResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.string().describe("active, suspended or inactive"),
    plan: z.string().describe("free, basic, pro or enterprise"),
    messagingTier: z
      .string()
      .describe("Customers it may start conversations with in 24 hours: 250 … unlimited"),
    qualityRating: z.string().describe("green, yellow or red"),
    whatsappNumber: z.string().describe("E.164"),
    provider: z.string().nullable().describe("sandbox or whatsapp-cloud; null without one"),
    phoneNumberId: z
      .string()
      .nullable()
      .describe("Meta's, or the sandbox's own; null without an active configuration"),
    createdAt: timestamp,
  })
  .register(responseSchemas, { id: "WorkspaceBusiness" });

export const onboardingResponse = z
  .object({
    sandboxReady: z.boolean(),
    helloWorldSent: z.boolean(),
    helloWorldDelivered: z.boolean(),
    helloWorldFailed: z.boolean(),
    apiKeyCreated: z.boolean(),
    webhookSet: z.boolean(),
    webhookDelivered: z.boolean(),
    emailVerified: z.boolean(),
  })
  .register(responseSchemas, { id: "Onboarding" });

export const acceptedMessageResponse = z
  .object({ messageId: z.uuid().describe("Follow it in usage and webhooks") })
  .register(responseSchemas, { id: "AcceptedMessage" });

export const memberResponse = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    role: memberRole,
    emailVerified: z.boolean(),
    lastSignInAt: timestamp.nullable(),
    joinedAt: timestamp,
  })
  .register(responseSchemas, { id: "Member" });

export const membersResponse = z.array(memberResponse).register(responseSchemas, { id: "Members" });

export const invitationResponse = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: memberRole,
    status: z.enum(["pending", "accepted", "revoked", "expired"]),
    createdAt: timestamp,
    expiresAt: timestamp,
  })
  .register(responseSchemas, { id: "Invitation" });

export const invitationsResponse = z
  .array(invitationResponse)
  .register(responseSchemas, { id: "Invitations" });

export const workspaceCreatedApiKeyResponse = z
  .object({
    apiKey: apiKeyResponse,
    key: z.string().describe("The key itself, in this answer only: only its hash is stored"),
  })
  .register(responseSchemas, { id: "WorkspaceCreatedApiKey" });

export const workspaceWebhookResponse = z
  .object({
    url: z.string().nullable(),
    signingSecret: z
      .string()
      .nullable()
      .describe(
        "Signs the webhooks (whsec_…): shown once, when the first URL is set or the secret is rotated; null otherwise",
      ),
    failingSince: timestamp
      .nullable()
      .describe("When deliveries started failing; null while they succeed"),
    disabledAt: timestamp
      .nullable()
      .describe("When webhooks were disabled after three days of failures"),
  })
  .register(responseSchemas, { id: "WorkspaceWebhook" });

export const workspaceWebhookDeliveriesResponse = z
  .object({ items: z.array(webhookEvent), pageInfo })
  .register(responseSchemas, { id: "WebhookDeliveries" });

const consentStatus = z.enum(CONSENT_STATUSES).describe("opted_in, opted_out or unknown");

export const workspaceContactResponse = z
  .object({
    id: z.uuid(),
    phone: z.string().describe("E.164"),
    name: z.string().nullable(),
    attributes: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .describe("The business's own fields"),
    tags: z.array(z.string()),
    consent: z.object({
      status: consentStatus,
      source: z.string().nullable().describe("Where it was given or withdrawn"),
      updatedAt: timestamp.nullable(),
    }),
    lastInboundAt: timestamp.nullable().describe("When the contact last wrote"),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .register(responseSchemas, { id: "WorkspaceContact" });

export const workspaceContactDetailResponse = workspaceContactResponse
  .extend({
    consentHistory: z
      .array(
        z.object({
          status: consentStatus,
          source: z.string(),
          actor: z.object({
            type: z.enum(CONSENT_ACTOR_TYPES).describe("api_key, member or customer"),
            id: z.string().nullable().describe("The API key's or the member's id"),
          }),
          createdAt: timestamp,
        }),
      )
      .describe("Every change of its consent, newest first"),
  })
  .register(responseSchemas, { id: "WorkspaceContactDetail" });

export const workspaceContactPageResponse = z
  .object({
    items: z.array(workspaceContactResponse),
    nextCursor: z
      .string()
      .nullable()
      .describe("Pass as `cursor` for the next page; null on the last"),
  })
  .register(responseSchemas, { id: "WorkspaceContactPage" });

export const upsertedContactResponse = z
  .object({
    contact: workspaceContactResponse,
    created: z.boolean().describe("False when the number was already a contact"),
  })
  .register(responseSchemas, { id: "UpsertedContact" });

const clockTime = z.string().describe("HH:MM, IST");

export const workspaceSettingsResponse = z
  .object({
    quietHours: z
      .object({ start: clockTime, end: clockTime })
      .nullable()
      .describe("No marketing sends between start and end; null for none"),
    marketingFrequencyCap: z
      .object({ count: z.int(), days: z.int() })
      .nullable()
      .describe("At most count marketing messages per contact in days; null for none"),
    optOutKeywords: z.array(z.string()),
    optInKeywords: z.array(z.string()),
  })
  .register(responseSchemas, { id: "WorkspaceSettings" });

export const contactImportStartedResponse = z
  .object({ id: z.uuid(), status: z.literal("running") })
  .register(responseSchemas, { id: "ContactImportStarted" });

export const contactImportResponse = z
  .object({
    id: z.uuid(),
    status: z.enum(CONTACT_IMPORT_STATUSES).describe("running, completed or failed"),
    total: z.int().nullable().describe("The file's data rows; null until they are counted"),
    processed: z.int(),
    created: z.int(),
    updated: z.int(),
    failed: z.int().describe("Rows not imported"),
    errors: z
      .array(z.object({ row: z.int().describe("Row 1 is the header"), message: z.string() }))
      .describe("The first 100 rows not imported; the report has them all"),
    failureReason: z.string().nullable().describe("Why the whole import stopped, if it did"),
    createdAt: timestamp,
    completedAt: timestamp.nullable(),
  })
  .register(responseSchemas, { id: "ContactImport" });

export const contactImportReportResponse = z
  .string()
  .describe("CSV with the header row,phone,error: one line per row not imported")
  .register(responseSchemas, { id: "ContactImportReport" });

const segmentFilter = z
  .object({
    tags: z.array(z.string()).optional().describe("Contacts with all of these tags"),
    anyTags: z.array(z.string()).optional().describe("Contacts with any of these tags"),
    attributes: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .optional()
      .describe("Each attribute equal to its value (compared as text)"),
    consent: consentStatus.optional(),
    inboundWithinDays: z.int().optional().describe("Wrote within the last N days"),
    noInboundWithinDays: z.int().optional().describe("Has not written within the last N days"),
  })
  .describe("Every condition given must hold");

export const segmentResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    filter: segmentFilter,
    count: z.int().describe("The contacts it holds now"),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .register(responseSchemas, { id: "Segment" });

export const segmentsResponse = z
  .object({ items: z.array(segmentResponse) })
  .register(responseSchemas, { id: "Segments" });

export const segmentCountResponse = z
  .object({ count: z.int().describe("The contacts the filter holds now") })
  .register(responseSchemas, { id: "SegmentCount" });

// A campaign, its preflight and its recipients are the shapes /v1 answers too: defined once in
// the contracts and only named here.

export const campaignResponse = campaignSchema.register(responseSchemas, { id: "Campaign" });

const nextCursor = z
  .string()
  .nullable()
  .describe("Pass as `cursor` for the next page; null on the last");

export const campaignPageResponse = z
  .object({ items: z.array(campaignResponse), nextCursor })
  .register(responseSchemas, { id: "CampaignPage" });

export const campaignPreflightResponse = preflightSchema.register(responseSchemas, {
  id: "CampaignPreflight",
});

export const campaignRecipientPageResponse = z
  .object({
    items: z.array(campaignRecipientSchema.register(responseSchemas, { id: "CampaignRecipient" })),
    nextCursor,
  })
  .register(responseSchemas, { id: "CampaignRecipientPage" });

export const campaignRecipientsCsvResponse = z
  .string()
  .describe(
    "UTF-8 CSV with a byte order mark: a header, then one line per recipient with its phone, status, failure code and reason, message id, attempts, next attempt, last change and contact id",
  )
  .register(responseSchemas, { id: "CampaignRecipientsCsv" });
