import { randomBytes } from "node:crypto";
import type { PlatformContext } from "../../context.ts";
import { applyStatus, type StatusUpdate } from "../../messages/apply-status.ts";
import { QUEUES } from "../../queue/job-queue.ts";
import { SANDBOX_TIMINGS, SANDBOX_UNDELIVERABLE, type MessageError } from "@aizapy/contracts";
import type { Provider } from "../provider.ts";

// The sandbox: a provider that behaves like Meta's Cloud API without sending anything to
// WhatsApp. It takes a message at once, reports it delivered and read a little later, and fails
// recipients ending in 0000 as undeliverable, so integrations can be built and tested against it.

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

export const isSandboxUndeliverable = (to: string) =>
  to.endsWith(SANDBOX_UNDELIVERABLE.numberSuffix);

export interface SandboxStatusJob {
  messageId: string;
  status: "delivered" | "read" | "failed";
}

// One row per message: asked again (after a crash left the first answer unrecorded), the sandbox
// answers the same id and schedules nothing new.
const RECORD_SEND = `
  INSERT INTO sandbox_sends ("messageId", "providerMessageId", "createdAt") VALUES ($1, $2, $3)
  ON CONFLICT ("messageId") DO UPDATE SET requests = sandbox_sends.requests + 1
  RETURNING "providerMessageId", requests`;

export function createSandboxProvider(
  ctx: Pick<PlatformContext, "sql" | "queue" | "clock">,
  timings: SandboxTimings,
): Provider {
  return {
    resendIsSafe: true,
    async send(message) {
      const now = ctx.clock.now();
      return ctx.sql.transaction(async (tx) => {
        const [row] = await tx.query<{ providerMessageId: string; requests: number }>(RECORD_SEND, [
          message.id,
          `wamid.sandbox.${randomBytes(12).toString("hex")}`,
          now,
        ]);
        if (row!.requests === 1) {
          // One callback at a time, each scheduling the next, so they arrive in order.
          await ctx.queue.send(
            tx,
            QUEUES.sandboxStatus.name,
            {
              messageId: message.id,
              status: isSandboxUndeliverable(message.to) ? "failed" : "delivered",
            } satisfies SandboxStatusJob,
            { startAfter: new Date(now.getTime() + timings.deliveredAfterMs) },
          );
        }
        return { kind: "accepted", providerMessageId: row!.providerMessageId };
      });
    },
  };
}

/** The sandbox's status callback, applied like one of Meta's; a delivery schedules the read. */
export async function applySandboxStatus(
  ctx: Pick<PlatformContext, "sql" | "queue" | "clock">,
  timings: SandboxTimings,
  job: SandboxStatusJob,
): Promise<void> {
  const now = ctx.clock.now();
  const update: StatusUpdate =
    job.status === "failed"
      ? { status: "failed", occurredAt: now, error: UNDELIVERABLE }
      : { status: job.status, occurredAt: now };
  await ctx.sql.transaction(async (tx) => {
    const changed = await applyStatus(ctx, tx, job.messageId, update, now);
    if (changed && job.status === "delivered") {
      await ctx.queue.send(
        tx,
        QUEUES.sandboxStatus.name,
        { messageId: job.messageId, status: "read" } satisfies SandboxStatusJob,
        { startAfter: new Date(now.getTime() + timings.readAfterMs - timings.deliveredAfterMs) },
      );
    }
  });
}
