import type { RequestListener } from "node:http";
import { deleteFullBuckets, v1Api, whatsAppWebhook, type Clock } from "@aizapy/messaging";
import { restCompat } from "@aizapy/rest-compat";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/open-database.ts";
import { isDatabaseUnavailable } from "./db/errors.ts";
import { callerOf, createHttpApp, defaultStorybookDir, defaultWebDistDir } from "./http/app.ts";
import { mountWebApp } from "./http/web-app.ts";
import type { Logger } from "./logger.ts";
import { mountGraphQL } from "./schema/gateway.ts";
import { createServices, type Services } from "./services/services.ts";

/** How often expired rows are cleared away and the embedded database tidied up. */
const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

export interface ProductServer {
  handler: RequestListener;
  services: Services;
  stop(): Promise<void>;
}

/** Builds the product's request handler: GraphQL, REST, health checks, web app, Storybook. */
export async function createServer(options: {
  config: AppConfig;
  database: Database;
  log: Logger;
  /** Injected by tests that must not wait for the attacked-username slowdown. */
  delay?: (ms: number) => Promise<unknown>;
  /** The messaging platform's time; tests move it by hand. */
  clock?: Clock;
  /** Whether this process runs the delivery workers (tests of the API alone leave them off). */
  workers?: boolean;
}): Promise<ProductServer> {
  const { config, database, log } = options;
  const services = createServices({
    database,
    config,
    log,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.delay ? { delay: options.delay } : {}),
  });
  const { app, handler, answerUnroutable } = createHttpApp({ config, database, log });
  const stopGraphQL = await mountGraphQL(app, { config, services, log, callerOf });
  await app.register(restCompat, { prefix: "/api", services, callerOf });
  const { platform } = services;
  await app.register(v1Api, {
    prefix: "/v1",
    ctx: platform.ctx,
    authenticator: platform.authenticator,
    clientAddress: (request) => callerOf(request).clientAddress,
    isDatabaseUnavailable,
    openApiDocument: platform.openApiDocument,
  });
  await app.register(whatsAppWebhook, {
    prefix: "/webhooks/whatsapp",
    ctx: platform.ctx,
    verifyToken: config.messaging.verifyToken,
  });
  answerUnroutable(
    await mountWebApp(app, {
      distDir: defaultWebDistDir(config),
      storybookDir: defaultStorybookDir(config),
    }),
  );
  await app.ready();
  await platform.start({ workers: options.workers ?? true });
  const housekeeping = setInterval(() => {
    deleteFullBuckets(database.sql)
      .then(() => database.maintain())
      .catch((error: unknown) =>
        log.warn("housekeeping failed; trying again later", { error: String(error) }),
      );
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  return {
    handler,
    services,
    async stop() {
      clearInterval(housekeeping);
      await platform.stop();
      await stopGraphQL();
      await app.close();
    },
  };
}
