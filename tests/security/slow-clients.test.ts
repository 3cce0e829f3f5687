// Slow and idle connections against the product's own HTTP server (listen.ts) in front of the
// whole product: a client that trickles its headers or body, or sits idle on a kept-alive
// connection, is cut on time, and while dozens of them hold sockets other clients are served at
// once. The limits are shortened here so the suite runs in seconds; listen.ts holds the real ones.
// Sockets do not depend on the database, so this runs in the PGlite project only.
import type { AddressInfo } from "node:net";
import { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer, KEEP_ALIVE_TIMEOUT_MS } from "../../packages/server/src/http/listen.ts";
import type { Logger } from "../../packages/contracts/src/logger.ts";
import { createServer } from "../../packages/server/src/server.ts";
import {
  createTestDatabase,
  type TestDatabase,
} from "../../packages/db/src/testing/test-database.ts";
import { testConfig } from "../../packages/server/src/test-support/test-server.ts";
import { recordCounts } from "./counts.ts";
import { webAppFixture } from "./hostile.ts";

const HEADERS_TIMEOUT_MS = 1_500;
const REQUEST_TIMEOUT_MS = 2_500;
// How late a cut may come: the server checks its timeouts every second, and on a loaded 2-core
// machine its timers fire up to a few seconds late. A client that is never cut still fails.
const LATENESS_ALLOWED_MS = 4_000;
let database: TestDatabase;
let http: ReturnType<typeof createHttpServer>;
let stopProduct: () => Promise<void>;
let port: number;
let requests = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const product = await createServer({
    config: testConfig({ WEB_DIST_DIR: webAppFixture() }),
    database,
    log: silent,
  });
  stopProduct = product.stop;
  http = createHttpServer(product.handler, {
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  port = (http.address() as AddressInfo).port;
});
afterAll(async () => {
  recordCounts({ suite: "slow and idle connections", requests });
  http?.closeAllConnections();
  await new Promise<void>((resolve) => http?.close(() => resolve()));
  await stopProduct?.();
  await database?.destroy();
});

/** Opens a socket, writes `start` (then `drip` every 200 ms), resolves when the server ends it. */
function heldOpen(start: string, drip?: string): { closedAfter: Promise<number>; socket: Socket } {
  const socket = new Socket();
  const began = performance.now();
  let timer: NodeJS.Timeout | undefined;
  socket.on("error", () => undefined);
  const closedAfter = new Promise<number>((resolve) =>
    socket.on("close", () => {
      clearInterval(timer);
      resolve(performance.now() - began);
    }),
  );
  socket.connect(port, "127.0.0.1", () => {
    socket.write(start);
    if (drip) timer = setInterval(() => socket.write(drip), 200);
  });
  return { closedAfter, socket };
}

async function timedRequest(): Promise<number> {
  const began = performance.now();
  requests++;
  const response = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return performance.now() - began;
}

describe.runIf(process.env.TEST_DATABASE === "pglite")("slow and idle clients", () => {
  it("are cut on time, and block nobody else meanwhile", async () => {
    const slowHeaders = Array.from({ length: 20 }, () =>
      heldOpen("GET /api/openapi.json HTTP/1.1\r\nHost: x\r\n", "X-Slow: 1\r\n"),
    );
    const slowBodies = Array.from({ length: 20 }, () =>
      heldOpen(
        "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n",
        "a",
      ),
    );
    // Others are served promptly while 40 slow sockets are held.
    const served: number[] = [];
    for (let n = 0; n < 10; n++) {
      served.push(await timedRequest());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Blocked clients would wait for the slow ones to be cut; the bound leaves room for a busy CPU.
    expect(Math.max(...served)).toBeLessThan(2_000);

    for (const elapsed of await Promise.all(slowHeaders.map((held) => held.closedAfter))) {
      expect(elapsed).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
      expect(elapsed).toBeLessThan(HEADERS_TIMEOUT_MS + LATENESS_ALLOWED_MS);
    }
    for (const elapsed of await Promise.all(slowBodies.map((held) => held.closedAfter))) {
      expect(elapsed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
      expect(elapsed).toBeLessThan(REQUEST_TIMEOUT_MS + LATENESS_ALLOWED_MS);
    }
  }, 20_000);

  it("idle on a kept-alive connection are let go after the keep-alive timeout", async () => {
    requests++;
    const idle = heldOpen("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    let answered = "";
    idle.socket.on("data", (chunk) => (answered ||= String(chunk).split("\r\n")[0]!));
    const elapsed = await Promise.race([
      idle.closedAfter,
      new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 15_000)),
    ]);
    expect(answered, "the kept-alive request was answered").toBe("HTTP/1.1 200 OK");
    idle.socket.destroy();
    expect(elapsed).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + LATENESS_ALLOWED_MS);
  }, 20_000);
});
