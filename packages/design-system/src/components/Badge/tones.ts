/** Semantic tones shared by badges and other status indicators. */
export const badgeTones = [
  "brand",
  "critical",
  "positive",
  "caution",
  "info",
  "promote",
  "neutral",
] as const;

export type BadgeTone = (typeof badgeTones)[number];

/** Contact message status colours (spec §4): unread red, read blue, replied green, else gray. */
export const contactMessageStatusTones: Record<string, BadgeTone> = {
  unread: "critical",
  read: "info",
  replied: "positive",
  archived: "neutral",
};

export function contactMessageStatusTone(status: string): BadgeTone {
  return contactMessageStatusTones[status] ?? "neutral";
}

/** Audit action colours (spec §4): create green, update blue, delete red, login purple, else gray. */
export const auditActionTones: Record<string, BadgeTone> = {
  create: "positive",
  update: "info",
  delete: "critical",
  login: "promote",
  logout: "neutral",
};

export function auditActionTone(action: string): BadgeTone {
  return auditActionTones[action.toLowerCase()] ?? "neutral";
}
