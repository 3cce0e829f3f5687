import type { BadgeTone } from "@aizapy/design-system/Badge";

// The inbox's words for the server's codes: views, statuses, delivery and where a message came
// from.

export const INBOX_VIEWS = [
  { value: "mine", label: "Mine" },
  { value: "unassigned", label: "Unassigned" },
  { value: "all", label: "All" },
] as const;

export type InboxViewName = (typeof INBOX_VIEWS)[number]["value"];

/** The list's status filter; "all" asks for every status. */
export const STATUS_FILTER_OPTIONS = [
  { value: "open", label: "Open" },
  { value: "pending", label: "Pending" },
  { value: "snoozed", label: "Snoozed" },
  { value: "resolved", label: "Resolved" },
  { value: "all", label: "All" },
] as const;

const statuses: Record<string, { label: string; tone: BadgeTone }> = {
  open: { label: "Open", tone: "info" },
  pending: { label: "Pending", tone: "caution" },
  snoozed: { label: "Snoozed", tone: "promote" },
  resolved: { label: "Resolved", tone: "positive" },
};

/** A conversation's status as its badge shows it. */
export function conversationStatus(status: string): { label: string; tone: BadgeTone } {
  return statuses[status] ?? { label: status, tone: "neutral" };
}

const timeOfDay = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });
const dayOfYear = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short" });

/** A conversation's last activity: the time when it was today, else the day. */
export function formatActivityTime(iso: string, now: Date): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? timeOfDay.format(at) : dayOfYear.format(at);
}

/** Who a conversation is with: the contact's name, or the number. */
export function customerName(contact: { name: string | null; phone: string }): string {
  return contact.name?.trim() || contact.phone;
}

const deliveryWords: Record<string, string> = {
  accepted: "Sending",
  queued: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
};

/** Where an outbound message stands, in words; null for the customer's own messages. */
export function deliveryStatus(message: {
  direction: string;
  status: string;
  error: { title: string } | null;
}): { label: string; isFailed: boolean } | null {
  if (message.direction !== "outbound") return null;
  if (message.status === "failed") {
    const title = message.error?.title.trim();
    return { label: title ? `Failed: ${title}` : "Failed", isFailed: true };
  }
  return { label: deliveryWords[message.status] ?? message.status, isFailed: false };
}

const sources: Record<string, string> = {
  api: "API",
  campaign: "Campaign",
  automation: "Automation",
};

/**
 * What sent a business's message: the API, a campaign, automation, or the member who replied
 * (named from the team; "An agent" once they left). Null for the customer's messages.
 */
export function messageSource(
  message: { source: string; sender: { type: string; id: string } | null },
  memberName: (userId: string) => string | undefined,
): string | null {
  if (message.source === "customer") return null;
  if (message.source === "agent") {
    return (message.sender && memberName(message.sender.id)) || "An agent";
  }
  return sources[message.source] ?? message.source;
}

const consents: Record<string, { label: string; tone: BadgeTone }> = {
  opted_in: { label: "Opted in", tone: "positive" },
  opted_out: { label: "Opted out", tone: "critical" },
  unknown: { label: "Not asked", tone: "neutral" },
};

/** A contact's consent to marketing messages. */
export function consentStatus(status: string): { label: string; tone: BadgeTone } {
  return consents[status] ?? { label: status, tone: "neutral" };
}

export interface SnoozePreset {
  label: string;
  until: Date;
}

/** Snooze for an hour, until 9:00 tomorrow, or until 9:00 next Monday (the reader's time). */
export function snoozePresets(now: Date): SnoozePreset[] {
  const atNine = (daysAhead: number) => {
    const date = new Date(now);
    date.setDate(date.getDate() + daysAhead);
    date.setHours(9, 0, 0, 0);
    return date;
  };
  const daysToMonday = (8 - now.getDay()) % 7 || 7;
  return [
    { label: "1 hour", until: new Date(now.getTime() + 3_600_000) },
    { label: "Tomorrow at 9:00", until: atNine(1) },
    { label: "Next week (Monday at 9:00)", until: atNine(daysToMonday) },
  ];
}
