import { z } from "zod";

// The shapes the REST paths answer with (spec §3 and §7). They document the API in
// /api/openapi.json and are what the contract suite checks responses against.

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

export const contactMessagesResponse = z
  .object({ messages: z.array(contactMessage) })
  .register(responseSchemas, { id: "ContactMessages" });

export const apiConfigsResponse = z
  .array(
    z.object({
      id: z.uuid(),
      businessId: z.uuid(),
      provider: z.string(),
      apiKey: z.string().describe("Masked: the first and last four characters"),
      webhookUrl: z.string().nullable(),
      isActive: z.boolean(),
      createdAt: timestamp,
      updatedAt: timestamp,
    }),
  )
  .register(responseSchemas, { id: "ApiConfigs" });

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
