// The messaging platform: /v1 and its engine (keys, sends, templates, the delivery pipeline,
// providers, webhooks both ways, limits). The host hands it the database and mounts its HTTP
// surfaces; the console's use cases call its operations.
export { foldAnalyticsIncrements } from "./analytics/analytics-increments.ts";
export * from "./api-keys/api-key.ts";
export type { ApiKeyAuthenticator, ApiKeyCaller } from "./api-keys/authenticate-api-key.ts";
export {
  API_KEY_CACHE_TTL_MS,
  createApiKeyAuthenticator,
} from "./api-keys/authenticate-api-key.ts";
export type { Clock } from "./clock.ts";
export { systemClock } from "./clock.ts";
export { DEFAULT_DELIVERY_LIMITS, type DeliveryLimits } from "./delivery/send-worker.ts";
export { v1Api, type V1Extension, type V1Guard } from "./http/v1-api.ts";
export { v1MediaRoutes, type V1MediaOptions } from "./http/v1-media.ts";
export type { SendRequest } from "./messages/accept-message.ts";
export { createSimulatedTraffic, type SimulatedTraffic } from "./simulation/simulated-traffic.ts";
export { UNVERIFIED_CALLBACKS_PER_MINUTE, whatsAppWebhook } from "./http/whatsapp-webhook.ts";
export { isUuid, uuidv7 } from "./ids.ts";
export type { AuditEntry, AuditWriter, PlatformOperations } from "./operations.ts";
export { createPlatform, type Platform, type PlatformOptions } from "./platform.ts";
export { isFreeByRule } from "./pricing/price-message.ts";
export {
  DEFAULT_SANDBOX_TIMINGS,
  issueSandboxAccessToken,
  sandboxTimings,
  type SandboxTimings,
} from "./providers/sandbox/sandbox-provider.ts";
export { DEFAULT_GRAPH_URL } from "./providers/whatsapp-cloud/graph-client.ts";
export { submitTemplateToMeta } from "./providers/whatsapp-cloud/submit-template.ts";
export { MESSAGING_QUEUES, QUEUES } from "./queue/queues.ts";
export * from "./rate-limit/rate-limiter.ts";
export * from "./secrets/sealing.ts";
export type { PlatformStatus } from "./system-status.ts";
export { createWebhookDeliverer } from "./webhooks/deliver-webhook.ts";
export * from "./webhooks/target-policy.ts";
export * from "./webhooks/webhook-secret.ts";
