import type { z } from "zod";
import type { Caller } from "@aizapy/contracts";
import type { AuthenticatedAdmin, AuthenticatedMember, Services } from "@aizapy/services";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface RouteInput {
  body: unknown;
  params: Record<string, string>;
  query: Record<string, unknown>;
  caller: Caller;
  /** The request's Last-Event-ID header: where a reconnecting event stream resumes. */
  lastEventId?: string | undefined;
}

/** What every route has, whoever may call it. */
interface RouteBase {
  method: HttpMethod;
  /** Path under /api, e.g. `/admin/contact-messages/:id`. */
  path: string;
  summary: string;
  /** The JSON body's schema (documented; the service validates with it). */
  body?: z.ZodType;
  /**
   * "text/csv": the body is a CSV file (up to CONTACT_IMPORT_LIMITS.maxBytes) handed to `run` as
   * text; `body` then documents it. Only such a route takes anything but JSON.
   */
  consumes?: "text/csv";
  /** 202: accepted, its work (a mail, a message) done after the answer. */
  successStatus: 200 | 201 | 202 | 204;
  response?: z.ZodType;
  /**
   * "text/csv": `run` answers a CsvDownload, sent as a download while it is produced (the body is
   * never held whole in memory). "text/event-stream": `run` answers an EventFeed, sent as
   * Server-Sent Events until the client goes away or the server stops.
   */
  produces?: "text/csv" | "text/event-stream";
  /** For the OpenAPI document; a test checks they match the schemas. */
  examples: {
    request?: unknown;
    response?: unknown;
    /** Query parameters a request needs to get the example's kind of answer. */
    query?: Record<string, string>;
  };
  /**
   * Refusals beyond the ones every route of its kind has (400, 401, 404 by id), documented only.
   * A 409 is documented with field errors; 429 and 503 with their Retry-After header.
   */
  refusals?: { status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503; description: string }[];
  /** Path parameters that are not uuids (the default), documented only. */
  pathParameters?: Record<string, { type: "string"; description: string }>;
  /** Query parameters, documented only. */
  queryParameters?: { name: string; description: string; schema: Record<string, unknown> }[];
}

/** A path anyone may call (the contact form, signing in, signing up, links from mails). */
export interface PublicRoute extends RouteBase {
  requiresSession: false;
  /** The answer: the service's result, shaped as the REST contract says (absent for 204). */
  run(services: Services, input: RouteInput, auth?: undefined): Promise<unknown>;
}

/** An operator's path: `Authorization: Bearer <token>` of an admin session (every /api/admin path but login). */
export interface AdminRoute extends RouteBase {
  requiresSession: true;
  /** The answer; `auth` is the admin the router authenticated. */
  run(services: Services, input: RouteInput, auth: AuthenticatedAdmin): Promise<unknown>;
}

/**
 * A business member's path (/api/auth for the signed-in member, /api/workspace): the bearer token
 * of a member session. An admin's token is refused here, as a member's is on /api/admin.
 */
export interface MemberRoute extends RouteBase {
  requiresSession: "member";
  /** Answers while the platform is in maintenance too (signing out). */
  openDuringMaintenance?: boolean;
  /** The answer; `auth` is the member the router authenticated. */
  run(services: Services, input: RouteInput, auth: AuthenticatedMember): Promise<unknown>;
}

/** One REST path, answered by one call into the host's services. */
export type RestRoute = PublicRoute | AdminRoute | MemberRoute;

/** Whose session a route needs: none, an operator's, or a business member's. */
export type RouteSession = RestRoute["requiresSession"];

/** An answer with response headers besides its body (e.g. a list's `Link` to its next page). */
export class WithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/** An admin route's session (the router authenticated it before `run`), where it may be absent. */
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
