import Negotiator from "negotiator";
import type { QueryRequest } from "./compiled-execution.ts";

/**
 * How the /graphql route reads a request for a settled query (compiled-execution.ts) the way
 * Apollo would. Whatever Apollo would refuse or treat specially reads as undefined here, and Apollo
 * answers it.
 */

/** A POST body's operation, or undefined for anything Apollo would refuse or look at further. */
export function readQueryRequest(body: unknown): QueryRequest | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  // null reads as absent, as Apollo reads it.
  const {
    query,
    operationName = null,
    variables = null,
    extensions,
  } = body as Record<string, unknown>;
  // Extensions are for Apollo's plugins: a request with any is Apollo's.
  if (typeof query !== "string" || extensions !== undefined) return undefined;
  if (operationName !== null && typeof operationName !== "string") return undefined;
  if (variables !== null && (typeof variables !== "object" || Array.isArray(variables)))
    return undefined;
  return {
    query,
    operationName,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
  };
}

// Apollo's answer types for a single result, in its order of preference.
const JSON_ANSWER = "application/json; charset=utf-8";
const ANSWER_TYPES = [
  JSON_ANSWER,
  "application/graphql-response+json; charset=utf-8",
  "application/json; callbackSpec=1.0; charset=utf-8",
];
/** Accept headers seen, few in practice; forgotten all at once past this many. */
const MAX_REMEMBERED_ACCEPT_HEADERS = 100;
const answerTypes = new Map<string, string | null>();

/**
 * The content type Apollo would answer a single result with, by the same negotiation; null when
 * the client accepts none of them (Apollo answers 406).
 */
export function answerContentType(accept: string | undefined): string | null {
  if (!accept) return JSON_ANSWER;
  let type = answerTypes.get(accept);
  if (type === undefined) {
    type = new Negotiator({ headers: { accept } }).mediaType(ANSWER_TYPES) ?? null;
    if (answerTypes.size >= MAX_REMEMBERED_ACCEPT_HEADERS) answerTypes.clear();
    answerTypes.set(accept, type);
  }
  return type;
}
