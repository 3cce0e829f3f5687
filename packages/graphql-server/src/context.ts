import type { Logger } from "./logger.ts";
import type { AuthenticatedAdmin } from "./services/auth/session-store.ts";
import type { Caller, Services } from "./services/services.ts";

/** Everything a resolver may use for one request. */
export interface RequestContext {
  services: Services;
  caller: Caller;
  log: Logger;
  /** The opaque session token from `Authorization: Bearer …`, if any. */
  bearerToken: string | undefined;
  /** The signed-in admin, set by the auth checker before any admin field resolves. */
  auth?: AuthenticatedAdmin;
}

export function readBearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match?.[1];
}

/** The signed-in admin of an `@Authorized` field. */
export function requireAuth(context: RequestContext): AuthenticatedAdmin {
  if (!context.auth) throw new Error("requireAuth used on a field without @Authorized()");
  return context.auth;
}
