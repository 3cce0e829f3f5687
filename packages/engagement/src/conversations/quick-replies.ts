import {
  AppError,
  INBOX_LIMITS,
  INBOX_MESSAGES,
  notFound,
  quickReplyInputSchema,
  type QuickReplyView,
  type Sql,
} from "@aizapy/contracts";
import { isUniqueViolation, isUuid, uuidv7 } from "@aizapy/db";
import { parseInput } from "../parse-input.ts";

const quickReplyNotFound = () => notFound("Saved reply");

const shortcutTaken = () =>
  new AppError("conflict", INBOX_MESSAGES.shortcutTaken, {
    fieldErrors: [{ path: "shortcut", message: INBOX_MESSAGES.shortcutTaken }],
  });

/** A business's saved replies, which agents insert by typing "/" and the shortcut. */
export function createQuickReplies({ sql, clock }: { sql: Sql; clock: { now(): Date } }) {
  /** A write that may meet another reply's shortcut: 409 with the field named. */
  const saving = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } catch (error) {
      if (isUniqueViolation(error)) throw shortcutTaken();
      throw error;
    }
  };

  return {
    list: (businessId: string): Promise<QuickReplyView[]> =>
      sql.query<QuickReplyView>(
        `SELECT id, shortcut, text FROM quick_replies WHERE "businessId" = $1 ORDER BY shortcut`,
        [businessId],
      ),

    async create(businessId: string, input: unknown): Promise<QuickReplyView> {
      const { shortcut, text } = parseInput(quickReplyInputSchema, input);
      return sql.transaction(async (tx) => {
        // The business's replies are counted under a lock on the business, so two saves at once
        // cannot both pass the limit.
        await tx.query(`SELECT 1 FROM businesses WHERE id = $1 FOR UPDATE`, [businessId]);
        const [{ count }] = (await tx.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM quick_replies WHERE "businessId" = $1`,
          [businessId],
        )) as [{ count: number }];
        if (count >= INBOX_LIMITS.quickRepliesMax) {
          throw new AppError("conflict", INBOX_MESSAGES.tooManyQuickReplies);
        }
        const now = clock.now();
        const [row] = await saving(
          tx.query<QuickReplyView>(
            `INSERT INTO quick_replies (id, "businessId", shortcut, text, "createdAt", "updatedAt")
             VALUES ($1, $2, $3, $4, $5, $5) RETURNING id, shortcut, text`,
            [uuidv7(now), businessId, shortcut, text, now],
          ),
        );
        return row!;
      });
    },

    async update(businessId: string, id: string, input: unknown): Promise<QuickReplyView> {
      const { shortcut, text } = parseInput(quickReplyInputSchema, input);
      if (!isUuid(id)) throw quickReplyNotFound();
      const [row] = await saving(
        sql.query<QuickReplyView>(
          `UPDATE quick_replies SET shortcut = $3, text = $4, "updatedAt" = $5
           WHERE id = $1 AND "businessId" = $2 RETURNING id, shortcut, text`,
          [id, businessId, shortcut, text, clock.now()],
        ),
      );
      if (!row) throw quickReplyNotFound();
      return row;
    },

    async remove(businessId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw quickReplyNotFound();
      const [row] = await sql.query(
        `DELETE FROM quick_replies WHERE id = $1 AND "businessId" = $2 RETURNING id`,
        [id, businessId],
      );
      if (!row) throw quickReplyNotFound();
    },
  };
}

export type QuickReplies = ReturnType<typeof createQuickReplies>;
