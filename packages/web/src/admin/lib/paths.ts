import { generatePath } from "react-router-dom";

/** Every URL of the admin console, in one place. */
export const paths = {
  login: "/admin/login",
  dashboard: "/admin",
  businesses: "/admin/businesses",
  business: "/admin/businesses/:businessId",
  messages: "/admin/messages",
  whatsappMessages: "/admin/messages/whatsapp",
  apiConfigs: "/admin/api-configs",
  apiConfigWebhooks: "/admin/api-configs/:apiConfigId/webhooks",
  analytics: "/admin/analytics",
  auditLogs: "/admin/audit-logs",
  settings: "/admin/settings",
  profile: "/admin/profile",
} as const;

export type AdminPath = (typeof paths)[keyof typeof paths];

/** One business's page. */
export function businessPath(businessId: string): string {
  return generatePath(paths.business, { businessId });
}

/** The webhook deliveries page of one API configuration. */
export function apiConfigWebhooksPath(apiConfigId: string): string {
  return generatePath(paths.apiConfigWebhooks, { apiConfigId });
}

/** The REST paths the console downloads files from (they need the bearer header). */
export const exportPaths = {
  contactMessages: "/api/admin/contact-messages/export.csv",
  auditLogs: "/api/admin/audit-logs/export.csv",
} as const;

/** A console URL with its list state in the query (empty values left out). */
export function withQuery(path: AdminPath, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
