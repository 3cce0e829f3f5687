import { TEMPLATE_CATEGORIES, type TemplateStatus } from "@aizapy/contracts";
import type { BadgeTone } from "@aizapy/design-system/Badge";
import { capitalize } from "./format";

export const categoryOptions = TEMPLATE_CATEGORIES.map((value) => ({
  value,
  label: capitalize(value),
}));

const statusTones = new Map<string, BadgeTone>([
  ["approved", "positive"],
  ["pending", "caution"],
  ["rejected", "critical"],
] satisfies Array<[TemplateStatus, BadgeTone]>);

/** Approved green, pending (Meta's review) amber, rejected red; anything else gray. */
export function templateStatusTone(status: string): BadgeTone {
  return statusTones.get(status) ?? "neutral";
}

/** "No parameters", "1 parameter", "2 parameters". */
export function describeParameterCount(count: number): string {
  if (count === 0) return "No parameters";
  return count === 1 ? "1 parameter" : `${count} parameters`;
}
