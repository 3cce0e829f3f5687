import { randomBytes } from "node:crypto";
import { SANDBOX_TIMINGS, SANDBOX_UNDELIVERABLE, type MessageError } from "@aizapy/contracts";
import type { PlatformContext } from "../../context.ts";
import { applyStatuses } from "../../messages/apply-status.ts";
import type { Provider } from "../provider.ts";

// The sandbox: a provider that behaves like Meta's Cloud API without sending anything to
// WhatsApp. It takes a message at once, reports it delivered and read a little later, and fails
// recipients ending in 0000 as undeliverable, so integrations can be built and tested against it.
// Like a real provider it keeps its own record (sandbox_sends): what it was asked to send, and the
// status it reports next and when, so its reports survive a restart and go out in order.

export interface SandboxTimings {
  /** After the send, the message is delivered (or fails). */
  deliveredAfterMs: number;
  /** After the send, the message is read. */
  readAfterMs: number;
}

export const DEFAULT_SANDBOX_TIMINGS: SandboxTimings = SANDBOX_TIMINGS;

/** Meta's code for a message that cannot be delivered (the sandbox's recipients ending in 0000). */
export const UNDELIVERABLE: MessageError = {
  code: SANDBOX_UNDELIVERABLE.code,
  title: "Message undeliverable",
  detail: "The recipient cannot be reached on WhatsApp (sandbox: numbers ending in 0000).",
};

/**
 * The access token of a sandbox configuration added without one: the sandbox checks no token, but
 * every configuration has one, shown once and masked after, as a provider's would be.
 */
export const issueSandboxAccessToken = () => `sandbox_${randomBytes(24).toString("base64url")}`;

export const isSandboxUndeliverable = (to: string) =>
  to.endsWith(SANDBOX_UNDELIVERABLE.numberSuffix);

type SandboxStatus = "delivered" | "read" | "failed";

// One row per message ($1, each with a new id in $2 and its next status in $3): asked again (after
// a crash left the first answer unrecorded), the sandbox answers the same id and schedules
// nothing new. A batch of sends in one statement.
const RECORD_SENDS = `
  INSERT INTO sandbox_sends ("messageId", "providerMessageId", "createdAt", "nextStatus", "nextStatusAt")
  SELECT s."messageId", s."providerMessageId", $4, s."nextStatus", $5
  FROM unnest($1::uuid[], $2::text[], $3::text[]) AS s("messageId", "providerMessageId", "nextStatus")
  ON CONFLICT ("messageId") DO UPDATE SET requests = sandbox_sends.requests + 1
  RETURNING "messageId", "providerMessageId"`;

// The reports that have come due, each taken by one process only (SKIP LOCKED).
const TAKE_DUE = `
  SELECT "messageId", "nextStatus" FROM sandbox_sends
  WHERE "nextStatus" IS NOT NULL AND "nextStatusAt" <= $1
  ORDER BY "nextStatusAt" LIMIT $2 FOR UPDATE SKIP LOCKED`;

// After a batch of reports: the messages just delivered ($1) are read next, at $3; the others of
// the batch ($2) have nothing more to report.
const ADVANCE = `
  UPDATE sandbox_sends SET
    "nextStatus" = CASE WHEN "messageId" = ANY($1::uuid[]) THEN 'read' END,
    "nextStatusAt" = CASE WHEN "messageId" = ANY($1::uuid[]) THEN $3::timestamptz END
  WHERE "messageId" = ANY($1::uuid[]) OR "messageId" = ANY($2::uuid[])`;

export function createSandboxProvider(
  ctx: Pick<PlatformContext, "sql" | "clock">,
  timings: SandboxTimings,
): Provider {
  return {
    resendIsSafe: true,
    async send(sends) {
      const now = ctx.clock.now();
      const messages = sends.map(({ message }) => message);
      const rows = await ctx.sql.query<{ messageId: string; providerMessageId: string }>(
        RECORD_SENDS,
        [
          messages.map((message) => message.id),
          messages.map(() => `wamid.sandbox.${randomBytes(12).toString("hex")}`),
          messages.map((message) => (isSandboxUndeliverable(message.to) ? "failed" : "delivered")),
          now,
          new Date(now.getTime() + timings.deliveredAfterMs),
        ],
      );
      const ids = new Map(rows.map((row) => [row.messageId, row.providerMessageId]));
      return messages.map((message) => ({
        kind: "accepted",
        providerMessageId: ids.get(message.id)!,
      }));
    },
  };
}

export interface SandboxReporter {
  /** Reports what has come due, oldest first, up to `limit`; answers how many it reported. */
  reportDue(limit?: number): Promise<number>;
  /** When the next report is due, or null when none is scheduled. */
  nextDueAt(): Promise<Date | null>;
}

/**
 * The sandbox's status callbacks, applied like Meta's: each message's delivery (or failure) when it
 * comes due, then its read. Any number of processes may run it; each report is made once.
 */
export function createSandboxReporter(
  ctx: Pick<PlatformContext, "sql" | "queue" | "clock" | "observer">,
  timings: SandboxTimings,
): SandboxReporter {
  return {
    // A batch costs the same few statements whatever its size; bounded, as on PGlite a
    // transaction holds the only connection.
    async reportDue(limit = 50) {
      const now = ctx.clock.now();
      return ctx.sql.transaction(async (tx) => {
        const due = await tx.query<{ messageId: string; nextStatus: SandboxStatus }>(TAKE_DUE, [
          now,
          limit,
        ]);
        const changed = await applyStatuses(
          ctx,
          tx,
          due.map(({ messageId, nextStatus }) => ({
            messageId,
            update:
              nextStatus === "failed"
                ? { status: "failed", occurredAt: now, error: UNDELIVERABLE }
                : { status: nextStatus, occurredAt: now },
          })),
          now,
        );
        const readNext: string[] = [];
        const done: string[] = [];
        for (const [i, { messageId, nextStatus }] of due.entries()) {
          (changed[i] && nextStatus === "delivered" ? readNext : done).push(messageId);
        }
        if (due.length > 0) {
          await tx.query(ADVANCE, [
            readNext,
            done,
            new Date(now.getTime() + timings.readAfterMs - timings.deliveredAfterMs),
          ]);
        }
        return due.length;
      });
    },
    async nextDueAt() {
      const [next] = await ctx.sql.query<{ nextStatusAt: Date }>(
        `SELECT min("nextStatusAt") AS "nextStatusAt" FROM sandbox_sends WHERE "nextStatus" IS NOT NULL`,
      );
      return next?.nextStatusAt ?? null;
    },
  };
}
