import type { z } from "zod";
import type { Caller } from "@aizapy/contracts";
import type { AuthenticatedAdmin, Services } from "@aizapy/services";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface RouteInput {
  body: unknown;
  params: Record<string, string>;
  query: Record<string, unknown>;
  caller: Caller;
}

/** One REST path of the original console's API, answered by one call into the host's services. */
export interface RestRoute {
  method: HttpMethod;
  /** Path under /api, e.g. `/admin/contact-messages/:id`. */
  path: string;
  summary: string;
  /** Needs `Authorization: Bearer <token>` (every /api/admin path but login). */
  requiresSession: boolean;
  /** The JSON body's schema (documented; the service validates with it). */
  body?: z.ZodType;
  /** The answer: the service's result, shaped as the REST contract says (absent for 204). */
  run(
    services: Services,
    input: RouteInput,
    auth: AuthenticatedAdmin | undefined,
  ): Promise<unknown>;
  successStatus: 200 | 201 | 204;
  response?: z.ZodType;
  /**
   * "text/csv": `run` answers a CsvDownload, sent as a download while it is produced (the body is
   * never held whole in memory).
   */
  produces?: "text/csv";
  /** For the OpenAPI document; a test checks they match the schemas. */
  examples: {
    request?: unknown;
    response?: unknown;
    /** Query parameters a request needs to get the example's kind of answer. */
    query?: Record<string, string>;
  };
  /** Refusals beyond the ones every route of its kind has (400, 401, 404 by id), documented only. */
  refusals?: { status: 404 | 409; description: string }[];
  /** Query parameters, documented only. */
  queryParameters?: { name: string; description: string; schema: Record<string, unknown> }[];
}

/** An answer with response headers besides its body (e.g. a list's `Link` to its next page). */
export class WithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/** An admin route's session; the router has checked it before `run`. */
export const session = (auth: AuthenticatedAdmin | undefined): AuthenticatedAdmin => {
  if (!auth) throw new Error("an admin route ran without a session");
  return auth;
};

/**
 * Copies only the named fields: an answer never carries more than its contract. A plain loop: it
 * runs for every row of every list, and building an entry array per field cost three times as
 * much.
 */
export function pick<T extends object, K extends keyof T>(
  value: T,
  keys: readonly K[],
): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = value[key];
  return picked;
}

/** The time the examples of the OpenAPI document use. */
export const exampleTime = "2026-11-22T09:15:00.000Z";
