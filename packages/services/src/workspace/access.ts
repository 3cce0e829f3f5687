import { AppError, MANAGING_ROLES } from "@aizapy/contracts";
import type { Actor } from "../audit/record-audit.ts";
import type { AuthenticatedMember } from "../accounts/member-sessions.ts";

export const MANAGERS_ONLY_MESSAGE =
  "Only the business's owners and admins can do this. Ask one of them.";

/** Keys, webhooks, billing and the team are for owners and admins; agents answer customers. */
export function requireManager(auth: AuthenticatedMember): void {
  if (!MANAGING_ROLES.includes(auth.role)) throw new AppError("forbidden", MANAGERS_ONLY_MESSAGE);
}

export const memberActor = (auth: AuthenticatedMember): Actor => ({
  type: "member",
  id: auth.user.id,
});
