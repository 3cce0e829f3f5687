import { ApolloServer } from "@apollo/server";
import { expressMiddleware } from "@as-integrations/express5";
import express, { type Request, type RequestHandler } from "express";
import type { ExecutionResult } from "graphql";
import type { AppConfig } from "../config.ts";
import { readBearerToken, type RequestContext } from "../context.ts";
import type { Database } from "../db/open-database.ts";
import type { Logger } from "../logger.ts";
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

/** Largest request body accepted, for GraphQL and REST alike. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface GraphQLOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLGateway {
  /** Express middleware serving the GraphQL-over-HTTP endpoint. */
  handler: RequestHandler;
  /** Runs an operation in-process through the same server (plugins, limits, error masking). */
  execute(operation: GraphQLOperation, request: Request): Promise<ExecutionResult>;
  stop(): Promise<void>;
}

/** The caller's IP (after TRUST_PROXY), with IPv4-mapped IPv6 written as plain IPv4. */
function clientAddressOf(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
}

export async function createGraphQLGateway(options: {
  config: AppConfig;
  database: Database;
  log: Logger;
}): Promise<GraphQLGateway> {
  const { config, database, log } = options;
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

  const contextFor = (req: Request): RequestContext => ({
    prisma: database.prisma,
    database,
    config,
    log,
    requestId: String(req.res?.locals.requestId ?? ""),
    clientAddress: clientAddressOf(req),
    bearerToken: readBearerToken(req.get("authorization")),
  });

  const router = express.Router();
  router.use(express.json({ limit: MAX_BODY_BYTES }));
  router.use(expressMiddleware(apollo, { context: async ({ req }) => contextFor(req) }));

  return {
    handler: router,
    async execute(operation, req) {
      const response = await apollo.executeOperation(operation, { contextValue: contextFor(req) });
      if (response.body.kind !== "single") throw new Error("Incremental delivery is not used here");
      return response.body.singleResult as ExecutionResult;
    },
    stop: () => apollo.stop(),
  };
}
