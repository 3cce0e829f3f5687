import {
  AppError,
  CONVERSATION_MESSAGES,
  listConversationMessagesInputSchema,
  listConversationsInputSchema,
  inboxListInputSchema,
  type InboxCounts,
  agentReplyInputSchema,
  type ConversationCampaignView,
  type ConversationMessageView,
  type ConversationNoteView,
  type MessageSendService,
  notFound,
  updateConversationInputSchema,
  type ConversationMessagePage,
  type ConversationPage,
  type ConversationView,
  type Sql,
} from "@aizapy/contracts";
import { isUuid } from "@aizapy/db";
import type { z } from "zod";
import { decodeCursor, encodeCursor } from "../cursor.ts";
import { parseInput } from "../parse-input.ts";
import { createConversationNotes } from "./conversation-notes.ts";
import { notifyInboxChange } from "./inbox-changes.ts";
import {
  CONVERSATION_JOINS,
  CONVERSATION_MESSAGE_COLUMNS,
  conversationColumns,
  conversationMessageView,
  conversationView,
  effectiveStatus,
  type ConversationMessageRow,
  type ConversationRow,
} from "./conversation-rows.ts";

const conversationNotFound = () => notFound("Conversation");

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type ConversationFilters = z.output<typeof listConversationsInputSchema> & {
  tag?: string | undefined;
  q?: string | undefined;
};

const invalidCursor = () =>
  new AppError("invalid_request", CONVERSATION_MESSAGES.cursor, {
    fieldErrors: [{ path: "cursor", message: CONVERSATION_MESSAGES.cursor }],
  });

// The list is newest activity first, so its cursor is the last row's (lastMessageAt, id).
const encodeListCursor = (row: ConversationRow) =>
  Buffer.from(`${new Date(row.lastMessageAt).toISOString()}|${row.id}`).toString("base64url");

function decodeListCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const time = new Date(at ?? "");
  if (!id || !isUuid(id) || Number.isNaN(time.getTime())) throw invalidCursor();
  return { at: time, id };
}

const COUNTS = `SELECT
  count(*) FILTER (WHERE open AND "assigneeId" = $2)::int AS "mineOpen",
  count(*) FILTER (WHERE unread AND "assigneeId" = $2)::int AS "mineUnread",
  count(*) FILTER (WHERE open AND "assigneeId" IS NULL)::int AS "unassignedOpen",
  count(*) FILTER (WHERE unread AND "assigneeId" IS NULL)::int AS "unassignedUnread",
  count(*) FILTER (WHERE open)::int AS "allOpen",
  count(*) FILTER (WHERE unread)::int AS "allUnread"
  FROM (SELECT c."assigneeId", ${effectiveStatus("$3")} = 'open' AS open, c."unreadCount" > 0 AS unread
    FROM conversations c WHERE c."businessId" = $1 AND (c.status <> 'resolved' OR c."unreadCount" > 0)) AS counted`;

const IS_MEMBER = `SELECT 1 FROM memberships WHERE "userId" = $1 AND "businessId" = $2`;

export interface ConversationsDeps {
  sql: Sql;
  clock: { now(): Date };
  /** The platform's send: an agent's reply goes through the accept path like every message. */
  messages: MessageSendService;
}

/** The campaigns the contact panel lists, latest first. */
const CAMPAIGNS_SHOWN = 20;

/**
 * A business's conversations: one per customer, threaded as messages are stored (a trigger on
 * messages), listed by status and assignee, assigned, resolved, snoozed and read.
 */
export function createConversations({ sql, clock, messages }: ConversationsDeps) {
  const notes = createConversationNotes({ clock });
  const read = async (db: Sql, businessId: string, id: string): Promise<ConversationRow> => {
    if (!isUuid(id)) throw conversationNotFound();
    const [row] = await db.query<ConversationRow>(
      `SELECT ${conversationColumns("$3")} FROM conversations c ${CONVERSATION_JOINS}
       WHERE c.id = $1 AND c."businessId" = $2`,
      [id, businessId, clock.now()],
    );
    if (!row) throw conversationNotFound();
    return row;
  };

  /**
   * A page of the business's conversations matching `filters` and, when given, the view's
   * assignee (a member's id or unassigned) as well.
   */
  async function page(
    businessId: string,
    filters: ConversationFilters,
    viewAssignee?: string,
  ): Promise<ConversationPage> {
    const { status, cursor, limit, tag, q } = filters;
    const params: unknown[] = [businessId, clock.now()];
    const where = [`c."businessId" = $1`];
    const add = (condition: (index: string) => string, value: unknown) => {
      params.push(value);
      where.push(condition(`$${params.length}`));
    };
    if (status !== undefined) add((p) => `${effectiveStatus("$2")} = ${p}`, status);
    for (const assignee of [filters.assignee, viewAssignee]) {
      if (assignee === "unassigned") where.push(`c."assigneeId" IS NULL`);
      else if (assignee !== undefined) add((p) => `c."assigneeId" = ${p}`, assignee);
    }
    if (tag !== undefined) add((p) => `${p} = ANY(ct.tags)`, tag);
    if (q !== undefined) {
      params.push(likePattern(q));
      const text = `$${params.length}`;
      const matches = [
        `ct.name ILIKE ${text}`,
        // The customer's messages and the business's: what was said, in either direction.
        `EXISTS (SELECT 1 FROM messages m WHERE m."businessId" = c."businessId"
           AND m."customerNumber" = c."customerNumber" AND m.body ILIKE ${text})`,
      ];
      // A number is searched by its digits, however it was written.
      const digits = q.replace(/[\s()+-]/g, "");
      if (/^\d+$/.test(digits)) {
        params.push(`%${digits}%`);
        matches.push(`c."customerNumber" LIKE $${params.length}`);
      }
      where.push(`(${matches.join(" OR ")})`);
    }
    if (cursor !== undefined) {
      const after = decodeListCursor(cursor);
      params.push(after.at, after.id);
      where.push(`(c."lastMessageAt", c.id) < ($${params.length - 1}, $${params.length})`);
    }
    params.push(limit + 1);
    const rows = await sql.query<ConversationRow>(
      `SELECT ${conversationColumns("$2")} FROM conversations c ${CONVERSATION_JOINS}
       WHERE ${where.join(" AND ")}
       ORDER BY c."lastMessageAt" DESC, c.id DESC LIMIT $${params.length}`,
      params,
    );
    const items = rows.slice(0, limit);
    return {
      items: items.map(conversationView),
      nextCursor: rows.length > limit ? encodeListCursor(items[items.length - 1]!) : null,
    };
  }

  return {
    /** A page of conversations, the latest message first, by status and assignee. */
    async list(businessId: string, input: unknown): Promise<ConversationPage> {
      return page(businessId, parseInput(listConversationsInputSchema, input));
    },

    /**
     * The workspace's inbox: a view (the member's, nobody's, everyone's) narrowed by status,
     * assignee, a contact's tag and a search of the contact's name, number and messages.
     */
    async inbox(businessId: string, memberId: string, input: unknown): Promise<ConversationPage> {
      const { view, ...filters } = parseInput(inboxListInputSchema, input);
      return page(
        businessId,
        filters,
        view === "all" ? undefined : view === "mine" ? memberId : "unassigned",
      );
    },

    /** Per view, the open conversations and those with unread customer messages. */
    async counts(businessId: string, memberId: string): Promise<InboxCounts> {
      const [row] = await sql.query<Record<string, number>>(COUNTS, [
        businessId,
        memberId,
        clock.now(),
      ]);
      return {
        mine: { open: row!.mineOpen!, unread: row!.mineUnread! },
        unassigned: { open: row!.unassignedOpen!, unread: row!.unassignedUnread! },
        all: { open: row!.allOpen!, unread: row!.allUnread! },
      };
    },

    async get(businessId: string, id: string): Promise<ConversationView> {
      return conversationView(await read(sql, businessId, id));
    },

    /** A page of a conversation's messages, newest first. */
    async messages(
      businessId: string,
      id: string,
      input: unknown,
    ): Promise<ConversationMessagePage> {
      const { cursor, limit } = parseInput(listConversationMessagesInputSchema, input);
      const conversation = await read(sql, businessId, id);
      const rows = await sql.query<ConversationMessageRow>(
        `SELECT ${CONVERSATION_MESSAGE_COLUMNS} FROM messages
         WHERE "businessId" = $1 AND "customerNumber" = $2 AND ($3::uuid IS NULL OR id < $3)
         ORDER BY id DESC LIMIT $4`,
        [
          businessId,
          conversation.customerNumber,
          cursor === undefined ? null : decodeCursor(cursor),
          limit + 1,
        ],
      );
      const page = rows.slice(0, limit);
      return {
        items: page.map(conversationMessageView),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!.id) : null,
      };
    },

    /**
     * Changes a conversation's status (a snooze with its time), assignee (a member of the
     * business, or null) or marks it read; answers it as it now is.
     */
    async update(businessId: string, id: string, input: unknown): Promise<ConversationView> {
      const change = parseInput(updateConversationInputSchema, input);
      const now = clock.now();
      if (change.snoozedUntil !== undefined && new Date(change.snoozedUntil) <= now) {
        throw new AppError("invalid_request", CONVERSATION_MESSAGES.snoozedUntil, {
          fieldErrors: [{ path: "snoozedUntil", message: CONVERSATION_MESSAGES.snoozedUntil }],
        });
      }
      return sql.transaction(async (tx) => {
        const current = await read(tx, businessId, id);
        if (change.assigneeId) {
          const [member] = await tx.query(IS_MEMBER, [change.assigneeId, businessId]);
          if (!member) {
            throw new AppError("invalid_request", CONVERSATION_MESSAGES.notMember, {
              fieldErrors: [{ path: "assigneeId", message: CONVERSATION_MESSAGES.notMember }],
            });
          }
        }
        // Only what the call changes is written: a customer's message may reopen the
        // conversation meanwhile, and an assignment must not put back the status it read.
        await tx.query(
          `UPDATE conversations SET
             status = COALESCE($3::text, status),
             "snoozedUntil" = CASE WHEN $3::text IS NULL THEN "snoozedUntil" ELSE $4::timestamptz END,
             "assigneeId" = CASE WHEN $5 THEN $6::uuid ELSE "assigneeId" END,
             "unreadCount" = CASE WHEN $7 THEN 0 ELSE "unreadCount" END, "updatedAt" = $8
           WHERE id = $1 AND "businessId" = $2`,
          [
            current.id,
            businessId,
            change.status ?? null,
            change.snoozedUntil ?? null,
            change.assigneeId !== undefined,
            change.assigneeId ?? null,
            change.read === true,
            now,
          ],
        );
        await notifyInboxChange(tx, businessId, current.id);
        return conversationView(await read(tx, businessId, id));
      });
    },

    /** The team's notes on a conversation, oldest first. */
    async notes(businessId: string, id: string): Promise<ConversationNoteView[]> {
      const conversation = await read(sql, businessId, id);
      return notes.list(sql, conversation.id);
    },

    async addNote(
      businessId: string,
      id: string,
      authorId: string,
      input: unknown,
    ): Promise<ConversationNoteView> {
      return sql.transaction(async (tx) => {
        const conversation = await read(tx, businessId, id);
        return notes.add(tx, { id: conversation.id, businessId }, authorId, input);
      });
    },

    /**
     * A member's reply: free-form text inside the customer service window (422
     * outside_service_window otherwise, as /v1 answers) or an approved template at any time, sent
     * through the accept path. Replying reads the conversation, and takes it when nobody has.
     */
    async reply(
      businessId: string,
      id: string,
      memberId: string,
      input: unknown,
    ): Promise<ConversationMessageView> {
      const reply = parseInput(agentReplyInputSchema, input);
      return sql.transaction(async (tx) => {
        const conversation = await read(tx, businessId, id);
        const to = conversation.customerNumber;
        const { messageId } = await messages.send(
          {
            businessId,
            source: "agent",
            sender: { type: "member", id: memberId },
            content:
              "text" in reply
                ? { type: "text", message: { to, type: "text", text: { body: reply.text } } }
                : {
                    type: "template",
                    message: {
                      to,
                      template: {
                        name: reply.template.name,
                        language: reply.template.language,
                        components: [
                          {
                            type: "body",
                            parameters: reply.template.parameters.map((text) => ({
                              type: "text" as const,
                              text,
                            })),
                          },
                        ],
                      },
                    },
                  },
          },
          { within: tx },
        );
        await tx.query(
          `UPDATE conversations SET "unreadCount" = 0, "assigneeId" = COALESCE("assigneeId", $3),
             "updatedAt" = $4 WHERE id = $1 AND "businessId" = $2`,
          [conversation.id, businessId, memberId, clock.now()],
        );
        const [row] = await tx.query<ConversationMessageRow>(
          `SELECT ${CONVERSATION_MESSAGE_COLUMNS} FROM messages WHERE id = $1`,
          [messageId],
        );
        return conversationMessageView(row!);
      });
    },

    /** The campaigns that went to the conversation's customer, latest first. */
    async campaigns(businessId: string, id: string): Promise<ConversationCampaignView[]> {
      const conversation = await read(sql, businessId, id);
      const rows = await sql.query<{
        campaignId: string;
        name: string;
        status: string;
        sentAt: Date | null;
        repliedAt: Date | null;
      }>(
        `SELECT r."campaignId", c.name, r.status, r."sentAt", r."repliedAt"
         FROM campaign_recipients r JOIN campaigns c ON c.id = r."campaignId"
         WHERE r."businessId" = $1 AND r.phone = $2
         ORDER BY r."campaignId" DESC LIMIT ${CAMPAIGNS_SHOWN}`,
        [businessId, conversation.customerNumber],
      );
      const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
      return rows.map((row) => ({
        ...row,
        sentAt: iso(row.sentAt),
        repliedAt: iso(row.repliedAt),
      }));
    },
  };
}

export type Conversations = ReturnType<typeof createConversations>;
