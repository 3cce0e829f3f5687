// Against the built product (`pnpm build`), as operators run it, on this project's database:
// hostile input over real HTTP, and the memory attack of unique large GraphQL documents from 16
// connections, anonymous and signed in, while the server must keep answering and stay bounded.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from "../../packages/server/src/test-support/server-process.ts";
import {
  createTestDatabase,
  postgresDatabaseUrl,
  testDatabaseKind,
  type TestDatabase,
} from "../../packages/db/src/testing/test-database.ts";
import { recordCounts, releaseProfile } from "./counts.ts";
import { hostileObject, hostileText, leaksInternals, RUNS, webAppFixture } from "./hostile.ts";

const ADMIN = { username: "admin", password: "built-server-password" };
/** How long each phase of the memory attack lasts. */
const ATTACK_PHASE_MS = releaseProfile ? 30_000 : 7_500;
const ATTACK_CONNECTIONS = 16;
const MAX_GROWTH_MB = 100;

let server: ServerProcess;
let database: TestDatabase | undefined;
let token: string;
let requests = 0;
let peakRssMb = 0;

beforeAll(async () => {
  const env: Record<string, string> = {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST_DIR: webAppFixture(),
  };
  if (testDatabaseKind() === "postgres") {
    database = await createTestDatabase();
    env.DATABASE_URL = postgresDatabaseUrl(database.name!);
  } else {
    env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "aizapy-built-"));
  }
  server = await startServerProcess(env, { entry: "build" });
  await waitUntilHealthy(server, 60_000);
  const login = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  token = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  recordCounts({
    suite: "built server (real HTTP, memory attack)",
    properties: 1,
    runs: RUNS,
    requests,
    peakRssMb,
  });
  if (server) await stopServerProcess(server);
  await database?.destroy();
});

/** The server process's resident memory, from the kernel. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

describe("hostile input over real HTTP", () => {
  it(`answers ${RUNS} hostile requests to paths of the served OpenAPI document cleanly`, async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { example?: Record<string, unknown> }> } }
        >
      >;
    };
    const operations = Object.entries(document.paths).flatMap(([p, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        path: p,
        method,
        example: operation.requestBody?.content["application/json"]?.example ?? {},
      })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations).chain((operation) =>
          fc.record({
            operation: fc.constant(operation),
            parameter: hostileText.map((text) => encodeURIComponent(text.toWellFormed())),
            body: hostileObject(operation.example),
            signedIn: fc.boolean(),
          }),
        ),
        async ({ operation, parameter, body, signedIn }) => {
          requests++;
          const response = await fetch(
            `${server.baseUrl}${operation.path.replace(/\{\w+\}/g, parameter)}`,
            {
              method: operation.method.toUpperCase(),
              headers: {
                "content-type": "application/json",
                ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
              },
              ...(operation.method === "get" || operation.method === "delete"
                ? {}
                : { body: JSON.stringify(body) ?? "null" }),
            },
          );
          const text = await response.text();
          const what = `${operation.method.toUpperCase()} ${operation.path}: ${response.status} ${text.slice(0, 200)}`;
          expect(response.status, what).toBeLessThan(500);
          expect(leaksInternals(text), what).toBe(false);
          if (response.status >= 400) expect(() => JSON.parse(text), what).not.toThrow();
          // A probe that signed out must not end the suite's session.
          if (signedIn && operation.path.endsWith("/logout") && response.status < 300) {
            const login = await fetch(`${server.baseUrl}/api/admin/login`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(ADMIN),
            });
            token = ((await login.json()) as { token: string }).token;
          }
          // A probe that switched maintenance on would close the workspace's paths probed after
          // it (503, as it should): the switches are put back.
          if (signedIn && operation.path === "/api/admin/settings" && response.status < 300) {
            const restored = await fetch(`${server.baseUrl}/api/admin/settings`, {
              method: "PUT",
              headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
              body: JSON.stringify({
                maintenanceMode: false,
                signupEnabled: true,
                allowedOrigins: [],
              }),
            });
            expect(restored.status).toBe(200);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe("unique large GraphQL documents from 16 connections", () => {
  it("keep memory bounded and the server answering, anonymous and signed in", async () => {
    const pid = server.child.pid!;
    const padding = "x".repeat(60 * 1024);
    let unique = 0;
    const attack = async (signedIn: boolean, until: number, statuses: Map<number, number>) => {
      while (Date.now() < until) {
        const query = `{ __typename } # ${unique++} ${padding}`;
        // A third also try to register the document as a persisted query.
        const persisted =
          unique % 3 === 0
            ? {
                extensions: {
                  persistedQuery: {
                    version: 1,
                    sha256Hash: createHash("sha256").update(query).digest("hex"),
                  },
                },
              }
            : {};
        requests++;
        try {
          const response = await fetch(`${server.baseUrl}/graphql`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify({ query, ...persisted }),
          });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        } catch {
          statuses.set(0, (statuses.get(0) ?? 0) + 1);
        }
      }
    };

    // Warm up (the first documents fill the bounded cache), then take the baseline.
    await Promise.all(
      Array.from({ length: ATTACK_CONNECTIONS }, () => attack(true, Date.now() + 1_500, new Map())),
    );
    const baseline = rssMb(pid);
    let peak = baseline;
    const slowestHealthMs: number[] = [];
    const failures: string[] = [];

    for (const signedIn of [false, true]) {
      const statuses = new Map<number, number>();
      const until = Date.now() + ATTACK_PHASE_MS;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
      const health = (async () => {
        while (Date.now() < until) {
          const began = performance.now();
          try {
            const response = await fetch(`${server.baseUrl}/healthz`, {
              signal: AbortSignal.timeout(3_000),
            });
            if (!response.ok) failures.push(`healthz ${response.status}`);
          } catch (error) {
            failures.push(`healthz ${(error as Error).name}`);
          }
          slowestHealthMs.push(performance.now() - began);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();
      await Promise.all([
        health,
        ...Array.from({ length: ATTACK_CONNECTIONS }, () => attack(signedIn, until, statuses)),
      ]);
      clearInterval(sampler);
      const answered = [...statuses.entries()];
      expect(
        answered.filter(([status]) => status === 0 || status >= 500),
        `${signedIn ? "signed in" : "anonymous"}: ${JSON.stringify(answered)}`,
      ).toEqual([]);
      expect(answered.reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThan(50);
    }
    peakRssMb = Math.max(peakRssMb, peak);
    console.log(
      `memory attack: RSS ${baseline.toFixed(0)} MB after warm-up, peak ${peak.toFixed(0)} MB; slowest health check ${Math.max(...slowestHealthMs).toFixed(0)} ms`,
    );
    expect(failures).toEqual([]);
    expect(peak - baseline).toBeLessThan(MAX_GROWTH_MB);
  });
});
