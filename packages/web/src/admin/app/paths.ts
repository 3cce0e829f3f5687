/** Every URL of the admin console (spec §2), in one place. */
export const paths = {
  login: "/admin/login",
  dashboard: "/admin",
  businesses: "/admin/businesses",
  messages: "/admin/messages",
  apiConfigs: "/admin/api-configs",
  analytics: "/admin/analytics",
  auditLogs: "/admin/audit-logs",
  settings: "/admin/settings",
  profile: "/admin/profile",
} as const;

export type AdminPath = (typeof paths)[keyof typeof paths];
