import { randomBytes } from "node:crypto";
import { SANDBOX_CUSTOMERS, SANDBOX_TIMINGS, type Sql } from "@aizapy/contracts";
import type { PlatformContext } from "../../context.ts";
import { applyStatuses } from "../../messages/apply-status.ts";
import { receiveInbound } from "../../messages/receive-inbound.ts";
import type { Provider } from "../provider.ts";
import {
  firstStep,
  MARKETING_LIMITED,
  stepAfter,
  UNDELIVERABLE,
  type SandboxStep,
} from "./sandbox-customers.ts";

// The sandbox: a provider that behaves like Meta's Cloud API without sending anything to
// WhatsApp. It takes a message at once and reports what its customer does a little later:
// delivered and read, never read, a reply, or a failure (sandbox-customers.ts decides by number).
// Like a real provider it keeps its own record (sandbox_sends): what it was asked to send, and what
// it reports next and when, so its reports survive a restart and go out in order.

export interface SandboxTimings {
  /** After the send, the message is delivered (or fails). */
  deliveredAfterMs: number;
  /** After the send, the message is read. */
  readAfterMs: number;
  /** After the send, a replying customer answers. */
  repliedAfterMs: number;
}

export const DEFAULT_SANDBOX_TIMINGS: SandboxTimings = SANDBOX_TIMINGS;

/** Timings from the configured delivery and read: never read before delivered, the answer after. */
export const sandboxTimings = (deliveredAfterMs: number, readAfterMs: number): SandboxTimings => {
  const read = Math.max(readAfterMs, deliveredAfterMs);
  return {
    deliveredAfterMs,
    readAfterMs: read,
    repliedAfterMs: read + SANDBOX_TIMINGS.repliedAfterMs - SANDBOX_TIMINGS.readAfterMs,
  };
};

/**
 * The access token of a sandbox configuration added without one: the sandbox checks no token, but
 * every configuration has one, shown once and masked after, as a provider's would be.
 */
export const issueSandboxAccessToken = () => `sandbox_${randomBytes(24).toString("base64url")}`;

// One row per message ($1, each with a new id in $2 and its next status in $3): asked again (after
// a crash left the first answer unrecorded), the sandbox answers the same id and schedules
// nothing new. A batch of sends in one statement.
const RECORD_SENDS = `
  INSERT INTO sandbox_sends ("messageId", "providerMessageId", "createdAt", "nextStatus", "nextStatusAt")
  SELECT s."messageId", s."providerMessageId", $4, s."nextStatus", $5
  FROM unnest($1::uuid[], $2::text[], $3::text[]) AS s("messageId", "providerMessageId", "nextStatus")
  ON CONFLICT ("messageId") DO UPDATE SET requests = sandbox_sends.requests + 1
  RETURNING "messageId", "providerMessageId"`;

// The reports that have come due, each taken by one process only (SKIP LOCKED), with the message
// they are about (absent if its business was deleted since: the report is then dropped).
const TAKE_DUE = `
  SELECT s."messageId", s."nextStatus" AS step, m."customerNumber" AS "to", m."businessId",
         m."apiConfigId"
  FROM sandbox_sends s LEFT JOIN messages m ON m.id = s."messageId"
  WHERE s."nextStatus" IS NOT NULL AND s."nextStatusAt" <= $1
  ORDER BY s."nextStatusAt" LIMIT $2 FOR UPDATE OF s SKIP LOCKED`;

// After a batch of reports: each message's next step ($2, null when its customer does nothing
// more) and when ($3).
const ADVANCE = `
  UPDATE sandbox_sends SET "nextStatus" = n.step, "nextStatusAt" = n.at
  FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS n("messageId", step, at)
  WHERE sandbox_sends."messageId" = n."messageId"`;

interface DueReport {
  messageId: string;
  step: SandboxStep;
  to: string | null;
  businessId: string | null;
  apiConfigId: string | null;
}

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
          messages.map((message) => firstStep(message.to, message.category)),
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

type StatusStep = Exclude<SandboxStep, "replied">;

/** The status callback a reported step stands for. */
const statusUpdate = (step: StatusStep, now: Date) =>
  step === "failed" || step === "limited"
    ? {
        status: "failed" as const,
        occurredAt: now,
        error: step === "failed" ? UNDELIVERABLE : MARKETING_LIMITED,
      }
    : { status: step, occurredAt: now };

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
  // How long after the step before it the customer takes to each step.
  const delayBefore = (step: SandboxStep) =>
    step === "replied"
      ? timings.repliedAfterMs - timings.readAfterMs
      : timings.readAfterMs - timings.deliveredAfterMs;

  // The customer's answer, as Meta would report it: an inbound message from the recipient to the
  // configuration the message went through. Its id comes from the message's, so a report made
  // twice (a crash between the two) is one answer.
  const reply = async (tx: Sql, report: DueReport, now: Date) =>
    report.businessId !== null &&
    report.apiConfigId !== null &&
    report.to !== null &&
    (await receiveInbound(
      ctx,
      tx,
      {
        businessId: report.businessId,
        apiConfigId: report.apiConfigId,
        from: report.to,
        text: SANDBOX_CUSTOMERS.reply,
        providerMessageId: `wamid.sandbox.reply.${report.messageId}`,
        occurredAt: now,
      },
      now,
    )) !== null;

  return {
    // A batch costs the same few statements whatever its size; bounded, as on PGlite a
    // transaction holds the only connection.
    async reportDue(limit = 50) {
      const now = ctx.clock.now();
      return ctx.sql.transaction(async (tx) => {
        const due = await tx.query<DueReport>(TAKE_DUE, [now, limit]);
        const statuses = due.filter(
          (report): report is DueReport & { step: StatusStep } => report.step !== "replied",
        );
        const changed = await applyStatuses(
          ctx,
          tx,
          statuses.map(({ messageId, step }) => ({ messageId, update: statusUpdate(step, now) })),
          now,
        );
        const reported = new Map<DueReport, boolean>(
          statuses.map((report, i) => [report, changed[i] === true]),
        );
        for (const report of due) {
          if (report.step === "replied") reported.set(report, await reply(tx, report, now));
        }
        // A report that changed nothing (a later status came first) ends the customer's script.
        const next = due.map((report) =>
          reported.get(report) && report.to ? stepAfter(report.step, report.to) : null,
        );
        if (due.length > 0) {
          await tx.query(ADVANCE, [
            due.map((report) => report.messageId),
            next,
            next.map((step) => (step ? new Date(now.getTime() + delayBefore(step)) : null)),
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
