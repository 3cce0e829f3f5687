import { createServer as createTcpServer, Socket, type AddressInfo, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type Database } from "@aizapy/db";
import { createServer } from "../server.ts";
import { createAdmin, signIn, TEST_ADMIN, testConfig } from "../test-support/test-server.ts";
import { createTestDatabase, postgresDatabaseUrl, type TestDatabase } from "@aizapy/db/testing";
import type { TestServer } from "../test-support/test-server.ts";
import { createHttpServer } from "./listen.ts";

/** A TCP relay in front of PostgreSQL that can be cut and restored, like a network outage. */
async function startRelay(targetPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve();
      server = createTcpServer((client) => {
        const upstream = new Socket();
        upstream.connect(targetPort, "127.0.0.1");
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => undefined);
          socket.on("close", () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  let port = 0;
  await new Promise<void>((resolve) => {
    const probe = createTcpServer().listen(0, "127.0.0.1", () => {
      port = (probe.address() as AddressInfo).port;
      probe.close(() => resolve());
    });
  });
  await open();
  return {
    port,
    cut: async () => {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: open,
  };
}

describe.runIf(process.env.TEST_DATABASE === "postgres")(
  "while the database is unreachable",
  () => {
    let target: TestDatabase;
    let database: Database;
    let relay: Awaited<ReturnType<typeof startRelay>>;
    let baseUrl: string;
    let token: string;
    let close: () => Promise<void>;

    beforeAll(async () => {
      target = await createTestDatabase();
      relay = await startRelay(5432);
      const url = new URL(postgresDatabaseUrl(target.name!));
      url.port = String(relay.port);
      database = await openPostgres(url.toString());
      const config = testConfig({ DATABASE_URL: url.toString() });
      const { handler, stop } = await createServer({
        config,
        database,
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      });
      const http = createHttpServer(handler);
      await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
      baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      await createAdmin(target.prisma);
      token = await signIn({ graphql: graphqlAt(baseUrl) } as unknown as TestServer, TEST_ADMIN);
      close = async () => {
        http.closeAllConnections();
        await new Promise<void>((resolve) => http.close(() => resolve()));
        await stop();
        await database.close();
      };
    });
    afterAll(async () => {
      await relay.restore().catch(() => undefined);
      await close();
      await target.destroy();
    });

    it("answers 503 with Retry-After on REST and GraphQL, and recovers without a restart", async () => {
      await relay.cut();
      // Past the session cache's life, so the session check itself needs the database.
      await new Promise((resolve) => setTimeout(resolve, 1_100));

      const rest = await fetch(`${baseUrl}/api/admin/contact-messages`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(rest.status).toBe(503);
      expect(rest.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await rest.json()).toEqual({
        message: "The service is briefly unavailable. Please try again in a few seconds.",
      });

      const contact = await fetch(`${baseUrl}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Asha",
          email: "asha@example.in",
          subject: "Hello there",
          message: "Is anyone reading this today?",
        }),
      });
      expect(contact.status).toBe(503);

      const graphql = await graphqlAt(baseUrl)(
        "query PublicSettings { publicSettings { maintenanceMode } }",
      );
      expect(graphql.status).toBe(503);
      expect(graphql.errors?.[0]?.extensions?.code).toBe("SERVICE_UNAVAILABLE");

      // The messaging API answers in its own error shape.
      const someKey = `azk_${"Q".repeat(40)}`;
      const v1 = await fetch(`${baseUrl}/v1/messages/${crypto.randomUUID()}/status`, {
        headers: { authorization: `Bearer ${someKey}` },
      });
      expect(v1.status).toBe(503);
      expect(v1.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await v1.json()) as { error: { code: string } }).error.code).toBe(
        "service_unavailable",
      );

      expect((await fetch(`${baseUrl}/readyz`)).status).toBe(503);
      expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);

      await relay.restore();
      await expect
        .poll(async () => (await fetch(`${baseUrl}/readyz`)).status, { timeout: 10_000 })
        .toBe(200);
      const after = await fetch(`${baseUrl}/api/admin/contact-messages`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.status).toBe(200);
      const v1After = await fetch(`${baseUrl}/v1/messages/${crypto.randomUUID()}/status`, {
        headers: { authorization: `Bearer ${`azk_${"Q".repeat(40)}`}` },
      });
      expect(v1After.status).toBe(401);
    });
  },
);

function graphqlAt(baseUrl: string) {
  return async (
    query: string,
    options: { variables?: Record<string, unknown>; token?: string } = {},
  ) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ query, variables: options.variables }),
    });
    return {
      status: response.status,
      ...((await response.json()) as {
        data?: Record<string, unknown>;
        errors?: { extensions?: { code?: string } }[];
      }),
    };
  };
}
