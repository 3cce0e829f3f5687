// Starts the built product for the Playwright suites: a fresh embedded database with the demo
// data, a known admin, on the port the suites expect, a local stand-in for Meta's Graph API
// (the console's status shows the Cloud API reachable without the internet), and a mailbox the
// product's mail goes to (the workspace suites read the links of sign-up and invitation mails).
// Run by playwright.config.ts (webServer).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeGraphApi } from "../../packages/server/src/test-support/fake-graph-api.ts";
import { startCommand } from "../../packages/server/src/test-support/server-process.ts";
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_GRAPH_API_PORT,
  E2E_MAILBOX_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
} from "./e2e-constants.ts";
import { startMailbox } from "./mailbox.ts";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "aizapy-e2e-"));
const start = startCommand();
// On a port the suites know; it approves templates at once and refuses expired access tokens, as
// Meta does, so a suite can get a Cloud API message parked without scripting it.
const graphApi = await startFakeGraphApi({
  port: E2E_GRAPH_API_PORT,
  templateStatus: "APPROVED",
  refusesAccessToken: (token) => token?.includes("expired") ?? false,
});
// Every mail the product sends (verification, invitations, password resets), kept for the suites.
await startMailbox({ smtpPort: E2E_SMTP_PORT, httpPort: E2E_MAILBOX_PORT });
const env = {
  ...process.env,
  ...start.environment,
  NODE_ENV: "test",
  PORT: String(E2E_PORT),
  DATA_DIR: dataDir,
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // The suites submit the contact form and fail logins more often than a person would; the
  // limits themselves are covered by the service and REST suites.
  RATE_LIMIT_CONTACT_PER_MINUTE: "1000",
  RATE_LIMIT_SIGNUPS_PER_HOUR: "1000",
  LOGIN_MAX_FAILURES_PER_USER: "1000",
  LOGIN_MAX_FAILURES_PER_ADDRESS: "1000",
  LOGIN_MAX_FAILURES_PER_ACCOUNT: "1000",
  // The suites receive the product's webhooks on this machine.
  ALLOW_PRIVATE_WEBHOOK_TARGETS: "true",
  WHATSAPP_GRAPH_URL: graphApi.url,
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  // Links in mails lead back to this server.
  PUBLIC_URL: E2E_BASE_URL,
};

const seed = spawnSync(process.execPath, ["packages/server/dist/cli/seed-demo.js"], {
  cwd: root,
  env,
  stdio: "inherit",
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(process.execPath, [...start.options, "packages/server/dist/main.js"], {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.kill(signal));
// The mailbox (like the fake Graph API) ends with this process.
server.on("exit", (code) => process.exit(code ?? 0));
