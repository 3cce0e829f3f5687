// Fault suite: acknowledged contact messages must survive the server being killed mid-write.
// Each cycle starts the built server on the same embedded database, sends enquiries from several
// clients at once, kills the process (SIGKILL, no chance to flush) while requests are in flight,
// restarts it and checks that every enquiry answered 201 is stored.
//
//   node --import tsx tests/fault/kill-cycle.ts [--cycles 3] [--clients 4]
//
// CI runs the bounded profile (3 cycles); `pnpm fault:kill-cycle:long` runs 40.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from "../support/spawn-server.ts";

const { values } = parseArgs({
  options: { cycles: { type: "string", default: "3" }, clients: { type: "string", default: "4" } },
});
const cycles = Number(values.cycles);
const clients = Number(values.clients);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "aizapy-kill-cycle-"));
const admin = { username: "admin", password: "kill-cycle-password" };

const startServer = () =>
  startServerProcess(
    {
      DATA_DIR: dataDir,
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

async function storedIds(baseUrl: string): Promise<Set<string>> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  const list = await fetch(`${baseUrl}/api/admin/contact-messages`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { messages } = (await list.json()) as { messages: { id: string }[] };
  return new Set(messages.map((m) => m.id));
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
const started = Date.now();
for (let cycle = 1; cycle <= cycles; cycle++) {
  const server = await startHealthyServer();
  const stored = await storedIds(server.baseUrl);
  const missing = acknowledged.filter((id) => !stored.has(id));
  lost += missing.length;
  if (missing.length)
    console.error(
      `cycle ${cycle}: ${missing.length} acknowledged enquiries are missing after the restart`,
    );

  const stop = { now: false };
  const senders = Array.from({ length: clients }, (_, client) =>
    sendUntil(server.baseUrl, stop, cycle, client),
  );
  // Kill at a random moment while the clients are busy writing.
  await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
  await killed(server);
  stop.now = true;
  const sent = (await Promise.all(senders)).flat();
  acknowledged = [...acknowledged, ...sent];
  console.log(`cycle ${cycle}/${cycles}: ${sent.length} enquiries acknowledged before SIGKILL`);
}

const server = await startHealthyServer();
const stored = await storedIds(server.baseUrl);
lost += acknowledged.filter((id) => !stored.has(id)).length;
await stopServerProcess(server);

console.log(
  `kill-cycle: ${cycles} cycles, ${acknowledged.length} acknowledged enquiries, ${lost} lost, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(lost === 0 && acknowledged.length > 0 ? 0 : 1);
