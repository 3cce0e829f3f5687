import type { BadgeTone } from "@aizapy/design-system/Badge";

/** A contact message's statuses; any status may move to any other. */
export const contactMessageStatuses = ["unread", "read", "replied", "archived"] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** The row menu's actions that set a status (the current one is disabled). */
export const statusActions: ReadonlyArray<{ status: ContactMessageStatus; label: string }> = [
  { status: "read", label: "Mark as Read" },
  { status: "replied", label: "Mark as Replied" },
  { status: "archived", label: "Archive" },
];

const statusTones = new Map<string, BadgeTone>([
  ["unread", "critical"],
  ["read", "info"],
  ["replied", "positive"],
  ["archived", "neutral"],
] satisfies Array<[ContactMessageStatus, BadgeTone]>);

/** Badge colours: unread red, read blue, replied green, archived and unknown gray. */
export function statusTone(status: string): BadgeTone {
  return statusTones.get(status) ?? "neutral";
}
