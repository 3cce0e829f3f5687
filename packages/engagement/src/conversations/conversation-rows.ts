import {
  SERVICE_WINDOW_HOURS,
  type ConversationMessageView,
  type ConversationStatus,
  type ConversationView,
  type MessageDirection,
  type MessageSource,
  type PricingCategory,
  type SenderType,
  type WhatsappMessageStatus,
} from "@aizapy/contracts";

/** A conversation as read with its contact and assignee. */
export interface ConversationRow {
  id: string;
  customerNumber: string;
  /** With a snooze that has run out read as open (see `effectiveStatus`). */
  status: ConversationStatus;
  snoozedUntil: Date | null;
  assigneeId: string | null;
  assigneeName: string | null;
  unreadCount: number;
  lastMessageAt: Date;
  lastInboundAt: Date | null;
  contactId: string | null;
  contactName: string | null;
}

/**
 * A conversation's status at `$now` (the parameter named): a snooze whose time has come counts as
 * open, without a job having to wake it.
 */
export const effectiveStatus = (now: string) =>
  `CASE WHEN c.status = 'snoozed' AND c."snoozedUntil" <= ${now} THEN 'open' ELSE c.status END`;

/** The columns of a ConversationRow, from conversations `c` joined as `conversationJoins` does. */
export const conversationColumns = (now: string) => `c.id, c."customerNumber",
  ${effectiveStatus(now)} AS status,
  CASE WHEN c.status = 'snoozed' AND c."snoozedUntil" > ${now} THEN c."snoozedUntil" END AS "snoozedUntil",
  c."assigneeId", NULLIF(u."fullName", '') AS "assigneeName", c."unreadCount", c."lastMessageAt",
  c."lastInboundAt", ct.id AS "contactId", ct.name AS "contactName"`;

/** The contact (by number, not deleted) and the assigned member of conversations `c`. */
export const CONVERSATION_JOINS = `
  LEFT JOIN contacts ct ON ct."businessId" = c."businessId" AND ct.phone = c."customerNumber"
    AND ct."deletedAt" IS NULL
  LEFT JOIN users u ON u.id = c."assigneeId"`;

const iso = (date: Date) => new Date(date).toISOString();

export const conversationView = (row: ConversationRow): ConversationView => ({
  id: row.id,
  contact: { id: row.contactId, phone: row.customerNumber, name: row.contactName },
  status: row.status,
  snoozedUntil: row.snoozedUntil ? iso(row.snoozedUntil) : null,
  assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? "A member" } : null,
  windowExpiresAt: row.lastInboundAt
    ? iso(new Date(new Date(row.lastInboundAt).getTime() + SERVICE_WINDOW_HOURS * 3_600_000))
    : null,
  lastMessageAt: iso(row.lastMessageAt),
  unread: row.unreadCount,
});

/** A message as a conversation shows it. */
export interface ConversationMessageRow {
  id: string;
  direction: MessageDirection;
  type: string;
  body: string;
  templateName: string | null;
  templateLanguage: string | null;
  status: WhatsappMessageStatus;
  category: PricingCategory;
  source: MessageSource;
  senderType: SenderType | null;
  senderId: string | null;
  errorCode: number | null;
  errorTitle: string | null;
  /** A media message's file, an interactive message or a customer's reply to one. */
  content: Record<string, unknown> | null;
  createdAt: Date;
}

export const CONVERSATION_MESSAGE_COLUMNS = `id, direction, type, body, "templateName",
  "templateLanguage", status, category, source, "senderType", "senderId", "errorCode",
  "errorTitle", content, "createdAt"`;

const MEDIA_TYPES = new Set(["image", "video", "audio", "document"]);

/** What a message carries beyond its text: its file, or its buttons, list or the reply to them. */
function structured(row: ConversationMessageRow) {
  if (!row.content) return {};
  if (MEDIA_TYPES.has(row.type)) return { media: row.content };
  if (row.type === "interactive" || row.type === "button") return { interactive: row.content };
  return {};
}

export const conversationMessageView = (row: ConversationMessageRow): ConversationMessageView => ({
  id: row.id,
  direction: row.direction,
  type: row.type,
  text: row.body,
  ...(row.templateName
    ? { template: { name: row.templateName, language: row.templateLanguage ?? "" } }
    : {}),
  ...structured(row),
  status: row.status,
  category: row.category,
  source: row.source,
  ...(row.senderType && row.senderId ? { sender: { type: row.senderType, id: row.senderId } } : {}),
  ...(row.errorCode !== null
    ? { error: { code: row.errorCode, title: row.errorTitle ?? "" } }
    : {}),
  createdAt: iso(row.createdAt),
});
