// Fault suite: acknowledged contact messages must survive the server being killed mid-write.
// Each cycle starts the built server on the same database, sends enquiries from several clients
// at once, kills the process (SIGKILL, no chance to flush) while requests are in flight, restarts
// it and checks that every enquiry answered 201 is stored exactly once.
//
//   node --import tsx tests/fault/kill-cycle.ts [--cycles 3] [--clients 4]
//     [--database pglite|postgres] [--window-ms 1500]
//
// `pnpm test` runs the bounded profile (20 cycles on each database, short write windows);
// `pnpm test:long` runs 200 on each.
import { parseArgs } from "node:util";
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
    // The kill lands at a random moment up to this long after the clients start writing.
    "window-ms": { type: "string", default: "1500" },
  },
});
const cycles = Number(values.cycles);
const clients = Number(values.clients);
const windowMs = Number(values["window-ms"]);
const admin = { username: "admin", password: "kill-cycle-password" };

const database = await prepareFaultDatabase(
  values.database === "postgres" ? "postgres" : "pglite",
  "kill-cycle",
);

const startServer = () =>
  startServerProcess(
    {
      ...database.env,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      RATE_LIMIT_CONTACT_PER_MINUTE: "10000",
    },
    { entry: "build", output: "ignore" },
  );

const killed = (server: ServerProcess) => {
  server.child.kill("SIGKILL");
  return server.exited;
};

/** Sends enquiries until told to stop; returns the ids the server acknowledged with 201. */
async function sendUntil(
  baseUrl: string,
  stop: { now: boolean },
  cycle: number,
  client: number,
): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let n = 0; !stop.now; n++) {
    try {
      const response = await fetch(`${baseUrl}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: `Cycle ${cycle} client ${client}`,
          email: "durability@example.in",
          subject: `Enquiry ${cycle}.${client}.${n}`,
          message: "This enquiry must never be lost once it has been acknowledged.",
        }),
      });
      if (response.status === 201)
        acknowledged.push(((await response.json()) as { id: string }).id);
    } catch {
      // The connection died with the server: this request was never acknowledged.
    }
  }
  return acknowledged;
}

/** What the server has stored: each enquiry's id, and how many times each subject is stored. */
async function stored(baseUrl: string): Promise<{ ids: Set<string>; duplicates: number }> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  // Every page of the list: the unpaged call answers only the newest messages.
  const messages: { id: string; subject: string }[] = [];
  let after = "";
  do {
    const page = await fetch(`${baseUrl}/api/admin/contact-messages?first=100${after}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await page.json()) as {
      messages: { id: string; subject: string }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
    messages.push(...body.messages);
    const { hasNextPage, endCursor } = body.pageInfo;
    after = hasNextPage && endCursor ? `&after=${encodeURIComponent(endCursor)}` : "";
  } while (after);
  // Every request has its own subject: one stored twice would be a write applied twice.
  const subjects = new Set(messages.map((m) => m.subject));
  return { ids: new Set(messages.map((m) => m.id)), duplicates: messages.length - subjects.size };
}

/** The server of the moment, so a failing run never leaves one behind. */
let current: ServerProcess | undefined;
process.on("exit", () => current?.child.kill("SIGKILL"));

async function startHealthyServer(): Promise<ServerProcess> {
  current = await startServer();
  await waitUntilHealthy(current, 60_000);
  return current;
}

let acknowledged: string[] = [];
let lost = 0;
let duplicates = 0;
const started = Date.now();
for (let cycle = 1; cycle <= cycles; cycle++) {
  const server = await startHealthyServer();
  const found = await stored(server.baseUrl);
  const missing = acknowledged.filter((id) => !found.ids.has(id));
  lost += missing.length;
  duplicates = Math.max(duplicates, found.duplicates);
  if (missing.length)
    console.error(
      `cycle ${cycle}: ${missing.length} acknowledged enquiries are missing after the restart`,
    );

  const stop = { now: false };
  const senders = Array.from({ length: clients }, (_, client) =>
    sendUntil(server.baseUrl, stop, cycle, client),
  );
  // Kill at a random moment while the clients are busy writing.
  await new Promise((resolve) => setTimeout(resolve, windowMs / 5 + Math.random() * windowMs));
  await killed(server);
  stop.now = true;
  const sent = (await Promise.all(senders)).flat();
  acknowledged = [...acknowledged, ...sent];
  console.log(`cycle ${cycle}/${cycles}: ${sent.length} enquiries acknowledged before SIGKILL`);
}

const server = await startHealthyServer();
const found = await stored(server.baseUrl);
lost += acknowledged.filter((id) => !found.ids.has(id)).length;
duplicates = Math.max(duplicates, found.duplicates);
await stopServerProcess(server);
await database.drop();

console.log(
  `kill-cycle (${values.database}): ${cycles} cycles, ${acknowledged.length} acknowledged enquiries, ${lost} lost, ${duplicates} stored twice, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(lost === 0 && duplicates === 0 && acknowledged.length > 0 ? 0 : 1);
