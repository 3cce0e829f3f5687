import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "../../packages/contracts/src/logger.ts";
import { createServer } from "../../packages/server/src/server.ts";
import {
  createTestDatabase,
  type TestDatabase,
} from "../../packages/db/src/testing/test-database.ts";
import { testConfig } from "../../packages/server/src/test-support/test-server.ts";

// Fastify's own request injection (light-my-request, which Fastify depends on): requests go
// through the product's whole request handler without a socket, so properties can send tens of
// thousands of them in the time real HTTP takes for a few thousand.
const serverPackage = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../packages/server/package.json",
);
const fromFastify = createRequire(createRequire(serverPackage).resolve("fastify"));
const inject = fromFastify("light-my-request") as (
  dispatch: unknown,
  options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string;
    remoteAddress?: string;
  },
) => Promise<{ statusCode: number; payload: string; headers: Record<string, unknown> }>;

export interface Answer {
  status: number;
  text: string;
}

export interface InProcessProduct {
  database: TestDatabase;
  request(options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    body?: string;
    /** The caller's address (127.0.0.1 unless given). */
    from?: string;
  }): Promise<Answer>;
  /** Lines logged at error level: a client's mistake must never be one. */
  errors: string[];
  close(): Promise<void>;
}

/** The whole product (GraphQL, REST, web app) over a fresh test database, without a socket. */
export async function startInProcessProduct(
  env: Record<string, string> = {},
  options: Pick<Parameters<typeof createServer>[0], "delay" | "clock" | "workers"> = {},
): Promise<InProcessProduct> {
  const database = await createTestDatabase();
  const config = testConfig(env);
  const errors: string[] = [];
  const log: Logger = {
    info: () => undefined,
    warn: () => undefined,
    error: (message, fields) => errors.push(`${message} ${JSON.stringify(fields ?? {})}`),
  };
  const { handler, stop } = await createServer({ config, database, log, ...options });
  return {
    database,
    errors,
    async request({ method, url, headers, body, from }) {
      const response = await inject(handler, {
        method,
        url,
        headers: headers ?? {},
        ...(body !== undefined ? { payload: body } : {}),
        remoteAddress: from ?? "127.0.0.1",
      });
      return { status: response.statusCode, text: response.payload };
    },
    async close() {
      await stop();
      await database.destroy();
    },
  };
}
