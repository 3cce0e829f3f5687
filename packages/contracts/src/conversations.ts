import { z } from "zod";
import { MESSAGE_DIRECTIONS, PRICING_CATEGORIES, WHATSAPP_MESSAGE_STATUSES } from "./messaging.ts";
import { MESSAGE_SOURCES, SENDER_TYPES } from "./message-traffic.ts";

// Conversations: one per business and customer, holding every message in and out. The shapes
// /v1 and the workspace's inbox take and answer.

/**
 * Open awaits the team, pending awaits the customer, resolved is done (the customer's next
 * message reopens it), snoozed is set aside until a time (or until the customer writes).
 */
export const CONVERSATION_STATUSES = ["open", "pending", "resolved", "snoozed"] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const CONVERSATION_LIMITS = { pageDefault: 25, pageMax: 100 } as const;

export const CONVERSATION_MESSAGES = {
  status: `Status is one of ${CONVERSATION_STATUSES.join(", ")}`,
  assignee: "Assignee is a member's id, or unassigned",
  assigneeId: "Assign to a member's id, or null to unassign",
  snoozedUntil: "Snooze until a time in the future (ISO 8601)",
  snoozeNeedsTime: "Give snoozedUntil to snooze a conversation",
  timeWithoutSnooze: "snoozedUntil goes with status snoozed",
  read: "Only read: true marks a conversation read",
  limit: `Limit is a whole number from 1 to ${CONVERSATION_LIMITS.pageMax}`,
  cursor: "The cursor is not one this API gave",
  notMember: "Not a member of this business",
} as const;

const pageLimit = z.coerce
  .number(CONVERSATION_MESSAGES.limit)
  .int(CONVERSATION_MESSAGES.limit)
  .min(1, CONVERSATION_MESSAGES.limit)
  .max(CONVERSATION_LIMITS.pageMax, CONVERSATION_MESSAGES.limit)
  .default(CONVERSATION_LIMITS.pageDefault);
const cursor = z.string().max(200, CONVERSATION_MESSAGES.cursor).optional();

/** `GET /v1/conversations`: by status and assignee (a member's id, or `unassigned`), newest first. */
export const listConversationsInputSchema = z.object({
  status: z.enum(CONVERSATION_STATUSES, CONVERSATION_MESSAGES.status).optional(),
  assignee: z.union([z.literal("unassigned"), z.uuid()], CONVERSATION_MESSAGES.assignee).optional(),
  cursor,
  limit: pageLimit,
});
export type ListConversationsInput = z.input<typeof listConversationsInputSchema>;

export const listConversationMessagesInputSchema = z.object({ cursor, limit: pageLimit });

/** `PATCH /v1/conversations/{id}`: its status, its assignee, or read. */
export const updateConversationInputSchema = z
  .strictObject({
    status: z.enum(CONVERSATION_STATUSES, CONVERSATION_MESSAGES.status).optional(),
    snoozedUntil: z.iso
      .datetime({ offset: true, error: CONVERSATION_MESSAGES.snoozedUntil })
      .optional(),
    assigneeId: z.uuid(CONVERSATION_MESSAGES.assigneeId).nullable().optional(),
    read: z.literal(true, CONVERSATION_MESSAGES.read).optional(),
  })
  .superRefine((input, context) => {
    if (input.status === "snoozed" && input.snoozedUntil === undefined) {
      context.addIssue({
        code: "custom",
        path: ["snoozedUntil"],
        message: CONVERSATION_MESSAGES.snoozeNeedsTime,
      });
    }
    if (input.snoozedUntil !== undefined && input.status !== "snoozed") {
      context.addIssue({
        code: "custom",
        path: ["snoozedUntil"],
        message: CONVERSATION_MESSAGES.timeWithoutSnooze,
      });
    }
  });
export type UpdateConversationInput = z.input<typeof updateConversationInputSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  contact: z.object({
    id: z.string().nullable().meta({ description: "Null for a number that is not a contact." }),
    phone: z.string(),
    name: z.string().nullable(),
  }),
  status: z.enum(CONVERSATION_STATUSES),
  snoozedUntil: z.string().nullable(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  windowExpiresAt: z.string().nullable().meta({
    description:
      "When the 24-hour customer service window closes; null or past when free-form is not allowed.",
  }),
  lastMessageAt: z.string(),
  unread: z.number().int().meta({ description: "The customer's messages the team has not read." }),
});
export type ConversationView = z.infer<typeof conversationSchema>;

export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const conversationMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  type: z
    .string()
    .meta({ description: "text, template, image, video, audio, document, interactive…" }),
  text: z.string().optional(),
  template: z
    .object({ name: z.string(), language: z.string() })
    .optional()
    .meta({ description: "For a template: which one (text holds its body as sent)." }),
  media: z
    .object({
      id: z.string().optional(),
      link: z.string().optional(),
      mime_type: z.string().optional(),
      caption: z.string().optional(),
      filename: z.string().optional(),
    })
    .loose()
    .optional()
    .meta({
      description:
        "For an image, video, audio or document: the file (`id` downloads from GET /v1/media/{id}).",
    }),
  interactive: z.record(z.string(), z.unknown()).optional().meta({
    description:
      "Reply buttons or a list as sent (Meta's shape), or the customer's reply to them (`{type: button_reply | list_reply, id, title}`).",
  }),
  status: z.enum(WHATSAPP_MESSAGE_STATUSES),
  category: z.enum(PRICING_CATEGORIES),
  source: z.enum(MESSAGE_SOURCES),
  sender: z
    .object({ type: z.enum(SENDER_TYPES), id: z.string() })
    .optional()
    .meta({ description: "What sent it within its source: a key, a member, a campaign, a rule." }),
  error: z.object({ code: z.number().int(), title: z.string() }).optional(),
  createdAt: z.string(),
});
export type ConversationMessageView = z.infer<typeof conversationMessageSchema>;

export const conversationMessagePageSchema = z.object({
  items: z.array(conversationMessageSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationMessagePage = z.infer<typeof conversationMessagePageSchema>;

// --- The workspace's inbox ---

/** The inbox's views: the member's own conversations, nobody's, everyone's. */
export const INBOX_VIEWS = ["mine", "unassigned", "all"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const INBOX_LIMITS = {
  searchMax: 100,
  noteMax: 2000,
  shortcutMax: 30,
  quickReplyMax: 1024,
  quickRepliesMax: 200,
  textMax: 4096,
} as const;

export const INBOX_MESSAGES = {
  view: `View is one of ${INBOX_VIEWS.join(", ")}`,
  search: `Search for at most ${INBOX_LIMITS.searchMax} characters`,
  note: `A note is 1 to ${INBOX_LIMITS.noteMax} characters`,
  shortcut: `A shortcut is 1 to ${INBOX_LIMITS.shortcutMax} lowercase letters, digits, - or _`,
  quickReply: `A saved reply is 1 to ${INBOX_LIMITS.quickReplyMax} characters`,
  shortcutTaken: "Another saved reply has this shortcut",
  tooManyQuickReplies: `At most ${INBOX_LIMITS.quickRepliesMax} saved replies`,
  text: `A message is 1 to ${INBOX_LIMITS.textMax} characters`,
  replyKind: "Write a text or choose a template",
  templateName: "Choose a template",
  templateParameter: "Fill in every placeholder",
} as const;

/** The workspace's list: a view, a status, an assignee, a contact's tag and a search. */
export const inboxListInputSchema = listConversationsInputSchema.extend({
  view: z.enum(INBOX_VIEWS, INBOX_MESSAGES.view).default("all"),
  tag: z.string().trim().min(1).max(50).optional(),
  q: z
    .string()
    .trim()
    .max(INBOX_LIMITS.searchMax, INBOX_MESSAGES.search)
    .optional()
    .transform((q) => (q ? q : undefined)),
});
export type InboxListInput = z.input<typeof inboxListInputSchema>;

export const conversationNoteInputSchema = z.strictObject({
  text: z
    .string(INBOX_MESSAGES.note)
    .trim()
    .min(1, INBOX_MESSAGES.note)
    .max(INBOX_LIMITS.noteMax, INBOX_MESSAGES.note),
});

export const quickReplyInputSchema = z.strictObject({
  shortcut: z
    .string(INBOX_MESSAGES.shortcut)
    .trim()
    .toLowerCase()
    .regex(new RegExp(`^[a-z0-9_-]{1,${INBOX_LIMITS.shortcutMax}}$`), INBOX_MESSAGES.shortcut),
  text: z
    .string(INBOX_MESSAGES.quickReply)
    .trim()
    .min(1, INBOX_MESSAGES.quickReply)
    .max(INBOX_LIMITS.quickReplyMax, INBOX_MESSAGES.quickReply),
});
export type QuickReplyInput = z.input<typeof quickReplyInputSchema>;

/**
 * An agent's reply: free-form text (inside the customer service window) or an approved template
 * with its placeholders (at any time).
 */
export const agentReplyInputSchema = z.union(
  [
    z.strictObject({
      text: z
        .string(INBOX_MESSAGES.text)
        .min(1, INBOX_MESSAGES.text)
        .max(INBOX_LIMITS.textMax, INBOX_MESSAGES.text)
        .refine((text) => text.trim().length > 0, INBOX_MESSAGES.text),
    }),
    z.strictObject({
      template: z.strictObject({
        name: z.string(INBOX_MESSAGES.templateName).min(1, INBOX_MESSAGES.templateName).max(512),
        language: z.string().min(2).max(15).default("en"),
        parameters: z
          .array(
            z
              .string(INBOX_MESSAGES.templateParameter)
              .trim()
              .min(1, INBOX_MESSAGES.templateParameter)
              .max(1024),
          )
          .max(20)
          .default([]),
      }),
    }),
  ],
  INBOX_MESSAGES.replyKind,
);
export type AgentReplyInput = z.input<typeof agentReplyInputSchema>;

export interface ConversationNoteView {
  id: string;
  text: string;
  author: { id: string; name: string } | null;
  createdAt: string;
}

export interface QuickReplyView {
  id: string;
  shortcut: string;
  text: string;
}

/** Per view: its open conversations and those with unread customer messages. */
export type InboxCounts = Record<InboxView, { open: number; unread: number }>;

/** What the inbox's contact panel shows beside a conversation. */
export interface ConversationCampaignView {
  campaignId: string;
  name: string;
  status: string;
  sentAt: string | null;
  repliedAt: string | null;
}
