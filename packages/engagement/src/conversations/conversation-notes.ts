import {
  conversationNoteInputSchema,
  type ConversationNoteView,
  type Sql,
} from "@aizapy/contracts";
import { uuidv7 } from "@aizapy/db";
import { parseInput } from "../parse-input.ts";
import { notifyInboxChange } from "./inbox-changes.ts";

/** The notes a conversation shows at most, newest kept. */
const NOTES_SHOWN = 200;

interface NoteRow {
  id: string;
  text: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: Date;
}

const noteView = (row: NoteRow): ConversationNoteView => ({
  id: row.id,
  text: row.text,
  author: row.authorId ? { id: row.authorId, name: row.authorName || "A member" } : null,
  createdAt: new Date(row.createdAt).toISOString(),
});

const NOTE_COLUMNS = `n.id, n.text, n."authorId", u."fullName" AS "authorName", n."createdAt"`;

/**
 * The team's notes on a conversation, which the customer never sees. The caller has checked
 * that the conversation is the business's.
 */
export function createConversationNotes({ clock }: { clock: { now(): Date } }) {
  return {
    async list(db: Sql, conversationId: string): Promise<ConversationNoteView[]> {
      const rows = await db.query<NoteRow>(
        `SELECT ${NOTE_COLUMNS} FROM conversation_notes n LEFT JOIN users u ON u.id = n."authorId"
         WHERE n."conversationId" = $1 ORDER BY n.id DESC LIMIT ${NOTES_SHOWN}`,
        [conversationId],
      );
      return rows.reverse().map(noteView);
    },

    async add(
      tx: Sql,
      conversation: { id: string; businessId: string },
      authorId: string,
      input: unknown,
    ): Promise<ConversationNoteView> {
      const { text } = parseInput(conversationNoteInputSchema, input);
      const now = clock.now();
      const [row] = await tx.query<NoteRow>(
        `WITH note AS (
           INSERT INTO conversation_notes (id, "conversationId", "businessId", "authorId", text,
             "createdAt") VALUES ($1, $2, $3, $4, $5, $6) RETURNING *)
         SELECT ${NOTE_COLUMNS} FROM note n LEFT JOIN users u ON u.id = n."authorId"`,
        [uuidv7(now), conversation.id, conversation.businessId, authorId, text, now],
      );
      await tx.query(`UPDATE conversations SET "updatedAt" = $2 WHERE id = $1`, [
        conversation.id,
        now,
      ]);
      await notifyInboxChange(tx, conversation.businessId, conversation.id);
      return noteView(row!);
    },
  };
}
