import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { fastifyApolloHandler } from "@as-integrations/fastify";
import { AppError, readBearerToken, type Caller, type Logger } from "@aizapy/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isMemberToken, SIGN_IN_REQUIRED_MESSAGE, type Services } from "@aizapy/services";
import type { RequestContext } from "./context.ts";
import { isPublicDocument } from "./anonymous-operations.ts";
import { buildAppSchema } from "./build-schema.ts";
import { formatGraphQLError, graphqlCodeOf } from "./format-error.ts";
import {
  MAX_ALIASES,
  MAX_QUERY_COST,
  MAX_QUERY_DEPTH,
  MAX_TOKENS,
  maxAliasesRule,
  maxCostRule,
  maxDepthRule,
  noSubscriptionsRule,
  storableStringsRule,
} from "./limits.ts";
import { compiledExecution } from "./compiled-execution.ts";
import { boundedDocumentStore } from "./document-store.ts";
import { answerContentType, readQueryRequest } from "./settled-requests.ts";
import { databaseUnavailableStatus, unexpectedErrorLogging } from "./plugins.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Its GraphQL context, made when first asked for (see contextOf). */
    graphqlContext: RequestContext | null;
  }
}

export interface GraphQLApiOptions {
  services: Services;
  log: Logger;
  callerOf(request: FastifyRequest): Caller;
  /** Production: no introspection, no "Did you mean …?" suggestions. */
  isProduction: boolean;
}

/**
 * The Apollo GraphQL endpoint at /graphql, as a Fastify plugin (register it without a prefix);
 * Apollo stops when the app closes.
 */
export async function graphqlApi(
  app: FastifyInstance,
  { services, log, callerOf, isProduction }: GraphQLApiOptions,
): Promise<void> {
  const execution = compiledExecution(await buildAppSchema());
  const apollo = new ApolloServer<RequestContext>({
    gateway: execution.gateway,
    introspection: !isProduction,
    // Also turns off "Did you mean …?" suggestions, which would leak the schema.
    hideSchemaDetailsFromClientErrors: isProduction,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // The AST must not keep the source text: a 60 KB comment would otherwise ride along with every
    // cached document, unseen by the cache's size accounting.
    parseOptions: { maxTokens: MAX_TOKENS, noLocation: true },
    documentStore: boundedDocumentStore(),
    // Nothing of ours uses automatic persisted queries; registering them would be a second,
    // caller-filled cache.
    persistedQueries: false,
    validationRules: [
      maxDepthRule(MAX_QUERY_DEPTH),
      maxAliasesRule(MAX_ALIASES),
      maxCostRule(MAX_QUERY_COST),
      noSubscriptionsRule,
      storableStringsRule,
    ],
    formatError: formatGraphQLError,
    // Compact JSON: Apollo's default indents every answer, which costs time and bytes for nobody.
    stringifyResult: (result) => JSON.stringify(result),
    // Nothing caches GraphQL answers over HTTP; the cache-control plugin would wrap every field's
    // resolver (a list of 24 messages costs it 240 extra calls). A plugin here does not see a
    // settled query that succeeds (the route below, decision 0022): ours act only on errors.
    plugins: [
      unexpectedErrorLogging,
      databaseUnavailableStatus,
      ApolloServerPluginCacheControlDisabled(),
    ],
  });
  await apollo.start();

  // One context per request, whichever of the two paths below answers it, kept on the request
  // (a property Fastify builds into every request, rather than a map the collector must trace).
  // Who is signed in is settled once per request (admit), before the document is even looked at.
  app.decorateRequest("graphqlContext", null);
  const contextOf = (request: FastifyRequest) =>
    (request.graphqlContext ??= {
      services,
      log,
      caller: callerOf(request),
      bearerToken: readBearerToken(request.headers.authorization),
    });

  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    // Answers carry admin data: no browser or proxy cache may keep them (as with the REST API).
    reply.header("Cache-Control", "no-store");
    const token = readBearerToken(request.headers.authorization);
    let refusal: { message: string; extensions: Record<string, unknown> } = {
      message: SIGN_IN_REQUIRED_MESSAGE,
      extensions: { code: "UNAUTHENTICATED" },
    };
    if (token) {
      try {
        if (isMemberToken(token))
          contextOf(request).member = await services.members.authenticate(token);
        else contextOf(request).auth = await services.auth.authenticate(token);
        return;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // An expired session, or the workspace closed for maintenance (with when to come back).
        refusal = {
          message: error.message,
          extensions: {
            code: graphqlCodeOf(error.code),
            ...(error.retryAfterSeconds !== undefined
              ? { retryAfterSeconds: error.retryAfterSeconds }
              : {}),
          },
        };
      }
    }
    const query =
      request.method === "GET"
        ? (request.query as Record<string, unknown>).query
        : (request.body as Record<string, unknown> | null)?.query;
    if (isPublicDocument(query)) return;
    return reply.send({ data: null, errors: [refusal] });
  };

  const apolloHandler = fastifyApolloHandler(apollo, {
    context: async (request) => contextOf(request),
  });
  // Answers are text (JSON, or Apollo's landing page), as Apollo's handler is typed.
  app.route<{ Reply: string }>({
    method: ["GET", "POST", "OPTIONS"],
    url: "/graphql",
    preHandler: admit,
    async handler(request, reply) {
      // A query Apollo has run before from the same text is answered by its compiled code
      // directly; anything else, and any answer with errors, is Apollo's (decision 0022).
      const settled = request.method === "POST" ? readQueryRequest(request.body) : undefined;
      const contentType = settled && answerContentType(request.headers.accept);
      if (settled && contentType) {
        const result = await execution.answerSettled(settled, contextOf(request));
        if (result) {
          reply.header("content-type", contentType);
          return JSON.stringify({ data: result.data });
        }
      }
      return apolloHandler.call(this, request, reply);
    },
  });
  app.addHook("onClose", () => apollo.stop());
}
