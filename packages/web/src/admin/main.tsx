// The admin console: client-rendered, served for every /admin path, and never loaded by a public
// page (its own Vite entry; scripts/prerender.ts checks that no public page pulls admin code).
import { ThemeProvider, ToastProvider } from "@aizapy/design-system";
import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { createAdminRouter } from "./app/router";
import { createAdminApolloClient } from "./lib/apollo";
import { paths } from "./lib/paths";
import { endSession } from "./lib/session";
import { notifyFailure } from "./lib/notify";

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
  <StrictMode>
    <ThemeProvider>
      <ToastProvider>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </ToastProvider>
    </ThemeProvider>
  </StrictMode>,
);
