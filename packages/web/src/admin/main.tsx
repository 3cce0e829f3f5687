// The admin console: client-rendered, served for every /admin path, and never loaded by a public
// page (its own Vite entry; scripts/prerender.ts checks that no public page pulls admin code).
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { SignedInProviders } from "../shared/components/SignedInProviders";
import { notifyFailure } from "../shared/lib/notify";
import { createAdminRouter } from "./app/router";
import { createAdminApolloClient } from "./lib/apollo";
import { paths } from "./lib/paths";
import { endSession } from "./lib/session";

const root = document.getElementById("root");
if (!root) throw new Error("The admin console needs a #root element");

const client = createAdminApolloClient({
  onSessionExpired: () => {
    endSession();
    notifyFailure("Session Expired", "Please sign in again.");
    void router.navigate(paths.login, { replace: true }).then(() => client.clearStore());
  },
});

const router = createAdminRouter();

createRoot(root).render(
  <SignedInProviders client={client} documentTitleSuffix="Admin Console | Ai Zapy">
    <RouterProvider router={router} />
  </SignedInProviders>,
);
