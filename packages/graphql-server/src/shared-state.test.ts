import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from "./test-support/server-process.ts";
import {
  createTestDatabase,
  postgresDatabaseUrl,
  type TestDatabase,
} from "./test-support/test-database.ts";

// Two server processes on one PostgreSQL database, as a scaled-out deployment runs: limits,
// sessions and settings live in the database, so both enforce the same ones.

const admin = { username: "admin", password: "a-strong-password" };
const enquiry = {
  name: "Asha Verma",
  email: "asha@example.in",
  subject: "Pricing question",
  message: "What does the Pro plan include for a small shop?",
};

describe.runIf(process.env.TEST_DATABASE === "postgres")("two processes on one database", () => {
  let database: TestDatabase;
  let servers: ServerProcess[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: postgresDatabaseUrl(database.name!),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      RATE_LIMIT_CONTACT_PER_MINUTE: "5",
      LOGIN_MAX_FAILURES_PER_ADDRESS: "10",
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all(servers.map((server) => waitUntilHealthy(server)));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map(stopServerProcess));
    await database.destroy();
  });

  const post = (server: ServerProcess, path: string, body: unknown, token?: string) =>
    fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  it("take exactly the contact limit from 40 concurrent submissions spread over both", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(servers[i % 2]!, "/api/contact", enquiry)),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    expect(await database.prisma.contactMessage.count()).toBe(5);
  });

  it("check exactly the per-address ceiling of failed sign-ins across both", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        post(servers[i % 2]!, "/api/admin/login", { username: `user-${i}`, password: "wrong" }),
      ),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it("end a session in both within a second of signing out in one", async () => {
    await database.prisma.rateLimitBucket.deleteMany();
    const { token } = (await (await post(servers[0]!, "/api/admin/login", admin)).json()) as {
      token: string;
    };
    const me = (server: ServerProcess) =>
      fetch(`${server.baseUrl}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me(servers[1]!)).status).toBe(200);
    expect((await post(servers[0]!, "/api/admin/logout", {}, token)).status).toBe(204);
    expect((await me(servers[0]!)).status).toBe(401);
    await sleep(1_050);
    expect((await me(servers[1]!)).status).toBe(401);
  });

  it("apply a settings change made through one in the other within a second", async () => {
    await database.prisma.rateLimitBucket.deleteMany();
    const { token } = (await (await post(servers[0]!, "/api/admin/login", admin)).json()) as {
      token: string;
    };
    const settings = { maintenanceMode: true, signupEnabled: true, allowedOrigins: [] };
    const saved = await fetch(`${servers[0]!.baseUrl}/api/admin/settings`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(settings),
    });
    expect(saved.status).toBe(200);
    expect((await post(servers[0]!, "/api/contact", enquiry)).status).toBe(503);
    await sleep(1_050);
    expect((await post(servers[1]!, "/api/contact", enquiry)).status).toBe(503);
  });
});
