// The one place that names the generated client, so the rest of the code imports from here.
import type { PrismaClient } from "./generated/prisma/client.ts";
import type * as Models from "./generated/prisma/models.ts";

export { PrismaClient, Prisma } from "./generated/prisma/client.ts";

export type Admin = Models.AdminModel;
export type AdminSession = Models.AdminSessionModel;
export type AnalyticsDaily = Models.AnalyticsDailyModel;
export type ApiConfig = Models.ApiConfigModel;
export type ApiKey = Models.ApiKeyModel;
export type Message = Models.MessageModel;
export type MessageTemplate = Models.MessageTemplateModel;
export type WebhookEvent = Models.WebhookEventModel;
export type WebhookAttempt = Models.WebhookAttemptModel;
export type AuditLog = Models.AuditLogModel;
export type Business = Models.BusinessModel;
export type ContactMessage = Models.ContactMessageModel;
export type PlatformSettings = Models.PlatformSettingsModel;
export type RateLimitBucket = Models.RateLimitBucketModel;
export type User = Models.UserModel;

/** What a service needs: the client itself or the client inside an interactive transaction. */
export type Db = Omit<
  PrismaClient,
  "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends"
>;
