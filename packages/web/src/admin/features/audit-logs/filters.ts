import { AUDIT_ACTIONS, type AuditActionName } from "@aizapy/contracts";
import { dayRangeToInstants, isDay, isForwardRange } from "../../lib/dates";
import { type ListParams, oneOf } from "../../lib/list-params";

export const AUDIT_FILTER_KEYS = ["action", "actor", "target", "from", "to"] as const;

/** The kinds of record the console's actions are recorded against. */
export const AUDIT_TARGET_TYPES = [
  "admin",
  "api_config",
  "business",
  "contact_message",
  "platform_settings",
] as const;

export interface AuditFilterValues {
  action?: AuditActionName;
  /** An admin's id, an address or "system": matched exactly. */
  actor?: string;
  target?: string;
  /** First day, `YYYY-MM-DD`, local. */
  from?: string;
  /** Last day, included. */
  to?: string;
}

export function readAuditFilters(list: ListParams): AuditFilterValues {
  const from = list.get("from");
  const to = list.get("to");
  return {
    action: oneOf(list.get("action"), AUDIT_ACTIONS),
    actor: list.get("actor")?.trim() || undefined,
    target: oneOf(list.get("target"), AUDIT_TARGET_TYPES),
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
  };
}

/** The filter as the API takes it (list and export alike); a reversed range is not sent. */
export function toAuditFilterInput({ action, actor, target, from, to }: AuditFilterValues) {
  const range = isForwardRange({ from, to }) ? dayRangeToInstants({ from, to }) : {};
  return { action, actorId: actor, targetType: target, ...range };
}
