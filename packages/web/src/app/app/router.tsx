import { createBrowserRouter } from "react-router-dom";
import { FullPageStatus } from "../../shared/components/FullPage";
import { RouteError } from "../../shared/components/RouteError";
import { paths } from "../lib/paths";

/**
 * The workspace's routes. Each page is its own chunk, loaded on first visit; the guarded layout
 * is one too.
 */
export function createWorkspaceRouter() {
  return createBrowserRouter([
    {
      HydrateFallback: () => <FullPageStatus message="Loading..." />,
      ErrorBoundary: RouteError,
      children: [
        {
          path: paths.home,
          lazy: () => import("./routes/protected"),
          children: [
            { index: true, lazy: () => import("./routes/home") },
            // One route with or without a conversation: opening one keeps the list as it is.
            { path: `${paths.inbox}/:conversationId?`, lazy: () => import("./routes/inbox") },
            { path: paths.team, lazy: () => import("./routes/team") },
            { path: paths.contacts, lazy: () => import("./routes/contacts") },
            { path: paths.contactImport, lazy: () => import("./routes/contact-import") },
            { path: `${paths.contacts}/:contactId`, lazy: () => import("./routes/contact") },
            { path: paths.segments, lazy: () => import("./routes/segments") },
            { path: paths.campaigns, lazy: () => import("./routes/campaigns") },
            { path: `${paths.campaigns}/:campaignId`, lazy: () => import("./routes/campaign") },
            { path: paths.developers, lazy: () => import("./routes/developers") },
            { path: paths.templates, lazy: () => import("./routes/templates") },
            { path: paths.billing, lazy: () => import("./routes/billing") },
            { path: paths.settings, lazy: () => import("./routes/settings") },
            { path: "*", lazy: () => import("./routes/not-found") },
          ],
        },
      ],
    },
  ]);
}

export type WorkspaceRouter = ReturnType<typeof createWorkspaceRouter>;
