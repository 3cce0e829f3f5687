// The use cases behind every transport (GraphQL, REST): validation, authorisation, audit, limits.
export { createServices, adminActor, type Services, type ServicesOptions } from "./services.ts";
export type { AuthenticatedAdmin } from "./auth/session-store.ts";
export { SIGN_IN_REQUIRED_MESSAGE } from "./auth/session-store.ts";
export { hashPassword } from "./auth/password.ts";
export { hashSessionToken } from "./auth/session-token.ts";
export { ensureInitialAdmin } from "./auth/ensure-initial-admin.ts";
export { assertAppSecretOpensStoredSecrets } from "./api-configs/check-app-secret.ts";
export { SETTINGS_CACHE_TTL_MS } from "./settings/settings-cache.ts";
export { MAINTENANCE_MESSAGE } from "./contact/submit-contact-message.ts";
export type { CsvDownload } from "./export/csv.ts";
export type { EventFeed, FeedEvent } from "./workspace/inbox.ts";
export { isMemberToken, type AuthenticatedMember } from "./accounts/member-sessions.ts";
export { MAIL_QUEUES } from "./mail/mail-queue.ts";
export type { MemberView, InvitationView } from "./workspace/team.ts";
export type {
  OnboardingView,
  WorkspaceBusinessView,
  WorkspaceWebhookView,
} from "./workspace/workspace.ts";
