import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig, type AppConfig } from "../config.ts";
import type { Admin, PrismaClient } from "@aizapy/db";
import type { Logger } from "@aizapy/contracts";
import { createHttpServer } from "../http/listen.ts";
import { createServer } from "../server.ts";
import type { Services } from "@aizapy/services";
import { hashPassword } from "@aizapy/services";
import { UNREACHABLE_GRAPH_URL } from "./fake-graph-api.ts";
import { createTestDatabase, type TestDatabase } from "@aizapy/db/testing";

export interface GraphQLResponse<Data = Record<string, unknown>> {
  status: number;
  data?: Data | null;
  errors?: {
    message: string;
    path?: string[];
    extensions?: {
      code?: string;
      fieldErrors?: { path: string; message: string }[];
      retryAfterSeconds?: number;
      requestId?: string;
    };
  }[];
}

export interface TestServer {
  baseUrl: string;
  config: AppConfig;
  database: TestDatabase;
  prisma: PrismaClient;
  /** The server's service layer, for suites that drive the platform's parts directly. */
  services: Services;
  /** Lines the server logged, for assertions about what operators see. */
  logged: { level: string; message: string; fields?: Record<string, unknown> }[];
  graphql<Data = Record<string, unknown>>(
    query: string,
    options?: {
      variables?: Record<string, unknown>;
      token?: string;
      headers?: Record<string, string>;
    },
  ): Promise<GraphQLResponse<Data>>;
  close(): Promise<void>;
}

export const TEST_ADMIN = { username: "admin", password: "correct horse battery" } as const;

/** A test server's configuration: NODE_ENV=test, and the Graph API on this machine. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: "test", WHATSAPP_GRAPH_URL: UNREACHABLE_GRAPH_URL, ...env });
}

/** The whole product's request handler on an ephemeral port, over a fresh test database. */
export async function startTestServer(
  env: Record<string, string> = {},
  serverOptions: Pick<Parameters<typeof createServer>[0], "clock" | "workers"> & {
    /** Another server's database, to run as a second process on it (the caller destroys it). */
    database?: TestDatabase;
  } = {},
): Promise<TestServer> {
  const { database: shared, ...createOptions } = serverOptions;
  const database = shared ?? (await createTestDatabase());
  // Uploaded media go to a folder of the server's own, never the developer's ./data.
  const mediaDir = await mkdtemp(path.join(tmpdir(), "aizapy-media-"));
  // Tests point webhooks at local receivers.
  const config = testConfig({
    ALLOW_PRIVATE_WEBHOOK_TARGETS: "true",
    MEDIA_DIR: mediaDir,
    ...env,
  });
  const logged: TestServer["logged"] = [];
  const log: Logger = {
    info: (message, fields) => logged.push({ level: "info", message, fields }),
    warn: (message, fields) => logged.push({ level: "warn", message, fields }),
    error: (message, fields) => logged.push({ level: "error", message, fields }),
  };
  const { handler, services, stop } = await createServer({
    config,
    database,
    log,
    ...createOptions,
  });
  const server = createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    config,
    database,
    prisma: database.prisma,
    services,
    logged,
    async graphql(query, options = {}) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: JSON.stringify({ query, variables: options.variables }),
      });
      return { status: response.status, ...((await response.json()) as object) };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      if (!shared) await database.destroy();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export async function createAdmin(
  prisma: PrismaClient,
  username: string = TEST_ADMIN.username,
  password: string = TEST_ADMIN.password,
): Promise<Admin> {
  return prisma.admin.create({ data: { username, password: await hashPassword(password) } });
}

export const LOGIN = /* GraphQL */ `
  mutation Login($input: AdminLoginInput!) {
    adminLogin(input: $input) {
      token
      expiresAt
      admin {
        id
        username
        role
        createdAt
      }
    }
  }
`;

/** Signs in through the API and returns the bearer token. */
export async function signIn(
  server: TestServer,
  credentials: { username: string; password: string } = TEST_ADMIN,
): Promise<string> {
  const result = await server.graphql<{ adminLogin: { token: string } }>(LOGIN, {
    variables: { input: credentials },
  });
  if (!result.data?.adminLogin) throw new Error(`sign-in failed: ${JSON.stringify(result.errors)}`);
  return result.data.adminLogin.token;
}

/** A test server with the test admin signed in: what most resolver suites start from. */
export async function startTestServerWithAdmin(
  env: Record<string, string> = {},
  serverOptions: Parameters<typeof startTestServer>[1] = {},
): Promise<{ server: TestServer; admin: Admin; token: string }> {
  const server = await startTestServer(env, serverOptions);
  const admin = await createAdmin(server.prisma);
  return { server, admin, token: await signIn(server) };
}
