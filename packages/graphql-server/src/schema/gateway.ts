import { ApolloServer } from "@apollo/server";
import { fastifyApolloHandler } from "@as-integrations/fastify";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppConfig } from "../config.ts";
import { readBearerToken, type RequestContext } from "../context.ts";
import type { Logger } from "../logger.ts";
import type { Caller, Services } from "../services/services.ts";
import { buildAppSchema } from "./build-schema.ts";
import { formatGraphQLError } from "./format-error.ts";
import {
  MAX_ALIASES,
  MAX_QUERY_COST,
  MAX_QUERY_DEPTH,
  MAX_TOKENS,
  maxAliasesRule,
  maxCostRule,
  maxDepthRule,
} from "./limits.ts";
import { unexpectedErrorLogging } from "./plugins.ts";

export interface GraphQLGatewayOptions {
  config: AppConfig;
  services: Services;
  log: Logger;
  callerOf(request: FastifyRequest): Caller;
}

/** Mounts the Apollo GraphQL endpoint at /graphql; resolves to a function that stops Apollo. */
export async function mountGraphQL(
  app: FastifyInstance,
  { config, services, log, callerOf }: GraphQLGatewayOptions,
): Promise<() => Promise<void>> {
  const apollo = new ApolloServer<RequestContext>({
    schema: await buildAppSchema(),
    introspection: !config.isProduction,
    // Also turns off "Did you mean …?" suggestions, which would leak the schema.
    hideSchemaDetailsFromClientErrors: config.isProduction,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: [
      maxDepthRule(MAX_QUERY_DEPTH),
      maxAliasesRule(MAX_ALIASES),
      maxCostRule(MAX_QUERY_COST),
    ],
    formatError: formatGraphQLError,
    plugins: [unexpectedErrorLogging],
  });
  await apollo.start();

  const handler = fastifyApolloHandler(apollo, {
    context: async (request) => ({
      services,
      log,
      caller: callerOf(request),
      bearerToken: readBearerToken(request.headers.authorization),
    }),
  });
  app.route({ method: ["GET", "POST", "OPTIONS"], url: "/graphql", handler });
  return () => apollo.stop();
}
