import type { AuthCheckerFn } from "type-graphql";
import type { RequestContext } from "./context.ts";

/**
 * Guards every `@Authorized()` field: a valid, live admin session or UNAUTHENTICATED. The session
 * is looked up once per request.
 */
export const authChecker: AuthCheckerFn<RequestContext> = async ({ context }) => {
  context.auth ??= await context.services.auth.authenticate(context.bearerToken);
  return true;
};
