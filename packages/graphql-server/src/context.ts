import type { AppConfig } from "./config.ts";
import type { Database } from "./db/open-database.ts";
import type { PrismaClient } from "./db/prisma-client.ts";
import type { Logger } from "./logger.ts";
import type { Actor } from "./services/audit/record-audit.ts";
import type { AuthenticatedAdmin } from "./services/auth/authenticate-admin.ts";

/** Everything a resolver (and the services it calls) may use for one request. */
export interface RequestContext {
  prisma: PrismaClient;
  database: Database;
  config: AppConfig;
  log: Logger;
  requestId: string;
  /** The caller's address as Express resolves it (honours TRUST_PROXY). */
  clientAddress: string;
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

export function adminActor(context: RequestContext): Actor {
  return { type: "admin", id: requireAuth(context).admin.id };
}
