import type { BadgeTone } from "@aizapy/design-system/Badge";

const actionTones = new Map<string, BadgeTone>([
  ["create", "positive"],
  ["update", "info"],
  ["delete", "critical"],
  ["login", "promote"],
  ["logout", "neutral"],
]);

/** Badge colours: create green, update blue, delete red, login purple, anything else gray. */
export function auditActionTone(action: string): BadgeTone {
  return actionTones.get(action.toLowerCase()) ?? "neutral";
}
