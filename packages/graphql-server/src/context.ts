import type { Caller, Logger } from "@aizapy/contracts";
import type { AuthenticatedAdmin, AuthenticatedMember, Services } from "@aizapy/services";

/** Everything a resolver may use for one request. */
export interface RequestContext {
  services: Services;
  caller: Caller;
  log: Logger;
  /** The opaque session token from `Authorization: Bearer …`, if any. */
  bearerToken: string | undefined;
  /** The signed-in admin, set by the auth checker before any admin field resolves. */
  auth?: AuthenticatedAdmin;
  /** The signed-in member, set by the auth checker before any workspace field resolves. */
  member?: AuthenticatedMember;
}

/** The role of `@Authorized(MEMBER)` fields: a member of a business, never an operator. */
export const MEMBER = "MEMBER";

/** The signed-in admin of an `@Authorized` field. */
export function requireAuth(context: RequestContext): AuthenticatedAdmin {
  if (!context.auth) throw new Error("requireAuth used on a field without @Authorized()");
  return context.auth;
}

/** The signed-in member of an `@Authorized(MEMBER)` field. */
export function requireMember(context: RequestContext): AuthenticatedMember {
  if (!context.member) throw new Error("requireMember used on a field without @Authorized(MEMBER)");
  return context.member;
}
