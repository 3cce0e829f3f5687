// The business workspace: client-rendered, served for every /app path, and never loaded by a
// public page (its own Vite entry; scripts/prerender.ts checks that no public page pulls its code).
import { ThemeProvider, ToastProvider } from "@aizapy/design-system";
import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createWorkspaceRouter } from "./app/router";
import { WorkspaceRoot } from "./app/WorkspaceRoot";
import { createWorkspaceApolloClient } from "./lib/apollo";
import { endSession, goToLogin } from "./lib/session";

const root = document.getElementById("root");
if (!root) throw new Error("The workspace needs a #root element");

const client = createWorkspaceApolloClient({
  // A refused token (expired, signed out elsewhere, the member removed): sign in again.
  onSessionExpired: () => {
    endSession();
    goToLogin();
  },
});

const router = createWorkspaceRouter();

createRoot(root).render(
  <StrictMode>
    <ThemeProvider>
      <ToastProvider>
        <ApolloProvider client={client}>
          <WorkspaceRoot router={router} />
        </ApolloProvider>
      </ToastProvider>
    </ThemeProvider>
  </StrictMode>,
);
