import type { AuthCheckerFn } from "type-graphql";
import { MEMBER, type RequestContext } from "./context.ts";

/**
 * Guards every `@Authorized()` field: a valid, live admin session or UNAUTHENTICATED; and every
 * `@Authorized(MEMBER)` field: a member's session (an operator's token is refused there, as a
 * member's is on the console's fields). Each session is looked up once per request.
 */
export const authChecker: AuthCheckerFn<RequestContext> = async ({ context }, roles) => {
  if (roles.includes(MEMBER)) {
    context.member ??= await context.services.members.authenticate(context.bearerToken);
  } else {
    context.auth ??= await context.services.auth.authenticate(context.bearerToken);
  }
  return true;
};
