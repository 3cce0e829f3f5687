// Fault suite: the messaging platform under SIGKILL. Businesses on both providers (the sandbox,
// and the WhatsApp Cloud API through a local fake of Meta's Graph API) send through /v1 from
// several clients at once while earlier messages are being sent, called back and announced by
// webhooks; the built server is killed at a random moment (SIGKILL, no chance to flush) and
// restarted on the same database, again and again. Every request carries an Idempotency-Key, and
// one whose answer was lost is sent again after the restart, as an integration would.
//
// After the last cycle the pipeline drains, and the suite checks:
//   - every accepted message is stored once and reaches exactly one terminal state (delivered or
//     read, or failed for the sandbox's undeliverable numbers), in the database and through
//     GET /v1/messages/{id}/status; a WhatsApp message reaches the status Meta's callbacks
//     reported (read) once the product has answered them 200;
//   - nothing went to a provider twice: one send per message at the fake Graph API (counted by
//     biz_opaque_callback_data, which is our message id), one sandbox_sends row whose provider id
//     is the message's;
//   - every webhook event recorded arrived at least once, verified with `standardwebhooks`, each
//     `webhook-id` always with the same body, the body stored in the outbox; and every status
//     change recorded for a message has its webhook among them.
//
//   node --import tsx tests/fault/messaging-kill-cycle.ts [--cycles 3] [--clients 4]
//     [--database pglite|postgres] [--window-ms 1500] [--drain-seconds 240]
//
// Each cycle's kill lands at a random moment within --window-ms of the restarted server's first
// answer to a send.
//
// `pnpm test` runs the bounded profile (20 cycles on each database, short windows);
// `pnpm test:long` runs 200 on each.
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  startFakeGraphApi,
  type FakeGraphApi,
} from "../../packages/server/src/test-support/fake-graph-api.ts";
import { freePort } from "../../packages/server/src/test-support/server-process.ts";
import {
  createBusiness,
  inboundCallback,
  signIn,
  templateSend,
  textSend,
  v1,
  type Operator,
  type PlatformBusiness,
  type ProviderName,
} from "../platform/platform-client.ts";
import { startWebhookEndpoint, type WebhookEndpoint } from "../platform/webhook-endpoint.ts";
import { prepareFaultDatabase } from "../support/fault-database.ts";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from "../support/spawn-server.ts";

const { values } = parseArgs({
  options: {
    cycles: { type: "string", default: "3" },
    clients: { type: "string", default: "4" },
    database: { type: "string", default: "pglite" },
    // The kill lands at a random moment up to this long after the server first answers a send.
    "window-ms": { type: "string", default: "1500" },
    // How long the pipeline gets, after the last restart, to finish what was accepted.
    "drain-seconds": { type: "string", default: "240" },
  },
});
const cycles = Number(values.cycles);
const clients = Number(values.clients);
const windowMs = Number(values["window-ms"]);
const drainMs = Number(values["drain-seconds"]) * 1000;
const kind = values.database === "postgres" ? "postgres" : "pglite";
const admin = { username: "admin", password: "kill-cycle-password" };

/** Two businesses per provider, each with enough keys that the per-key limits rarely refuse. */
const BUSINESSES_PER_PROVIDER = 2;
const KEYS_PER_BUSINESS = 8;
const META_APP_SECRET = "kill-cycle-meta-app-secret";
const TEMPLATE = { name: "kill_cycle_notice", body: "Notice {{1}} for you." };
/** Customers who wrote in, so free-form text may be sent to them. */
const SANDBOX_WRITERS = 10;
const CLOUD_WRITERS = 100;
/** How long a send whose outcome a crash left unknown waits for Meta's callback. */
const UNKNOWN_OUTCOME_WAIT_SECONDS = 20;
/** The share of webhook events whose first delivery the endpoint refuses (500). */
const REFUSED_FIRST_DELIVERIES = 0.05;

const started = Date.now();
const logDir = mkdtempSync(path.join(os.tmpdir(), "aizapy-messaging-kill-log-"));
const logFile = path.join(logDir, "servers.log");

const database = await prepareFaultDatabase(kind, "messaging-kill");
const graph: FakeGraphApi = await startFakeGraphApi({
  reportStatuses: [
    { status: "sent", afterMs: 100 },
    { status: "delivered", afterMs: 400 },
    { status: "read", afterMs: 900 },
  ],
});
const endpoint: WebhookEndpoint = await startWebhookEndpoint();
endpoint.refuseFirstAttempts(REFUSED_FIRST_DELIVERIES);
// One port for every cycle: Meta's callbacks (retried while the server is down) go there.
const port = await freePort();
graph.callBackTo(`http://127.0.0.1:${port}/webhooks/whatsapp`, META_APP_SECRET);

/** The server of the moment, so a failing run never leaves one behind. */
let current: ServerProcess | undefined;
process.on("exit", () => current?.child.kill("SIGKILL"));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(1));

async function startHealthyServer(cycle: number): Promise<ServerProcess> {
  current = await startServerProcess(
    {
      ...database.env,
      PORT: String(port),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ALLOW_PRIVATE_WEBHOOK_TARGETS: "true",
      WHATSAPP_GRAPH_URL: graph.url,
      WHATSAPP_UNKNOWN_OUTCOME_WAIT_SECONDS: String(UNKNOWN_OUTCOME_WAIT_SECONDS),
      SANDBOX_DELIVERED_AFTER_MS: "300",
      SANDBOX_READ_AFTER_MS: "800",
    },
    { entry: "build", output: "capture" },
  );
  const server = current;
  void server.exited.then(() => {
    // What the server said besides its request log: kept for diagnosing a failed run.
    const { stdout, stderr } = server.output();
    const notable = `${stdout}\n${stderr}`
      .split("\n")
      .filter((line) => /warn|error|WARN|ERR|parked|fail/i.test(line));
    appendFileSync(logFile, `--- server of cycle ${cycle}\n${notable.join("\n")}\n`);
  });
  await waitUntilHealthy(server, 90_000);
  return server;
}

// ---------------------------------------------------------------------------------------------
// Setup, through the admin API as an operator does it.

interface Business extends PlatformBusiness {
  index: number;
  /** Customers who wrote in (free-form text may go to them). */
  writers: string[];
  /** The writer the next text goes to: texts go round them all, see nextWriter. */
  writerTurn: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

async function setUp(operator: Operator): Promise<Business[]> {
  const businesses: Business[] = [];
  for (const provider of ["sandbox", "whatsapp-cloud"] as const) {
    for (let b = 0; b < BUSINESSES_PER_PROVIDER; b++) {
      const index = businesses.length;
      const endpointName = `config-${index}`;
      const created = await createBusiness(operator, {
        name: `Kill Cycle ${provider} ${b + 1}`,
        provider,
        webhookUrl: endpoint.urlFor(endpointName),
        keys: KEYS_PER_BUSINESS,
        ...(provider === "whatsapp-cloud"
          ? {
              cloud: {
                phoneNumberId: `10654035224${pad(index, 4)}`,
                businessAccountId: "102290129340398",
                appSecret: META_APP_SECRET,
              },
            }
          : {}),
      });
      endpoint.trust(endpointName, created.webhookSecret!);
      const business: Business = { ...created, index, writers: [], writerTurn: 0 };
      if (provider === "sandbox") {
        await operator.admin("POST", `/businesses/${business.id}/templates`, {
          ...TEMPLATE,
          language: "en",
          category: "utility",
        });
        for (let n = 1; n <= SANDBOX_WRITERS; n++) {
          const from = `+9192${index}${pad(2 * n, 7)}`; // even: reads, never answers
          await operator.admin("POST", "/sandbox/inbound", {
            businessId: business.id,
            from,
            text: "Please keep me posted.",
          });
          business.writers.push(from);
        }
      } else {
        const writers = Array.from(
          { length: CLOUD_WRITERS },
          (_, n) => `+9193${index}${pad(n + 1, 7)}`,
        );
        const answered = await graph.callBack(
          inboundCallback(
            business.phoneNumberId!,
            writers.map((from, n) => ({ from, id: `wamid.kc.in.${index}.${n}`, text: "Hello" })),
          ),
        );
        if (answered !== 200) throw new Error(`Meta's inbound callback answered ${answered}`);
        business.writers = writers;
      }
      businesses.push(business);
    }
  }
  return businesses;
}

// ---------------------------------------------------------------------------------------------
// The clients.

interface SendRequest {
  token: string;
  business: Business;
  key: string;
  path: "/messages/template" | "/messages/send";
  body: object;
  to: string;
  attempts: number;
}

interface Accepted {
  messageId: string;
  token: string;
  business: Business;
  to: string;
}

const accepted = new Map<string, Accepted>();
const counts = { refused: 0, replayed: 0, retried: 0, unexpected: [] as string[] };

/**
 * Texts go to the business's writers in turn. Delivery honours Meta's pair limit (a burst of 45,
 * then one message every 6 s to one recipient), so a run that kept texting a few of them would
 * measure that limit's backlog, not recovery from crashes (200 cycles of texts to the same few
 * writers left hundreds of messages rightly waiting for their turn). Taken in turn, no writer
 * comes near the limit.
 */
function nextWriter(business: Business): string {
  return business.writers[business.writerTurn++ % business.writers.length]!;
}

let sequence = 0;
function newRequest(businesses: Business[], cycle: number, client: number, n: number): SendRequest {
  const token = `kc-${cycle}-${client}-${n}`;
  const provider: ProviderName = (client + n) % 2 === 0 ? "sandbox" : "whatsapp-cloud";
  const ofProvider = businesses.filter((b) => b.provider === provider);
  const business = ofProvider[Math.floor(n / 2) % ofProvider.length]!;
  const key = business.keys[(n + client * 3) % business.keys.length]!;
  const text = provider === "whatsapp-cloud" || n % 5 === 0;
  if (text) {
    const to = nextWriter(business);
    return {
      token,
      business,
      key,
      path: "/messages/send",
      body: textSend(to, `Update ${token}`),
      to,
      attempts: 0,
    };
  }
  // Random recipients, one in ten undeliverable (the sandbox fails numbers ending in 0000), the
  // others even: the sandbox's customers who read every message and never answer.
  const digits = pad(2 * Math.floor(Math.random() * 5e7), 8);
  const to = `+9191${++sequence % 10 === 3 ? `${digits.slice(0, 4)}0000` : digits}`;
  return {
    token,
    business,
    key,
    path: "/messages/template",
    body: templateSend(to, TEMPLATE.name, "en", [token]),
    to,
    attempts: 0,
  };
}

/** Called once the server of this cycle accepts a send (it is serving, no longer starting). */
let serving: () => void = () => undefined;

/** One attempt: true when the request is settled (accepted, or refused without being stored). */
async function attempt(baseUrl: string, request: SendRequest): Promise<boolean> {
  request.attempts++;
  if (request.attempts > 1) counts.retried++;
  let answer;
  try {
    answer = await v1<{ message_id: string }>(
      baseUrl,
      request.key,
      "POST",
      request.path,
      request.body,
      { "idempotency-key": request.token },
    );
  } catch {
    return false; // The connection died with the server: the outcome is unknown.
  }
  if (answer.status === 200) {
    serving();
    if (answer.headers.get("idempotent-replayed") === "true") counts.replayed++;
    accepted.set(answer.body.message_id, {
      messageId: answer.body.message_id,
      token: request.token,
      business: request.business,
      to: request.to,
    });
    return true;
  }
  // A first attempt refused by a limit stored nothing; a retry may be the replay of a send that
  // was stored, so it is tried again until it is answered.
  if (answer.status === 429 && request.attempts === 1) {
    counts.refused++;
    return true;
  }
  if (answer.status === 429 || answer.status === 409 || answer.status === 503) return false;
  counts.unexpected.push(`${request.path} ${answer.status}: ${JSON.stringify(answer.body)}`);
  return true;
}

/** Tries each request still without an answer once; those that stay unanswered are kept. */
async function retryUnsettled(baseUrl: string, queue: SendRequest[]): Promise<void> {
  for (const request of queue.splice(0)) {
    if (!(await attempt(baseUrl, request))) queue.push(request);
  }
}

/** One client: new requests, while the ones that lost their answer in a crash are sent again. */
async function sendUntil(
  baseUrl: string,
  stop: { now: boolean },
  businesses: Business[],
  cycle: number,
  client: number,
  unsettled: SendRequest[],
): Promise<void> {
  const retries = retryUnsettled(baseUrl, unsettled);
  for (let n = 0; !stop.now; n++) {
    const request = newRequest(businesses, cycle, client, n);
    if (!(await attempt(baseUrl, request))) unsettled.push(request);
  }
  await retries;
}

// ---------------------------------------------------------------------------------------------
// The cycles.

const unsettled: SendRequest[][] = Array.from({ length: clients }, () => []);
let businesses: Business[] = [];
const killed = (server: ServerProcess) => {
  server.child.kill("SIGKILL");
  return server.exited;
};

for (let cycle = 1; cycle <= cycles; cycle++) {
  const server = await startHealthyServer(cycle);
  if (cycle === 1) businesses = await setUp(await signIn(server.baseUrl, admin));
  const before = accepted.size;
  const stop = { now: false };
  const answering = new Promise<void>((resolve) => (serving = resolve));
  const senders = unsettled.map((queue, client) =>
    sendUntil(server.baseUrl, stop, businesses, cycle, client, queue),
  );
  // Kill at a random moment while the clients send and the workers deliver: once the restarted
  // server answers (it is slow for a while after a start on a busy machine), within the window.
  await Promise.race([answering, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  await new Promise((resolve) => setTimeout(resolve, Math.random() * windowMs));
  // New requests stop; those in flight die with the server.
  stop.now = true;
  await killed(server);
  await Promise.all(senders);
  console.log(
    `cycle ${cycle}/${cycles}: ${accepted.size - before} messages accepted before SIGKILL, ${unsettled.flat().length} requests without an answer`,
  );
}

// ---------------------------------------------------------------------------------------------
// The last restart: unanswered requests are sent again, and the pipeline drains.

const server = await startHealthyServer(cycles + 1);
const operator = await signIn(server.baseUrl, admin);
const drainStarted = Date.now();
const finalStatuses = new Set(["read", "failed"]);

/** Which provider a message went through, by the configuration its webhooks came to. */
const providerOfEndpoint = (name: string) =>
  businesses[Number(name.replace("config-", ""))]?.provider;

/** Sandbox messages (accepted, or seen in a webhook) without a final status webhook yet. */
function sandboxOpen(): number {
  const final = new Set<string>();
  const seen = new Set(
    [...accepted.values()].filter((a) => a.business.provider === "sandbox").map((a) => a.messageId),
  );
  for (const event of endpoint.events.values()) {
    if (event.payload.type !== "message.status") continue;
    if (providerOfEndpoint(event.endpoint) !== "sandbox") continue;
    seen.add(event.payload.data.message_id);
    if (finalStatuses.has(event.payload.data.status ?? ""))
      final.add(event.payload.data.message_id);
  }
  return [...seen].filter((id) => !final.has(id)).length;
}

// Drained when nothing is left to do: every request answered, every message handed to its
// provider, the sandbox's reports all made (each sandbox message read or failed), Meta has said
// all it had to say (no callback in flight, none due: the last send is a while ago), and every
// webhook recorded is delivered.
let drained = false;
let lastState = "";
let sendsSeen = -1;
let sendsChangedAt = Date.now();
while (Date.now() - drainStarted < drainMs) {
  for (const queue of unsettled) await retryUnsettled(server.baseUrl, queue);
  const status = await operator.admin<{
    messageQueue: { waiting: number; parked: number };
    webhooks: { pending: number };
  }>("GET", "/system-status");
  if (graph.sends.length !== sendsSeen) {
    sendsSeen = graph.sends.length;
    sendsChangedAt = Date.now();
  }
  const metaDone = graph.pendingCallbacks() === 0 && Date.now() - sendsChangedAt > 2000;
  const open = sandboxOpen();
  const left = unsettled.flat().length;
  lastState = `${left} unanswered requests, ${status.messageQueue.waiting} messages waiting, ${status.messageQueue.parked} parked, ${status.webhooks.pending} webhooks pending, ${open} sandbox messages without a final webhook, ${graph.pendingCallbacks()} Meta callbacks in flight`;
  if (
    left === 0 &&
    status.messageQueue.waiting === 0 &&
    status.webhooks.pending === 0 &&
    open === 0 &&
    metaDone
  ) {
    drained = true;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const drainSeconds = (Date.now() - drainStarted) / 1000;
console.log(
  drained
    ? `drained in ${drainSeconds.toFixed(1)} s`
    : `NOT drained after ${drainSeconds.toFixed(1)} s: ${lastState}`,
);

// Every accepted message's status, read back as the customer reads it.
const answered = new Map<string, string>();
const queue = [...accepted.values()];
let keyTurn = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      for (;;) {
        const key = item.business.keys[keyTurn++ % item.business.keys.length]!;
        const answer = await v1<{ status: string }>(
          server.baseUrl,
          key,
          "GET",
          `/messages/${item.messageId}/status`,
        );
        if (answer.status === 429) {
          await new Promise((resolve) =>
            setTimeout(resolve, Number(answer.headers.get("retry-after") ?? 1) * 1000),
          );
          continue;
        }
        answered.set(
          item.messageId,
          answer.status === 200 ? answer.body.status : `${answer.status}`,
        );
        break;
      }
    }
  }),
);
await stopServerProcess(server);
current = undefined;

// ---------------------------------------------------------------------------------------------
// What the database holds.

interface MessageRow {
  id: string;
  status: string;
  queueState: string;
  body: string;
  customerNumber: string;
  providerMessageId: string | null;
  provider: ProviderName;
}

const stored = await database.inspect(async (query) => ({
  messages: await query<MessageRow>(`
    SELECT m.id, m.status, m."queueState", m.body, m."customerNumber", m."providerMessageId", c.provider
    FROM messages m JOIN api_configs c ON c.id = m."apiConfigId" WHERE m.direction = 'outbound'`),
  statusEvents: await query<{ messageId: string; status: string }>(
    `SELECT "messageId", status FROM message_status_events`,
  ),
  webhookEvents: await query<{ id: string; body: string; state: string; type: string }>(
    `SELECT id, body, state, type FROM webhook_events`,
  ),
  sandboxSends: await query<{ messageId: string; providerMessageId: string; requests: number }>(
    `SELECT "messageId", "providerMessageId", requests FROM sandbox_sends`,
  ),
}));
await database.drop();
await graph.close();
await endpoint.close();

const problems: string[] = [];
const problem = (what: string, examples: unknown[]) => {
  if (examples.length)
    problems.push(`${examples.length} ${what}: ${JSON.stringify(examples.slice(0, 5))}`);
};

const byId = new Map(stored.messages.map((row) => [row.id, row]));
const tokenOf = (body: string) => /kc-\d+-\d+-\d+/.exec(body)?.[0];

// Stored once, never lost.
const lost = [...accepted.keys()].filter((id) => !byId.has(id));
problem("accepted messages are not stored", lost);
const perToken = new Map<string, number>();
for (const row of stored.messages) {
  const token = tokenOf(row.body);
  if (token) perToken.set(token, (perToken.get(token) ?? 0) + 1);
}
const storedTwice = [...perToken].filter(([, n]) => n > 1);
problem("requests are stored more than once", storedTwice);

// Exactly one terminal state each: delivered or read, or failed for the undeliverable.
const terminal = new Set(["delivered", "read", "failed"]);
const eventsOf = new Map<string, Set<string>>();
for (const event of stored.statusEvents) {
  const set = eventsOf.get(event.messageId) ?? new Set<string>();
  set.add(event.status);
  eventsOf.set(event.messageId, set);
}
const notTerminal = stored.messages.filter((row) => !terminal.has(row.status));
problem(
  "messages are not in a terminal state",
  notTerminal.map((row) => [row.id, row.status, row.queueState]),
);
const twoEndings = stored.messages.filter((row) => {
  const events = eventsOf.get(row.id) ?? new Set();
  return events.has("failed") && (events.has("delivered") || events.has("read"));
});
problem(
  "messages both failed and were delivered",
  twoEndings.map((row) => row.id),
);
const wrongEnding = stored.messages.filter(
  (row) =>
    terminal.has(row.status) &&
    (row.status === "failed") !==
      (row.provider === "sandbox" && row.customerNumber.endsWith("0000")),
);
problem(
  "messages ended otherwise than their recipient implies",
  wrongEnding.map((row) => [row.id, row.provider, row.customerNumber, row.status]),
);
// Meta reported every message it took read, and was answered 200 each time.
const metaNotApplied = stored.messages.filter(
  (row) => row.provider === "whatsapp-cloud" && row.status !== "read",
);
problem(
  "WhatsApp messages did not reach the status Meta's acknowledged callbacks reported (read)",
  metaNotApplied.map((row) => [row.id, row.status, row.queueState]),
);
const misreported = [...accepted.keys()].filter(
  (id) => byId.has(id) && answered.get(id) !== byId.get(id)!.status,
);
problem(
  "statuses read through /v1 differ from the database",
  misreported.map((id) => [id, answered.get(id), byId.get(id)!.status]),
);

// Nothing sent to a provider twice.
const sandboxRows = new Map(stored.sandboxSends.map((row) => [row.messageId, row]));
const cloudSends = new Map<string, string[]>();
for (const send of graph.sends) {
  const id = send.body.biz_opaque_callback_data ?? "(none)";
  cloudSends.set(id, [...(cloudSends.get(id) ?? []), send.providerMessageId]);
}
const sentTwice = [...cloudSends].filter(([, ids]) => ids.length > 1).map(([id]) => id);
problem("messages were sent to the Graph API more than once", sentTwice);
// Each message's provider id is the one its provider gave (a sandbox message the sandbox failed
// before the crashed send could record its answer keeps no provider id; counted, not a fault).
const failedBeforeRecorded = stored.messages.filter(
  (row) => row.provider === "sandbox" && row.providerMessageId === null && row.status === "failed",
);
const sendMismatch = stored.messages.filter((row) => {
  if (row.status === "failed" && row.provider === "whatsapp-cloud") return true;
  if (row.provider === "sandbox") {
    const send = sandboxRows.get(row.id);
    if (!send) return true;
    return row.providerMessageId !== send.providerMessageId && !failedBeforeRecorded.includes(row);
  }
  const sends = cloudSends.get(row.id);
  return !sends || sends[0] !== row.providerMessageId;
});
problem(
  "messages do not carry the id of their one provider send",
  sendMismatch.map((row) => [row.id, row.provider, row.providerMessageId]),
);
const unknownSends = [...cloudSends.keys()].filter((id) => !byId.has(id));
problem("Graph API sends name no stored message", unknownSends);
const repeatRequests = stored.sandboxSends.reduce((sum, row) => sum + row.requests - 1, 0);

// Webhooks: every event delivered at least once, one body per webhook-id, every status announced.
const recordedEvents = new Map(stored.webhookEvents.map((row) => [row.id, row]));
problem(
  "webhook events never arrived",
  stored.webhookEvents.filter((row) => !endpoint.events.has(row.id)).map((row) => row.id),
);
problem(
  "webhook events are not marked delivered",
  stored.webhookEvents.filter((row) => row.state !== "delivered").map((row) => [row.id, row.state]),
);
const received = [...endpoint.events.values()];
problem(
  "webhook-ids arrived with more than one body",
  received.filter((event) => event.bodies.size > 1).map((event) => event.id),
);
problem(
  "webhook-ids arrived with another body than the one stored",
  received
    .filter((event) => recordedEvents.has(event.id))
    .filter((event) => !event.bodies.has(recordedEvents.get(event.id)!.body))
    .map((event) => event.id),
);
problem(
  "webhooks arrived that no event was recorded for",
  received.filter((event) => !recordedEvents.has(event.id)).map((event) => event.id),
);
problem("webhook deliveries did not verify", endpoint.rejected);
const announced = new Set(
  received
    .filter((event) => event.payload.type === "message.status")
    .map((event) => `${event.payload.data.message_id}:${event.payload.data.status}`),
);
problem(
  "recorded status changes were never announced by a webhook",
  stored.statusEvents
    .filter((event) => !announced.has(`${event.messageId}:${event.status}`))
    .map((event) => `${event.messageId}:${event.status}`),
);
problem("answers were unexpected", counts.unexpected);
if (!drained) problems.push(`the pipeline did not drain: ${lastState}`);

const acceptedRows = [...accepted.keys()].map((id) => byId.get(id)).filter((row) => row);
const ofStatus = (status: string) => acceptedRows.filter((row) => row!.status === status).length;
const acceptedBy = (provider: ProviderName) =>
  [...accepted.values()].filter((item) => item.business.provider === provider).length;
const deliveries = received.reduce((sum, event) => sum + event.deliveries, 0);
const seconds = ((Date.now() - started) / 1000).toFixed(1);

for (const line of problems) console.error(`FAILED: ${line}`);
if (problems.length) console.error(`server warnings and errors: ${logFile}`);
else rmSync(logDir, { recursive: true, force: true });
console.log(
  [
    `messaging-kill-cycle (${kind}): ${cycles} cycles, ${accepted.size} accepted (sandbox ${acceptedBy("sandbox")}, whatsapp-cloud ${acceptedBy("whatsapp-cloud")}; ${counts.retried} retries of unanswered requests, ${counts.replayed} answered from their Idempotency-Key; ${counts.refused} refused by the per-key limits), ${stored.messages.length} stored`,
    `  terminal: ${acceptedRows.length - notTerminal.length}/${accepted.size} accepted (read ${ofStatus("read")}, delivered ${ofStatus("delivered")}, failed ${ofStatus("failed")}); ${lost.length} lost, ${storedTwice.length} stored twice, ${twoEndings.length} with two endings, ${misreported.length} misreported by /v1`,
    `  provider sends: sandbox ${stored.sandboxSends.length} (${repeatRequests} repeated requests after a crash, answered with the first send's id; ${failedBeforeRecorded.length} failed by the sandbox before the send's answer was recorded), Graph API ${graph.sends.length} for ${cloudSends.size} messages; duplicates=${sentTwice.length}`,
    `  webhooks: ${deliveries} received / ${received.length} unique (${stored.webhookEvents.length} recorded; ${endpoint.refusedFirstAttempts()} first deliveries refused on purpose), ${endpoint.rejected.length} failed verification`,
    `  ${drained ? `drained in ${drainSeconds.toFixed(1)} s` : "not drained"}, ${seconds} s in all`,
  ].join("\n"),
);
process.exit(problems.length === 0 && accepted.size > 0 ? 0 : 1);
