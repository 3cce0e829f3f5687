import type { RequestListener } from "node:http";
import { createRestRouter } from "@aizapy/rest-compat";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/open-database.ts";
import { createHttpApp } from "./http/app.ts";
import type { Logger } from "./logger.ts";
import { createGraphQLGateway } from "./schema/gateway.ts";
import { getPlatformSettings } from "./services/settings/get-platform-settings.ts";
import {
  adminLoginInputSchema,
  contactMessageInputSchema,
  platformSettingsInputSchema,
  toFieldErrors,
  updateContactMessageStatusInputSchema,
  updateCredentialsInputSchema,
} from "@aizapy/contracts";

/** Builds the product's request handler: GraphQL, REST, health check, web app, Storybook. */
export async function createServer(options: {
  config: AppConfig;
  database: Database;
  log: Logger;
}): Promise<{ handler: RequestListener; stop: () => Promise<void> }> {
  const gateway = await createGraphQLGateway(options);
  const rest = createRestRouter({
    execute: gateway.execute,
    inputSchemas: {
      contactMessage: contactMessageInputSchema,
      adminLogin: adminLoginInputSchema,
      updateCredentials: updateCredentialsInputSchema,
      contactMessageStatus: updateContactMessageStatusInputSchema,
      platformSettings: platformSettingsInputSchema,
    },
    toFieldErrors,
    allowedOrigins: async () => (await getPlatformSettings(options.database.prisma)).allowedOrigins,
  });
  const app = createHttpApp({ ...options, graphql: gateway.handler, rest });
  return { handler: app, stop: gateway.stop };
}
