import type { AppConfig } from "../config.ts";
import type { Database } from "../db/open-database.ts";
import { getAnalyticsSummary } from "./analytics/get-analytics-summary.ts";
import { getDashboardStats } from "./analytics/get-dashboard-stats.ts";
import { listApiConfigs } from "./api-configs/list-api-configs.ts";
import { listAuditLogs } from "./audit/list-audit-logs.ts";
import type { Actor } from "./audit/record-audit.ts";
import { createLoginProtection } from "./auth/login-protection.ts";
import { loginAdmin } from "./auth/login-admin.ts";
import { logoutAdmin } from "./auth/logout-admin.ts";
import { createSessionStore, type AuthenticatedAdmin } from "./auth/session-store.ts";
import { updateAdminCredentials } from "./auth/update-admin-credentials.ts";
import { listBusinesses } from "./businesses/list-businesses.ts";
import { deleteContactMessage } from "./contact/delete-contact-message.ts";
import { listContactMessages } from "./contact/list-contact-messages.ts";
import { submitContactMessage } from "./contact/submit-contact-message.ts";
import { updateContactMessageStatus } from "./contact/update-contact-message-status.ts";
import { checkSystemHealth } from "./health/check-system-health.ts";
import { createRateLimiter, type RateLimiter } from "@aizapy/messaging";
import { createSettingsCache } from "./settings/settings-cache.ts";
import { getPlatformSettings } from "./settings/get-platform-settings.ts";
import { updatePlatformSettings } from "./settings/update-platform-settings.ts";

/** Who is asking: what every transport (GraphQL, REST) knows about a request. */
export interface Caller {
  /** The client's address as the HTTP layer resolved it (honours TRUST_PROXY). */
  clientAddress: string;
  requestId: string;
}

export const adminActor = (auth: AuthenticatedAdmin): Actor => ({
  type: "admin",
  id: auth.admin.id,
});

export interface ServiceDependencies {
  database: Database;
  config: AppConfig;
  /** Injected by tests that must not wait for the attacked-username slowdown. */
  delay?: (ms: number) => Promise<unknown>;
}

/**
 * The console's use cases, bound to one database and configuration: the one service layer behind
 * both transports. GraphQL resolvers and REST routes only translate their request into these
 * calls and the result (or AppError) back into their answer.
 */
export function createServices({ database, config, delay }: ServiceDependencies) {
  const { prisma, sql } = database;
  const limiter: RateLimiter = createRateLimiter(sql);
  const sessions = createSessionStore(sql);
  const settings = createSettingsCache(prisma);
  const loginProtection = createLoginProtection({
    sql,
    limiter,
    limits: {
      maxFailuresPerUser: config.limits.loginMaxFailuresPerUser,
      maxFailuresPerAddress: config.limits.loginMaxFailuresPerAddress,
      windowMinutes: config.limits.loginThrottleWindowMinutes,
    },
    ...(delay ? { delay } : {}),
  });

  return {
    limiter,
    auth: {
      authenticate: (token: string | undefined) => sessions.authenticate(token),
      login: (input: unknown, caller: Caller) =>
        loginAdmin({ prisma, loginProtection }, input, { clientAddress: caller.clientAddress }),
      logout: (auth: AuthenticatedAdmin) => logoutAdmin({ prisma, sessions }, auth),
      updateCredentials: (auth: AuthenticatedAdmin, input: unknown) =>
        updateAdminCredentials({ prisma, sessions, loginProtection }, auth, input),
    },
    contact: {
      submit: (input: unknown, caller: Caller) =>
        submitContactMessage({ sql, limiter, settings }, input, {
          clientAddress: caller.clientAddress,
          perMinuteLimit: config.limits.contactSubmissionsPerMinute,
        }),
      list: () => listContactMessages(sql),
      updateStatus: (auth: AuthenticatedAdmin, id: string, input: unknown) =>
        updateContactMessageStatus(prisma, adminActor(auth), id, input),
      delete: (auth: AuthenticatedAdmin, id: string) =>
        deleteContactMessage(prisma, adminActor(auth), id),
    },
    analytics: {
      dashboard: () => getDashboardStats(sql),
      summary: () => getAnalyticsSummary(sql),
    },
    businesses: { list: () => listBusinesses(prisma) },
    apiConfigs: { list: () => listApiConfigs(prisma, config.appSecret) },
    audit: { list: (options: { limit?: number }) => listAuditLogs(prisma, options) },
    settings: {
      /** What the public site needs; cached (at most SETTINGS_CACHE_TTL_MS stale). */
      public: async () => {
        const { maintenanceMode, signupEnabled } = await settings.get();
        return { maintenanceMode, signupEnabled };
      },
      allowedOrigins: async () => (await settings.get()).allowedOrigins,
      get: () => getPlatformSettings(prisma),
      update: async (auth: AuthenticatedAdmin, input: unknown) => {
        const saved = await updatePlatformSettings(prisma, adminActor(auth), input);
        settings.invalidate();
        return saved;
      },
    },
    health: { check: () => checkSystemHealth(database) },
  };
}

export type Services = ReturnType<typeof createServices>;
