import type { RequestListener } from "node:http";
import { isDatabaseUnavailable } from "@aizapy/db";
import { graphqlApi } from "@aizapy/graphql-server";
import { deleteFullBuckets, v1Api, v1MediaRoutes, whatsAppWebhook } from "@aizapy/messaging";
import { restCompat } from "@aizapy/rest-compat";
import type { Services } from "@aizapy/services";
import { composeServices, type ComposeOptions } from "./compose-services.ts";
import { callerOf, createHttpApp, defaultStorybookDir, defaultWebDistDir } from "./http/app.ts";
import { mountWebApp } from "./http/web-app.ts";

/** How often expired rows are cleared away and the embedded database tidied up. */
const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

export interface ProductServer {
  handler: RequestListener;
  services: Services;
  stop(): Promise<void>;
}

/** Builds the product's request handler: GraphQL, REST, /v1, health checks, web app, Storybook. */
export async function createServer(
  options: ComposeOptions & {
    /** Whether this process runs the delivery workers (tests of the API alone leave them off). */
    workers?: boolean;
  },
): Promise<ProductServer> {
  const { config, database, log } = options;
  const { queue, platform, engagement, services } = composeServices(options);
  const { app, handler, answerUnroutable } = createHttpApp({ config, database, log });
  await app.register(graphqlApi, {
    services,
    log,
    callerOf,
    isProduction: config.isProduction,
  });
  await app.register(restCompat, { prefix: "/api", services, callerOf });
  await app.register(v1Api, {
    prefix: "/v1",
    ctx: platform.ctx,
    authenticator: platform.authenticator,
    clientAddress: (request) => callerOf(request).clientAddress,
    isDatabaseUnavailable,
    inMaintenance: async () => (await services.settings.public()).maintenanceMode,
    openApiDocument: platform.openApiDocument,
    extensions: [
      ...engagement.v1Routes,
      v1MediaRoutes({ ctx: platform.ctx, mediaDir: config.mediaDir }),
    ],
  });
  await app.register(whatsAppWebhook, {
    prefix: "/webhooks/whatsapp",
    ctx: platform.ctx,
    verifyToken: config.messaging.verifyToken,
    clientAddress: (request) => callerOf(request).clientAddress,
  });
  answerUnroutable(
    await mountWebApp(app, {
      distDir: defaultWebDistDir(config),
      storybookDir: defaultStorybookDir(config),
      dashboardUrl: config.dashboardUrl,
    }),
  );
  await app.ready();
  await queue.start();
  await platform.start({ workers: options.workers ?? true });
  await engagement.inboxEvents.start();
  if (options.workers ?? true) {
    await services.mail.start();
    await engagement.start();
  }
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
      await engagement.inboxEvents.stop();
      await platform.stop();
      await queue.stop();
      await app.close();
    },
  };
}
