import "reflect-metadata";
import type { GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { ApiConfigsResolver } from "./api-configs/api-configs.resolver.ts";
import { AnalyticsResolver } from "./analytics/analytics.resolver.ts";
import { AuditResolver } from "./audit/audit.resolver.ts";
import { AuthResolver } from "./auth/auth.resolver.ts";
import { authChecker } from "./auth-checker.ts";
import { BusinessesResolver } from "./businesses/businesses.resolver.ts";
import { ContactResolver } from "./contact/contact.resolver.ts";
import { HealthResolver } from "./health/health.resolver.ts";
import { MessagingResolver } from "./messaging/messaging.resolver.ts";
import { NotificationsResolver } from "./notifications/notifications.resolver.ts";
import { SearchResolver } from "./search/search.resolver.ts";
import { SettingsResolver } from "./settings/settings.resolver.ts";
import { WorkspaceCampaignsResolver } from "./workspace/campaigns.resolver.ts";
import { WorkspaceContactImportsResolver } from "./workspace/contact-imports.resolver.ts";
import { WorkspaceContactsResolver } from "./workspace/contacts.resolver.ts";
import { WorkspaceInboxResolver } from "./workspace/inbox.resolver.ts";
import { WorkspaceSegmentsResolver } from "./workspace/segments.resolver.ts";
import { WorkspaceResolver } from "./workspace/workspace.resolver.ts";

export const resolvers = [
  AuthResolver,
  ContactResolver,
  BusinessesResolver,
  ApiConfigsResolver,
  AnalyticsResolver,
  AuditResolver,
  SettingsResolver,
  SearchResolver,
  NotificationsResolver,
  HealthResolver,
  MessagingResolver,
  WorkspaceResolver,
  WorkspaceContactsResolver,
  WorkspaceContactImportsResolver,
  WorkspaceSegmentsResolver,
  WorkspaceCampaignsResolver,
  WorkspaceInboxResolver,
] as const;

let schema: Promise<GraphQLSchema> | undefined;

/** The product's GraphQL schema (built once per process: type-graphql metadata is global). */
export function buildAppSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema({ resolvers, authChecker, validate: false });
  return schema;
}
