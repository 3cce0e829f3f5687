// The business workspace: client-rendered, served for every /app path, and never loaded by a
// public page (its own Vite entry; scripts/prerender.ts checks that no public page pulls its code).
import { createRoot } from "react-dom/client";
import { SignedInProviders } from "../shared/components/SignedInProviders";
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
  <SignedInProviders client={client}>
    <WorkspaceRoot router={router} />
  </SignedInProviders>,
);
