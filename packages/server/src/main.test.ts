import { mkdtempSync } from "node:fs";
import { createServer, Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readMigrations } from "@aizapy/db";
import { sealSecret } from "@aizapy/messaging";
import {
  postgresDatabaseUrl,
  createEmptyTestDatabase,
  createTestDatabase,
  testDatabaseKind,
} from "@aizapy/db/testing";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from "./test-support/server-process.ts";

const running: ServerProcess[] = [];
async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  running.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map(stopServerProcess));
});

async function graphql(
  server: ServerProcess,
  query: string,
  token?: string,
): Promise<{ data?: unknown; errors?: unknown }> {
  const response = await fetch(`${server.baseUrl}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return response.json() as Promise<{ data?: unknown; errors?: unknown }>;
}

const freshDataDir = () => mkdtempSync(path.join(os.tmpdir(), "aizapy-data-"));
const admin = { ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "a-strong-password" };

/** A configuration error: exit code 1 and exactly one line on stderr, no stack trace. */
async function expectOneLineFailure(
  server: ServerProcess,
  expected: string | RegExp,
): Promise<void> {
  expect(await server.exited).toBe(1);
  const { stderr } = server.output();
  expect(stderr.trimEnd().split("\n")).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(stderr).toMatch(expected);
}

const SEALED_WITH = "the-secret-the-keys-were-sealed-with!";
const WRONG_APP_SECRET =
  /^aizapy: APP_SECRET cannot open the stored API keys: they were sealed with a different APP_SECRET/;

// Each test starts whole server processes, some twice: a fresh embedded database with its
// migrations and job queue takes several seconds on a loaded 2-core machine.
const PROCESS_TEST_TIMEOUT = { timeout: 90_000 };

describe.runIf(testDatabaseKind() === "pglite")(
  "the server on the embedded database",
  PROCESS_TEST_TIMEOUT,
  () => {
    it("answers the health check and keeps its data across a restart", async () => {
      const dataDir = freshDataDir();
      const first = await start({ DATA_DIR: dataDir });
      await waitUntilHealthy(first);
      expect(await (await fetch(`${first.baseUrl}/healthz`)).json()).toEqual({ status: "ok" });
      const banner = first.output().stdout;
      expect(banner).toContain("No admin existed, so one was created");
      const password = /password: (\S+)/.exec(banner)![1]!;
      const submitted = await graphql(
        first,
        `
          mutation {
            submitContactMessage(
              input: {
                name: "Asha"
                email: "asha@example.in"
                subject: "Still there?"
                message: "Please keep this message safe."
              }
            ) {
              id
            }
          }
        `,
      );
      expect(await stopServerProcess(first)).toBe(0);
      expect(first.output().stdout).toContain("stopped");

      const second = await start({ DATA_DIR: dataDir });
      await waitUntilHealthy(second);
      // The admin created by the first run is still there, so no new one is announced…
      expect(second.output().stdout).not.toContain("No admin existed");
      expect(second.output().stdout).not.toContain("applied migration");
      // …and so is the message, readable with the first run's password.
      const login = await graphql(
        second,
        `mutation { adminLogin(input: { username: "admin", password: "${password}" }) { token } }`,
      );
      const token = (login.data as { adminLogin: { token: string } }).adminLogin.token;
      const messages = await graphql(
        second,
        `
          {
            contactMessages {
              id
              subject
            }
          }
        `,
        token,
      );
      expect(messages.data).toEqual({
        contactMessages: [
          {
            id: (submitted.data as { submitContactMessage: { id: string } }).submitContactMessage
              .id,
            subject: "Still there?",
          },
        ],
      });
    });

    it("creates the first admin from ADMIN_USERNAME without printing a password", async () => {
      const server = await start({ DATA_DIR: freshDataDir(), ...admin });
      await waitUntilHealthy(server);
      expect(server.output().stdout).toContain(
        "created the first admin 'admin' from ADMIN_USERNAME",
      );
      expect(server.output().stdout + server.output().stderr).not.toContain(admin.ADMIN_PASSWORD);
    });

    it("refuses a second process on the same data directory", async () => {
      const dataDir = freshDataDir();
      const first = await start({ DATA_DIR: dataDir, ...admin });
      await waitUntilHealthy(first);
      const second = await start({ DATA_DIR: dataDir, ...admin });
      await expectOneLineFailure(
        second,
        `aizapy: DATA_DIR ${dataDir} is in use by another Ai Zapy process (pid ${first.child.pid}`,
      );
      expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);
    });

    it("finishes a request already in flight when told to stop", async () => {
      const server = await start({ DATA_DIR: freshDataDir(), ...admin });
      await waitUntilHealthy(server);
      const body = JSON.stringify({ query: "{ publicSettings { maintenanceMode } }" });
      const socket = new Socket();
      const response = new Promise<string>((resolve) => {
        let text = "";
        socket.on("data", (chunk) => (text += chunk));
        socket.on("close", () => resolve(text));
      });
      await new Promise<void>((resolve) => socket.connect(server.port, "127.0.0.1", resolve));
      socket.write(
        `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.write(body.slice(10));
      const answer = await response;
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(answer).toContain('{"data":{"publicSettings":{"maintenanceMode":false}}}');
      expect(await server.exited).toBe(0);
    });

    it("stops with one clear line when the port is taken", async () => {
      const blocker = createServer().listen(0);
      await new Promise((resolve) => blocker.once("listening", resolve));
      const { port } = blocker.address() as { port: number };
      try {
        const server = await start({ DATA_DIR: freshDataDir(), PORT: String(port), ...admin });
        await expectOneLineFailure(server, `aizapy: Port ${port} is already in use`);
      } finally {
        blocker.close();
      }
    });

    it("stops with one clear line when DATA_DIR cannot be written", async () => {
      const server = await start({ DATA_DIR: "/proc/aizapy-data" });
      await expectOneLineFailure(
        server,
        "aizapy: DATA_DIR /proc/aizapy-data is not a writable directory",
      );
    });

    it("stops with one clear line on a malformed setting", async () => {
      const server = await start({ DATA_DIR: freshDataDir(), PORT: "eighty" });
      await expectOneLineFailure(
        server,
        'aizapy: Invalid configuration: PORT must be a whole number (got "eighty")',
      );
    });

    it("refuses to restart with an APP_SECRET that cannot open the keys it stored", async () => {
      const dataDir = freshDataDir();
      const first = await start({ DATA_DIR: dataDir, APP_SECRET: SEALED_WITH, ...admin });
      await waitUntilHealthy(first);
      const api = (path: string, body: unknown, token?: string) =>
        fetch(`${first.baseUrl}/api${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        }).then((response) => response.json() as Promise<{ id: string; token: string }>);
      const { token } = await api("/admin/login", {
        username: admin.ADMIN_USERNAME,
        password: admin.ADMIN_PASSWORD,
      });
      const business = await api(
        "/admin/businesses",
        { name: "Spice Route", whatsappNumber: "9876543210" },
        token,
      );
      await api(
        "/admin/api-configs",
        { businessId: business.id, provider: "sandbox", apiKey: "EAAG-sandbox-key-1234" },
        token,
      );
      expect(await stopServerProcess(first)).toBe(0);

      const wrong = await start({
        DATA_DIR: dataDir,
        APP_SECRET: "a-different-secret-of-32-characters",
      });
      await expectOneLineFailure(wrong, WRONG_APP_SECRET);
    });

    it("refuses to run in production without APP_SECRET", async () => {
      const server = await start({ DATA_DIR: freshDataDir(), NODE_ENV: "production" });
      await expectOneLineFailure(server, "APP_SECRET is required when NODE_ENV=production");
    });
  },
);

describe.runIf(testDatabaseKind() === "postgres")(
  "the server on PostgreSQL",
  PROCESS_TEST_TIMEOUT,
  () => {
    it("refuses to start with an APP_SECRET that cannot open the stored keys, and starts with the right one", async () => {
      const database = await createTestDatabase();
      try {
        const business = await database.prisma.business.create({
          data: { name: "Spice Route", whatsappNumber: "+919876543210" },
        });
        await database.prisma.apiConfig.create({
          data: {
            businessId: business.id,
            provider: "sandbox",
            apiKey: sealSecret("EAAG-sandbox-key-1234", SEALED_WITH),
          },
        });
        const env = { DATABASE_URL: postgresDatabaseUrl(database.name!), ...admin };
        const wrong = await start({ ...env, APP_SECRET: "a-different-secret-of-32-characters" });
        await expectOneLineFailure(wrong, WRONG_APP_SECRET);
        const right = await start({ ...env, APP_SECRET: SEALED_WITH });
        await waitUntilHealthy(right);
      } finally {
        await Promise.all(running.splice(0).map(stopServerProcess));
        await database.destroy();
      }
    });

    it("stops with one clear line when the database cannot be reached", async () => {
      const server = await start({ DATABASE_URL: "postgresql://postgres@127.0.0.1:1/aizapy" });
      await expectOneLineFailure(
        server,
        /^aizapy: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/aizapy: .*ECONNREFUSED/,
      );
    });

    it("lets two processes start together on a new database: migrations and first admin happen once", async () => {
      const database = await createEmptyTestDatabase();
      try {
        const env = { DATABASE_URL: postgresDatabaseUrl(database.name!), ...admin };
        const [a, b] = await Promise.all([start(env), start(env)]);
        await Promise.all([waitUntilHealthy(a!), waitUntilHealthy(b!)]);
        expect(await database.prisma.admin.count()).toBe(1);
        const migrations = await database.prisma.$queryRawUnsafe<unknown[]>(
          `SELECT 1 FROM "_prisma_migrations"`,
        );
        expect(migrations).toHaveLength(readMigrations().length);
        const announcements = [a!, b!].filter((s) =>
          s.output().stdout.includes("created the first admin"),
        );
        expect(announcements).toHaveLength(1);
      } finally {
        await Promise.all(running.splice(0).map(stopServerProcess));
        await database.destroy();
      }
    });
  },
);
