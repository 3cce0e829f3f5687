import type { Database, JobQueue } from "@aizapy/db";
import type { Logger } from "@aizapy/contracts";
import { createAccountGate } from "./accounts/account-gate.ts";
import { acceptInvitation } from "./accounts/accept-invitation.ts";
import { logInMember } from "./accounts/log-in-member.ts";
import { logOutMember } from "./accounts/log-out-member.ts";
import { loadMemberAccount } from "./accounts/member-account.ts";
import {
  createMemberSessionStore,
  memberSignInAddresses,
  type AuthenticatedMember,
} from "./accounts/member-sessions.ts";
import { requestPasswordReset, resetPassword } from "./accounts/reset-password.ts";
import { signUp } from "./accounts/sign-up.ts";
import { resendVerificationMail, verifyEmail } from "./accounts/verify-email.ts";
import { createMailSender, type MailOptions } from "./mail/mail.ts";
import { createTeam, listBusinessMembers } from "./workspace/team.ts";
import { createWorkspace } from "./workspace/workspace.ts";
import { createWorkspaceContacts } from "./workspace/contacts.ts";
import { createWorkspaceCampaigns } from "./workspace/campaigns.ts";
import { createWorkspaceInbox } from "./workspace/inbox.ts";
import type { Engagement } from "@aizapy/engagement";
import { getAnalyticsSummary } from "./analytics/get-analytics-summary.ts";
import { getAnalyticsSeries } from "./analytics/get-analytics-series.ts";
import { getDashboardStats } from "./analytics/get-dashboard-stats.ts";
import { toApiConfigView } from "./api-configs/api-config-view.ts";
import { createApiConfig } from "./api-configs/create-api-config.ts";
import { deactivateApiConfig } from "./api-configs/deactivate-api-config.ts";
import { deleteApiConfig } from "./api-configs/delete-api-config.ts";
import { findApiConfigRow } from "./api-configs/get-api-config.ts";
import { listApiConfigs } from "./api-configs/list-api-configs.ts";
import { rotateApiKey, rotateWebhookSecret } from "./api-configs/rotate-api-config-secrets.ts";
import { updateApiConfig } from "./api-configs/update-api-config.ts";
import { exportAuditLogs, listAuditLogPage } from "./audit/audit-log-lists.ts";
import { listAuditLogs } from "./audit/list-audit-logs.ts";
import type { Actor } from "./audit/record-audit.ts";
import { adminSignInAddresses, createLoginProtection } from "./auth/login-protection.ts";
import { loginAdmin } from "./auth/login-admin.ts";
import { logoutAdmin } from "./auth/logout-admin.ts";
import { createSessionStore, type AuthenticatedAdmin } from "./auth/session-store.ts";
import { updateAdminCredentials } from "./auth/update-admin-credentials.ts";
import { createBusiness } from "./businesses/create-business.ts";
import { deleteBusiness, type DeleteBusinessOptions } from "./businesses/delete-business.ts";
import { getBusiness } from "./businesses/get-business.ts";
import {
  listAllBusinesses,
  listBusinesses,
  listBusinessPage,
} from "./businesses/list-businesses.ts";
import { updateBusiness } from "./businesses/update-business.ts";
import type { PageRequest } from "@aizapy/contracts";
import { bulkUpdateContactMessages } from "./contact/bulk-update-contact-messages.ts";
import {
  countUnreadContactMessages,
  exportContactMessages,
  listContactMessagePage,
} from "./contact/contact-message-lists.ts";
import { deleteContactMessage } from "./contact/delete-contact-message.ts";
import { listContactMessages } from "./contact/list-contact-messages.ts";
import { submitContactMessage } from "./contact/submit-contact-message.ts";
import { updateContactMessageStatus } from "./contact/update-contact-message-status.ts";
import { checkSystemHealth } from "./health/check-system-health.ts";
import type { Platform, RateLimiter, WebhookTargetPolicy } from "@aizapy/messaging";
import { sandboxInboundInputSchema, type Caller } from "@aizapy/contracts";
import { createApiKey } from "./api-keys/create-api-key.ts";
import { listApiKeys } from "./api-keys/list-api-keys.ts";
import { revokeApiKey } from "./api-keys/revoke-api-key.ts";
import { auditWriterFor } from "./audit/record-audit.ts";
import { cancelScheduledRate, getRateCard, scheduleRate } from "./billing/rate-card.ts";
import { getUsage } from "./billing/get-usage.ts";
import { listWebhookEventPage } from "./webhook-events/webhook-event-lists.ts";
import {
  getWhatsappMessage,
  listWhatsappMessagePage,
} from "./whatsapp-messages/whatsapp-message-lists.ts";
import { createTemplate } from "./templates/create-template.ts";
import { deleteTemplate } from "./templates/delete-template.ts";
import { listTemplates } from "./templates/list-templates.ts";
import { assertUuid } from "./ids.ts";
import { validateInput } from "./validate.ts";
import { getNotifications, markNotificationsSeen } from "./notifications/notifications.ts";
import { searchConsole } from "./search/search-console.ts";
import { addAllowedOrigin, removeAllowedOrigin } from "./settings/edit-allowed-origins.ts";
import { createSettingsCache } from "./settings/settings-cache.ts";
import { getPlatformSettings } from "./settings/get-platform-settings.ts";
import { updatePlatformSettings } from "./settings/update-platform-settings.ts";

export const adminActor = (auth: AuthenticatedAdmin): Actor => ({
  type: "admin",
  id: auth.admin.id,
});

export interface ServicesOptions {
  database: Database;
  /** The messaging platform the console operates (its keys, pipeline and webhooks). */
  platform: Platform;
  /** The businesses' product on the platform: contacts, consent and the workspace's rules. */
  engagement: Engagement;
  /** Shared with the platform: every limit counts in the same buckets. */
  limiter: RateLimiter;
  /** Seals and opens stored provider and webhook secrets. */
  appSecret: string;
  webhookPolicy: WebhookTargetPolicy;
  /** Meta's Graph API, where WhatsApp Cloud API templates are submitted for review. */
  graphUrl: string;
  limits: {
    loginMaxFailuresPerUser: number;
    loginMaxFailuresPerAddress: number;
    loginMaxFailuresPerAccount: number;
    loginThrottleWindowMinutes: number;
    contactSubmissionsPerMinute: number;
    signupsPerHour: number;
  };
  /** The host's job queue (for mail; MAIL_QUEUES among its queues). */
  queue: JobQueue;
  /** Where mails go (SMTP_URL, MAIL_FROM) and the origin their links start with (PUBLIC_URL). */
  mail: MailOptions & { publicUrl: string };
  log: Logger;
  /** Injected by tests that must not wait for the attacked-username slowdown. */
  delay?: (ms: number) => Promise<unknown>;
}

/**
 * The console's use cases, bound to one database and configuration: the one service layer behind
 * both transports. GraphQL resolvers and REST routes only translate their request into these
 * calls and the result (or AppError) back into their answer.
 */
export function createServices(options: ServicesOptions) {
  const { database, platform, limiter, appSecret, limits, delay, queue } = options;
  const { prisma, sql } = database;
  const { publicUrl } = options.mail;
  const templateOptions = { appSecret, graphUrl: options.graphUrl };
  const sessions = createSessionStore(sql);
  const settings = createSettingsCache(prisma);
  const apiConfigOptions = { appSecret, webhookPolicy: options.webhookPolicy };
  const loginProtection = createLoginProtection({
    limiter,
    signInAddresses: adminSignInAddresses(sql),
    limits: {
      maxFailuresPerUser: limits.loginMaxFailuresPerUser,
      maxFailuresPerAddress: limits.loginMaxFailuresPerAddress,
      maxFailuresPerAccount: limits.loginMaxFailuresPerAccount,
      windowMinutes: limits.loginThrottleWindowMinutes,
    },
    ...(delay ? { delay } : {}),
  });
  const memberSessions = createMemberSessionStore(sql);
  const gate = createAccountGate({ settings, limiter, signupsPerHour: limits.signupsPerHour });
  const memberLoginProtection = createLoginProtection({
    limiter,
    signInAddresses: memberSignInAddresses(sql),
    scope: "member-login",
    limits: {
      maxFailuresPerUser: limits.loginMaxFailuresPerUser,
      maxFailuresPerAddress: limits.loginMaxFailuresPerAddress,
      maxFailuresPerAccount: limits.loginMaxFailuresPerAccount,
      windowMinutes: limits.loginThrottleWindowMinutes,
    },
    ...(delay ? { delay } : {}),
  });
  const mailSender = createMailSender({ sql, queue, log: options.log, options: options.mail });
  const memberDeps = { sql, queue, gate, sessions: memberSessions, publicUrl };

  return {
    limiter,
    platform,
    mail: { start: () => mailSender.start() },
    members: {
      /**
       * The member of a bearer token, or UNAUTHENTICATED; while the operator has the platform in
       * maintenance, 503 (the workspace shows a notice), except to sign out.
       */
      authenticate: async (token: string | undefined, { toSignOut = false } = {}) => {
        if (!toSignOut) await gate.assertOpen();
        return memberSessions.authenticate(token);
      },
      signUp: (input: unknown, caller: Caller) =>
        signUp({ ...memberDeps, appSecret }, input, { clientAddress: caller.clientAddress }),
      logIn: (input: unknown, caller: Caller) =>
        logInMember({ sql, gate, loginProtection: memberLoginProtection }, input, {
          clientAddress: caller.clientAddress,
        }),
      logOut: (auth: AuthenticatedMember) => logOutMember(memberDeps, auth),
      me: (auth: AuthenticatedMember) => loadMemberAccount(sql, auth.user.id),
      verifyEmail: (input: unknown) => verifyEmail(memberDeps, input),
      resendVerification: (auth: AuthenticatedMember) =>
        resendVerificationMail({ ...memberDeps, limiter }, auth),
      forgotPassword: (input: unknown, caller: Caller) =>
        requestPasswordReset(memberDeps, input, { clientAddress: caller.clientAddress }),
      resetPassword: (input: unknown, caller: Caller) =>
        resetPassword(memberDeps, input, { clientAddress: caller.clientAddress }),
      acceptInvitation: (input: unknown, caller: Caller) =>
        acceptInvitation(memberDeps, input, { clientAddress: caller.clientAddress }),
    },
    workspace: {
      ...createWorkspace({
        prisma,
        sql,
        platform,
        apiConfigOptions,
        templateOptions,
      }),
      team: createTeam(memberDeps),
      ...createWorkspaceContacts(options.engagement),
      ...createWorkspaceCampaigns(options.engagement),
      ...createWorkspaceInbox(options.engagement, platform),
    },
    apiKeys: {
      list: (businessId: string) => listApiKeys(prisma, businessId),
      create: (auth: AuthenticatedAdmin, businessId: string, input: unknown) =>
        createApiKey(prisma, adminActor(auth), businessId, input),
      revoke: async (auth: AuthenticatedAdmin, businessId: string, apiKeyId: string) => {
        const revoked = await revokeApiKey(prisma, adminActor(auth), businessId, apiKeyId);
        platform.authenticator.invalidate();
        return revoked;
      },
    },
    templates: {
      list: (businessId: string) => listTemplates(prisma, businessId),
      create: (auth: AuthenticatedAdmin, businessId: string, input: unknown) =>
        createTemplate(prisma, adminActor(auth), templateOptions, businessId, input),
      delete: (auth: AuthenticatedAdmin, businessId: string, templateId: string) =>
        deleteTemplate(prisma, adminActor(auth), businessId, templateId),
    },
    whatsappMessages: {
      page: (filter: unknown, page: PageRequest | undefined) =>
        listWhatsappMessagePage(sql, filter, page),
      get: (id: string) => getWhatsappMessage(sql, id),
    },
    webhookEvents: {
      page: (filter: unknown, page: PageRequest | undefined) =>
        listWebhookEventPage(sql, filter, page),
    },
    billing: {
      usage: (businessId: string, query: unknown) => getUsage(prisma, sql, businessId, query),
      rateCard: () => getRateCard(prisma),
      scheduleRate: (auth: AuthenticatedAdmin, input: unknown) =>
        scheduleRate(prisma, adminActor(auth), input),
      cancelRate: (auth: AuthenticatedAdmin, id: string) =>
        cancelScheduledRate(prisma, adminActor(auth), id),
    },
    pipeline: {
      /** The console's system status card: the database and the platform, measured now. */
      systemStatus: async () => {
        const [health, pipeline] = await Promise.all([
          checkSystemHealth(database),
          platform.status(),
        ]);
        return {
          database: {
            healthy: health.databaseHealthy,
            latencyMs: health.databaseLatencyMs,
            kind: health.databaseKind,
          },
          ...pipeline,
        };
      },
      retryMessage: async (auth: AuthenticatedAdmin, messageId: string) => {
        assertUuid(messageId, "Message");
        await platform.operations.retryParkedMessage(messageId, auditWriterFor(adminActor(auth)));
      },
      redeliverWebhook: (auth: AuthenticatedAdmin, eventId: string) =>
        platform.operations.redeliverWebhookEvent(eventId, auditWriterFor(adminActor(auth))),
      enableWebhooks: async (auth: AuthenticatedAdmin, apiConfigId: string) => {
        assertUuid(apiConfigId, "API configuration");
        return platform.operations.enableWebhooks(apiConfigId, auditWriterFor(adminActor(auth)));
      },
      simulateInbound: async (auth: AuthenticatedAdmin, input: unknown) => {
        const data = validateInput(sandboxInboundInputSchema, input);
        await getBusiness(prisma, data.businessId);
        return platform.operations.simulateInbound(data, auditWriterFor(adminActor(auth)));
      },
    },
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
          perMinuteLimit: limits.contactSubmissionsPerMinute,
        }),
      list: (options: { limit?: number }) => listContactMessages(sql, options),
      page: (filter: unknown, page: PageRequest | undefined) =>
        listContactMessagePage(sql, filter, page),
      unreadCount: () => countUnreadContactMessages(sql),
      bulk: (auth: AuthenticatedAdmin, input: unknown) =>
        bulkUpdateContactMessages(prisma, adminActor(auth), input),
      exportCsv: (filter: unknown) => exportContactMessages(sql, filter),
      updateStatus: (auth: AuthenticatedAdmin, id: string, input: unknown) =>
        updateContactMessageStatus(prisma, adminActor(auth), id, input),
      delete: (auth: AuthenticatedAdmin, id: string) =>
        deleteContactMessage(prisma, adminActor(auth), id),
    },
    analytics: {
      dashboard: () => getDashboardStats(sql),
      summary: () => getAnalyticsSummary(sql),
      series: (input: unknown) => getAnalyticsSeries(sql, input),
    },
    businesses: {
      list: () => listBusinesses(prisma),
      /** A business's members, for the console. */
      members: async (id: string) => {
        await getBusiness(prisma, id);
        return listBusinessMembers(sql, id);
      },
      listMatching: (query: unknown) => listAllBusinesses(sql, query),
      page: (query: unknown, page: PageRequest | undefined) => listBusinessPage(sql, query, page),
      get: (id: string) => getBusiness(prisma, id),
      create: (auth: AuthenticatedAdmin, input: unknown) =>
        createBusiness(prisma, adminActor(auth), input),
      update: async (auth: AuthenticatedAdmin, id: string, input: unknown) => {
        const updated = await updateBusiness(prisma, adminActor(auth), id, input);
        // A suspended business's keys stop working at once here, within a second elsewhere.
        platform.authenticator.invalidate();
        return updated;
      },
      delete: async (auth: AuthenticatedAdmin, id: string, options?: DeleteBusinessOptions) => {
        await deleteBusiness(prisma, adminActor(auth), id, options);
        platform.authenticator.invalidate();
      },
    },
    apiConfigs: {
      /** Every configuration, or one business's (`{ businessId }`). */
      list: (query?: unknown) => listApiConfigs(prisma, appSecret, query),
      get: async (id: string) => toApiConfigView(await findApiConfigRow(prisma, id), appSecret),
      create: (auth: AuthenticatedAdmin, input: unknown) =>
        createApiConfig(prisma, adminActor(auth), apiConfigOptions, input),
      update: (auth: AuthenticatedAdmin, id: string, input: unknown) =>
        updateApiConfig(prisma, adminActor(auth), apiConfigOptions, id, input),
      rotateApiKey: (auth: AuthenticatedAdmin, id: string, input: unknown) =>
        rotateApiKey(prisma, adminActor(auth), apiConfigOptions, id, input),
      rotateWebhookSecret: (auth: AuthenticatedAdmin, id: string) =>
        rotateWebhookSecret(prisma, adminActor(auth), apiConfigOptions, id),
      deactivate: (auth: AuthenticatedAdmin, id: string) =>
        deactivateApiConfig(prisma, adminActor(auth), appSecret, id),
      delete: (auth: AuthenticatedAdmin, id: string) =>
        deleteApiConfig(prisma, adminActor(auth), id),
    },
    audit: {
      list: (options: { limit?: number }) => listAuditLogs(prisma, options),
      page: (filter: unknown, page: PageRequest | undefined) => listAuditLogPage(sql, filter, page),
      exportCsv: (filter: unknown) => exportAuditLogs(sql, filter),
    },
    search: { console: (input: unknown) => searchConsole(sql, input) },
    notifications: {
      get: (auth: AuthenticatedAdmin) => getNotifications(sql, auth.admin.id),
      markSeen: (auth: AuthenticatedAdmin) => markNotificationsSeen(sql, auth.admin.id),
    },
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
      addAllowedOrigin: async (auth: AuthenticatedAdmin, input: unknown) => {
        const saved = await addAllowedOrigin(prisma, adminActor(auth), input);
        settings.invalidate();
        return saved;
      },
      removeAllowedOrigin: async (auth: AuthenticatedAdmin, input: unknown) => {
        const saved = await removeAllowedOrigin(prisma, adminActor(auth), input);
        settings.invalidate();
        return saved;
      },
    },
    health: { check: () => checkSystemHealth(database) },
  };
}

export type Services = ReturnType<typeof createServices>;
