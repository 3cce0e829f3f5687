import { createBrowserRouter } from "react-router-dom";
import { FullPageStatus } from "../../shared/components/FullPage";
import { RouteError } from "../../shared/components/RouteError";
import { paths } from "../lib/paths";

/**
 * The console's routes. Each page is its own chunk, loaded on first visit; the guarded layout
 * is one too, so the login page loads neither.
 */
export function createAdminRouter() {
  return createBrowserRouter([
    {
      HydrateFallback: () => <FullPageStatus message="Loading..." />,
      ErrorBoundary: RouteError,
      children: [
        { path: paths.login, lazy: () => import("./routes/login") },
        {
          path: paths.dashboard,
          lazy: () => import("./routes/protected"),
          children: [
            { index: true, lazy: () => import("./routes/dashboard") },
            { path: paths.businesses, lazy: () => import("./routes/businesses") },
            { path: paths.business, lazy: () => import("./routes/business") },
            { path: paths.messages, lazy: () => import("./routes/messages") },
            { path: paths.whatsappMessages, lazy: () => import("./routes/whatsapp-messages") },
            { path: paths.apiConfigs, lazy: () => import("./routes/api-configs") },
            {
              path: paths.apiConfigWebhooks,
              lazy: () => import("./routes/api-config-webhooks"),
            },
            { path: paths.analytics, lazy: () => import("./routes/analytics") },
            { path: paths.auditLogs, lazy: () => import("./routes/audit-logs") },
            { path: paths.settings, lazy: () => import("./routes/settings") },
            { path: paths.profile, lazy: () => import("./routes/profile") },
          ],
        },
        { path: "*", lazy: () => import("./routes/not-found") },
      ],
    },
  ]);
}

export type AdminRouter = ReturnType<typeof createAdminRouter>;
