// Fault suite: a campaign under SIGKILL. A business imports its customers and launches a marketing
// campaign to all of them; while it is being sent, the built server is killed at a random moment
// (SIGKILL, no chance to flush) and restarted on the same database, again and again, and a client
// opts customers out all along, as customers who answer STOP would. Once the campaign completes,
// the suite checks, in the database:
//   - every recipient was sent exactly one message, or was refused because its customer had opted
//     out; no customer got two and none was left unsent: a crash never sends a batch twice nor
//     skips one;
//   - no marketing message to a customer was accepted after that customer's opt-out was stored.
//
//   node --import tsx tests/fault/campaign-kill-cycle.ts [--cycles 4] [--recipients 5000]
//     [--database pglite|postgres] [--window-ms 3000] [--opt-outs 60]
//
// Each cycle's kill lands at a random moment within --window-ms of the restarted server's health.
// `pnpm test` runs the bounded profile on each database; `pnpm test:long` runs more cycles.
import { parseArgs } from "node:util";
import { createBusiness, signIn, v1 } from "../platform/platform-client.ts";
import { freePort } from "../../packages/server/src/test-support/server-process.ts";
import { prepareFaultDatabase } from "../support/fault-database.ts";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from "../support/spawn-server.ts";

const { values } = parseArgs({
  options: {
    cycles: { type: "string", default: "4" },
    recipients: { type: "string", default: "5000" },
    database: { type: "string", default: "pglite" },
    "window-ms": { type: "string", default: "3000" },
    "opt-outs": { type: "string", default: "60" },
    // How long the campaign gets, after the last restart, to complete.
    "drain-seconds": { type: "string", default: "300" },
  },
});
const cycles = Number(values.cycles);
const recipients = Number(values.recipients);
const windowMs = Number(values["window-ms"]);
const optOuts = Number(values["opt-outs"]);
const drainMs = Number(values["drain-seconds"]) * 1000;
const kind = values.database === "postgres" ? "postgres" : "pglite";
const admin = { username: "admin", password: "campaign-kill-password" };
const TEMPLATE = { name: "kill_cycle_offer", body: "Hi {{1}}, {{2}} off today." };

const started = Date.now();
const database = await prepareFaultDatabase(kind, "campaign-kill");
const port = await freePort();

/** The server of the moment, so a failing run never leaves one behind. */
let current: ServerProcess | undefined;
process.on("exit", () => current?.child.kill("SIGKILL"));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(1));

async function startHealthyServer(): Promise<ServerProcess> {
  current = await startServerProcess(
    {
      ...database.env,
      PORT: String(port),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SANDBOX_DELIVERED_AFTER_MS: "300",
      SANDBOX_READ_AFTER_MS: "800",
    },
    { entry: "build", output: "ignore" },
  );
  await waitUntilHealthy(current, 90_000);
  return current;
}

const killed = (server: ServerProcess) => {
  server.child.kill("SIGKILL");
  return server.exited;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Setup: a business on the sandbox with no messaging limit, its customers imported.

const setupServer = await startHealthyServer();
const baseUrl = setupServer.baseUrl;
const operator = await signIn(baseUrl, admin);
const business = await createBusiness(operator, { name: "Kill Cycle Sarees", provider: "sandbox" });
const key = business.keys[0]!;
await operator.admin("PATCH", `/businesses/${business.id}`, { messagingTier: "unlimited" });
await operator.admin("POST", `/businesses/${business.id}/templates`, {
  ...TEMPLATE,
  language: "en",
  category: "marketing",
});
// Even numbers (the sandbox's customers who read), one per recipient.
const csv = [
  "phone,name,tags",
  ...Array.from(
    { length: recipients },
    (_, n) => `+9196${String(2 * n + 2).padStart(8, "0")},Customer ${n},sale`,
  ),
].join("\n");
const upload = await fetch(`${baseUrl}/v1/contacts/imports`, {
  method: "POST",
  headers: { authorization: `Bearer ${key}`, "content-type": "text/csv" },
  body: csv,
});
if (upload.status !== 202) throw new Error(`the import answered ${upload.status}`);
const importId = ((await upload.json()) as { id: string }).id;
for (;;) {
  const state = await v1<{ status: string; created: number }>(
    baseUrl,
    key,
    "GET",
    `/contacts/imports/${importId}`,
  );
  if (state.body.status === "completed" && state.body.created === recipients) break;
  if (state.body.status !== "running") throw new Error(`the import ${JSON.stringify(state.body)}`);
  await sleep(500);
}
const contacts: { id: string }[] = [];
for (let cursor: string | null = ""; cursor !== null;) {
  const page: { body: { items: { id: string }[]; nextCursor: string | null } } = await v1(
    baseUrl,
    key,
    "GET",
    `/contacts?tag=sale&limit=100${cursor ? `&cursor=${cursor}` : ""}`,
  );
  contacts.push(...page.body.items);
  cursor = page.body.nextCursor;
}
await stopServerProcess(setupServer);
// Sent at any hour and to anyone: no quiet hours, no frequency cap (workspace settings).
await database.inspect((query) =>
  query(
    `INSERT INTO workspace_settings ("businessId", "quietHours", "marketingFrequencyCap",
       "optOutKeywords", "optInKeywords", "updatedAt")
     VALUES ($1, NULL, NULL, '{STOP}', '{START}', now())`,
    [business.id],
  ),
);
console.log(
  `setup: ${contacts.length} contacts imported in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

// ---------------------------------------------------------------------------------------------
// The cycles: the campaign is launched, then sent through kills, while customers opt out.

/** Customers to opt out, spread over the audience; each is acknowledged once. */
const toOptOut = Array.from(
  { length: optOuts },
  (_, n) => contacts[Math.floor(((n + 0.5) * contacts.length) / optOuts)]!.id,
);
const optedOut = new Set<string>();

/** Opts customers out one after another, until told to stop or none is left. */
async function optOutUntil(url: string, stop: { now: boolean }): Promise<void> {
  for (const id of toOptOut) {
    if (stop.now) return;
    if (optedOut.has(id)) continue;
    const answer = await v1(url, key, "POST", `/contacts/${id}/opt-out`, {
      source: "replied STOP",
    }).catch(() => null);
    if (answer?.status === 200) optedOut.add(id);
    await sleep(Math.random() * 100);
  }
}

let campaignId = "";
for (let cycle = 1; cycle <= cycles; cycle++) {
  const server = await startHealthyServer();
  if (cycle === 1) {
    const created = await v1<{ id: string }>(server.baseUrl, key, "POST", "/campaigns", {
      name: "Kill cycle sale",
      template: {
        name: TEMPLATE.name,
        language: "en",
        parameters: [{ field: "name" }, { text: "30%" }],
      },
      audience: { tags: ["sale"] },
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status}`);
    campaignId = created.body.id;
    const launched = await v1(server.baseUrl, key, "POST", `/campaigns/${campaignId}/launch`);
    if (launched.status !== 202) throw new Error(`launch answered ${launched.status}`);
  }
  const stop = { now: false };
  const optingOut = optOutUntil(server.baseUrl, stop);
  await sleep(Math.random() * windowMs);
  stop.now = true;
  await killed(server);
  await optingOut;
  current = undefined;
  console.log(`cycle ${cycle}/${cycles}: killed; ${optedOut.size} opt-outs acknowledged so far`);
}

// The last restart: the campaign completes, and every opt-out is made.
const server = await startHealthyServer();
await optOutUntil(server.baseUrl, { now: false });
const deadline = Date.now() + drainMs;
let campaign: { status: string; counts: Record<string, number> } | undefined;
for (;;) {
  campaign = (await v1(server.baseUrl, key, "GET", `/campaigns/${campaignId}`)).body;
  if (campaign!.status === "completed") break;
  if (Date.now() > deadline) {
    throw new Error(`the campaign is still ${JSON.stringify(campaign)} after ${drainMs} ms`);
  }
  await sleep(500);
}
await stopServerProcess(server);
current = undefined;

// ---------------------------------------------------------------------------------------------
// The checks, in the database.

interface RecipientRow {
  contactId: string;
  phone: string;
  status: string;
  messageId: string | null;
  failureCode: string | null;
  optedOutAt: Date | null;
}
interface MessageRow {
  id: string;
  customerNumber: string;
  category: string;
  createdAt: Date;
}
const stored = await database.inspect(async (query) => ({
  recipients: await query<RecipientRow>(
    `SELECT r."contactId", r.phone, r.status, r."messageId", r."failureCode",
       (SELECT min(e."createdAt") FROM consent_events e
        WHERE e."contactId" = r."contactId" AND e.status = 'opted_out') AS "optedOutAt"
     FROM campaign_recipients r WHERE r."campaignId" = $1`,
    [campaignId],
  ),
  messages: await query<MessageRow>(
    `SELECT id, "customerNumber", category, "createdAt" FROM messages
     WHERE "businessId" = $1 AND direction = 'outbound'`,
    [business.id],
  ),
}));
await database.drop();

const problems: string[] = [];
const messagesTo = new Map<string, MessageRow[]>();
for (const message of stored.messages) {
  messagesTo.set(message.customerNumber, [
    ...(messagesTo.get(message.customerNumber) ?? []),
    message,
  ]);
}
const byId = new Map(stored.messages.map((message) => [message.id, message]));
let sent = 0;
let refusedOptedOut = 0;
for (const recipient of stored.recipients) {
  const got = messagesTo.get(recipient.phone) ?? [];
  if (got.length > 1) problems.push(`${recipient.phone} got ${got.length} messages`);
  if (recipient.messageId) {
    // Sent: whatever became of the message since (the sandbox fails numbers ending in 0000).
    sent++;
    if (!byId.has(recipient.messageId)) problems.push(`${recipient.phone}'s message is missing`);
  } else if (recipient.failureCode === "contact_opted_out" && recipient.optedOutAt) {
    refusedOptedOut++;
    if (got.length > 0) problems.push(`${recipient.phone} was refused, yet got a message`);
  } else {
    problems.push(`${recipient.phone} is ${recipient.status} (${recipient.failureCode}), unsent`);
  }
  // Nothing of marketing accepted after the opt-out was stored.
  for (const message of got) {
    if (recipient.optedOutAt && message.createdAt > recipient.optedOutAt) {
      problems.push(
        `${recipient.phone} opted out at ${recipient.optedOutAt.toISOString()} and was sent a ${message.category} message at ${message.createdAt.toISOString()}`,
      );
    }
  }
}
if (stored.recipients.length !== recipients) {
  problems.push(`${stored.recipients.length} recipients, expected ${recipients}`);
}
if (sent + refusedOptedOut !== recipients) {
  problems.push(`${sent} sent and ${refusedOptedOut} refused as opted out of ${recipients}`);
}
if (optedOut.size !== optOuts) problems.push(`${optedOut.size} of ${optOuts} opt-outs made`);

console.log(
  `campaign-kill-cycle (${kind}): ${cycles} kills, ${recipients} recipients: ${sent} sent once each, ${refusedOptedOut} refused as opted out (of ${optedOut.size} opt-outs), counts ${JSON.stringify(campaign!.counts)}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (problems.length > 0) {
  console.error(`${problems.length} problems:\n${problems.slice(0, 20).join("\n")}`);
  process.exit(1);
}
process.exit(0);
