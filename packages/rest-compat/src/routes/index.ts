import { analyticsRoutes } from "./analytics.ts";
import { apiConfigRoutes } from "./api-configs.ts";
import { auditLogRoutes } from "./audit-logs.ts";
import { authRoutes } from "./auth.ts";
import { businessRoutes } from "./businesses.ts";
import { contactRoutes } from "./contact.ts";
import { messagingRoutes } from "./messaging.ts";
import { notificationRoutes } from "./notifications.ts";
import type { RestRoute } from "./route.ts";
import { memberRoutes } from "./members.ts";
import { searchRoutes } from "./search.ts";
import { settingsRoutes } from "./settings.ts";
import { workspaceRoutes } from "./workspace.ts";
import { workspaceCampaignRoutes } from "./workspace-campaigns.ts";
import { workspaceContactRoutes } from "./workspace-contacts.ts";
import { workspaceInboxRoutes } from "./workspace-inbox.ts";

export type {
  AdminRoute,
  HttpMethod,
  MemberRoute,
  PublicRoute,
  RestRoute,
  RouteInput,
  RouteSession,
} from "./route.ts";

/** Every /api path, by area: the operator's console, then the businesses' members. */
export const routes: RestRoute[] = [
  ...contactRoutes,
  ...authRoutes,
  ...analyticsRoutes,
  ...businessRoutes,
  ...apiConfigRoutes,
  ...auditLogRoutes,
  ...settingsRoutes,
  ...searchRoutes,
  ...notificationRoutes,
  ...messagingRoutes,
  ...memberRoutes,
  ...workspaceRoutes,
  ...workspaceContactRoutes,
  ...workspaceCampaignRoutes,
  ...workspaceInboxRoutes,
];
