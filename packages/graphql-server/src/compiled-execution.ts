import type { ApolloServerOptionsWithGateway } from "@apollo/server";
import {
  BREAK,
  execute,
  GraphQLError,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import type { RequestContext } from "./context.ts";
import type { Caller } from "@aizapy/contracts";
import { MAX_CACHED_DOCUMENTS } from "./document-store.ts";

type Gateway = ApolloServerOptionsWithGateway<RequestContext>["gateway"];

/** Longer query texts are never settled: the console's longest is under 2 KB. */
export const MAX_SETTLED_QUERY_LENGTH = 8 * 1024;

/** A POST body's GraphQL request, as Apollo would read it (its other fields are ignored). */
export interface QueryRequest {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown> | undefined;
}

export interface CompiledExecution {
  /** Apollo's executor. */
  gateway: Gateway;
  /**
   * Answers a query Apollo has already run from the same text and operation name, without Apollo's
   * pipeline (see below). Undefined when there is no such query, or when the answer holds errors:
   * then Apollo answers the request, and its executor hands over this result instead of running
   * the query a second time.
   */
  answerSettled(
    request: QueryRequest,
    context: RequestContext,
  ): Promise<ExecutionResult | undefined>;
}

/**
 * Runs Apollo's validated queries as compiled JavaScript (graphql-jit) instead of graphql-js's
 * interpreter, which walks the document and the schema again for every field of every row: a list
 * of 24 messages cost more than twice the CPU of answering the same list over REST (decision
 * 0018).
 *
 * Apollo lets one executor replace its own through the gateway interface; everything before
 * execution (parsing, the document cache, validation with our limits, context, plugins) and after
 * it (error formatting, the HTTP answer) stays Apollo's.
 *
 * Mutations, and anything Apollo could not resolve to one operation, still run on graphql-js, as
 * Apollo itself would run them: graphql-jit goes on running a mutation's later fields after one
 * failed that nulls the whole answer, so a client would be told nothing happened while something
 * did. Mutations are rare; queries are what the console reads all day. So does a query that
 * graphql-jit cannot compile safely (see safeToCompile), and one whose variables do not fit.
 *
 * A query text Apollo has parsed, validated and resolved to a query operation is settled: the same
 * text always comes to the same compiled code, so a later request for it skips Apollo's pipeline
 * (the text's hash, the plugin hooks, the request and response conversions), which cost as much
 * as the work itself on the dashboard's figures (decision 0022). Only an answer without errors
 * is given that way; any error goes through Apollo's plugins and formatting as before.
 */
export function compiledExecution(schema: GraphQLSchema): CompiledExecution {
  // A query is compiled once per cached document and operation name; a document Apollo's bounded
  // store lets go is collected together with its compiled code. Null: interpreted instead.
  const compiled = new WeakMap<DocumentNode, Map<string | null, CompiledQuery> | null>();
  // The compiled queries by their text, as many as Apollo's store; the earliest settled go first.
  const settled = new Map<string, Map<string | null, CompiledQuery>>();
  // Answers with errors from answerSettled, waiting for Apollo to ask its executor for them. Keyed
  // by the request's caller: Apollo runs a shallow copy of the request's context, which shares it.
  const executedAhead = new WeakMap<Caller, ExecutionResult>();

  const compiledFor = (document: DocumentNode, operationName: string | null) => {
    let byOperation = compiled.get(document);
    if (byOperation === undefined) {
      byOperation = safeToCompile(document) ? new Map() : null;
      compiled.set(document, byOperation);
    }
    if (!byOperation) return undefined;
    let query = byOperation.get(operationName);
    if (!query) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      // Only a document that fails validation fails to compile, and Apollo validates first.
      if (!isCompiledQuery(result)) throw new Error("a validated query did not compile");
      byOperation.set(operationName, (query = result));
    }
    return query;
  };

  const settle = (text: string, operationName: string | null, query: CompiledQuery) => {
    if (text.length > MAX_SETTLED_QUERY_LENGTH) return;
    const byOperation = settled.get(text) ?? new Map<string | null, CompiledQuery>();
    byOperation.set(operationName, query);
    settled.delete(text);
    settled.set(text, byOperation);
    if (settled.size > MAX_CACHED_DOCUMENTS) settled.delete(settled.keys().next().value!);
  };

  const gateway: Gateway = {
    async load() {
      return {
        async executor({ document, operation, request, context }) {
          // What the client asked for: the gateway context's own operationName is the name of the
          // operation Apollo resolved, null when the asked-for one does not exist.
          const operationName = request.operationName ?? null;
          const interpreted = () =>
            execute({
              schema,
              document,
              operationName,
              contextValue: context,
              variableValues: request.variables,
            });
          const query = operation?.operation === "query" && compiledFor(document, operationName);
          if (!query) return interpreted();
          if (request.query !== undefined) settle(request.query, operationName, query);
          const ahead = executedAhead.get(context.caller);
          executedAhead.delete(context.caller);
          const result = ahead ?? (await query.query(undefined, context, request.variables));
          if (!result.errors) return result;
          // Variables that do not fit their types stop a query before any resolver runs, and only
          // an answer without data says so. graphql-js answers those again, with the errors Apollo
          // recognises as the client's (400, BAD_USER_INPUT); graphql-jit's lack what it looks for.
          if (!("data" in result)) return interpreted();
          return { ...result, errors: result.errors.map(asGraphQLError) };
        },
      };
    },
    onSchemaLoadOrUpdate(callback) {
      // The schema is built once at start and never changes; the SDL is only for Apollo's schema
      // reporting, which is off.
      callback({ apiSchema: schema, coreSupergraphSdl: "" });
      return () => {};
    },
    async stop() {},
  };

  return {
    gateway,
    async answerSettled({ query: text, operationName, variables }, context) {
      const query = settled.get(text)?.get(operationName);
      if (!query) return undefined;
      const result = await query.query(undefined, context, variables);
      if (!result.errors) return result;
      executedAhead.set(context.caller, result);
      return undefined;
    },
  };
}

/**
 * graphql-jit's errors imitate graphql-js's without its constructor (no `extensions` object when
 * the cause has none), and Apollo's error formatting relies on it: rebuilt here, with the same
 * message, path and cause, so formatGraphQLError sees what graphql-js would have handed it.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * graphql-jit writes an argument's literal value into the code it generates as JSON, then turns
 * any string that starts with its marker for dates (a constant in its source) into `new Date(…)`
 * with the rest of the string as code. A query whose string literal starts with that marker would
 * run the caller's code in the server, so a document with a string holding any of its markers is
 * never compiled. Checked on parsed values: an escape sequence in the source spells the same
 * value.
 */
function safeToCompile(document: DocumentNode): boolean {
  let safe = true;
  visit(document, {
    StringValue(node) {
      if (!node.value.includes(GRAPHQL_JIT_MARKER)) return;
      safe = false;
      return BREAK;
    },
  });
  return safe;
}

/** What graphql-jit's markers for dates, NaN and infinities start with. */
const GRAPHQL_JIT_MARKER = "__MAGIC_";
