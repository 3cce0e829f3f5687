import { createHash } from "node:crypto";
import { AppError, IDEMPOTENCY_KEY_HOURS, type Sql } from "@aizapy/contracts";

// Idempotency-Key on sends (IETF draft-ietf-httpapi-idempotency-key-header): the same key with the
// same body within 24 hours answers the first answer and sends nothing again; with another body
// it is refused (422); while the first request is still running, 409. The key is claimed before
// the work starts and its answer is stored in the work's own transaction, so an answer is
// recorded exactly when the message is.

/** A claim left "in flight" this long was abandoned by a process that died mid-request. */
const ABANDONED_AFTER_MS = 60_000;

export type IdempotencyClaim =
  | { kind: "replay"; status: number; body: unknown }
  | {
      kind: "proceed";
      /** The claimed key, whose answer the work stores (answerStoredWith). */
      key: string;
      /** Frees the key after a refusal or fault, so a retry is processed afresh. */
      release(): Promise<void>;
    };

const CLAIM = `
  INSERT INTO idempotency_keys ("businessId", key, "requestHash", state, "createdAt", "lockedAt")
  VALUES ($1, $2, $3, 'in_flight', $4, $4) ON CONFLICT DO NOTHING RETURNING 1`;

const READ = `
  SELECT "requestHash", state, "responseStatus", "responseBody", "createdAt", "lockedAt"
  FROM idempotency_keys WHERE "businessId" = $1 AND key = $2`;

// Takes over a record that expired or was abandoned; the compare on lockedAt lets one taker win.
const TAKE_OVER = `
  UPDATE idempotency_keys SET "requestHash" = $3, state = 'in_flight', "responseStatus" = NULL,
    "responseBody" = NULL, "createdAt" = CASE WHEN $6::boolean THEN $4::timestamptz ELSE "createdAt" END,
    "lockedAt" = $4::timestamptz
  WHERE "businessId" = $1 AND key = $2 AND "lockedAt" = $5 RETURNING 1`;

/**
 * A write for the statement that does a claimed key's work: stores its answer (200, `body`, JSON)
 * when the CTE `done` has a row. The arguments are the SQL placeholders of the business, the key
 * (null when the request had none: nothing is written) and the body.
 */
export const answerStoredWith = (
  done: string,
  { businessId, key, body }: { businessId: string; key: string; body: string },
) => `
  UPDATE idempotency_keys SET state = 'done', "responseStatus" = 200, "responseBody" = ${body}::jsonb
  WHERE "businessId" = ${businessId} AND key = ${key}::text AND EXISTS (SELECT 1 FROM ${done})`;

const RELEASE = `DELETE FROM idempotency_keys WHERE "businessId" = $1 AND key = $2 AND state = 'in_flight'`;

/** What makes two requests "the same": the method and path, and the body's exact JSON. */
export const requestFingerprint = (route: string, body: unknown) =>
  createHash("sha256")
    .update(`${route}\n${JSON.stringify(body)}`)
    .digest("hex");

export async function claimIdempotencyKey(
  sql: Sql,
  businessId: string,
  key: string,
  fingerprint: string,
  now: Date,
): Promise<IdempotencyClaim> {
  const proceed: IdempotencyClaim = {
    kind: "proceed",
    key,
    release: async () => {
      await sql.query(RELEASE, [businessId, key]);
    },
  };
  for (let tries = 0; tries < 3; tries++) {
    if ((await sql.query(CLAIM, [businessId, key, fingerprint, now])).length > 0) return proceed;
    const [record] = await sql.query<{
      requestHash: string;
      state: "in_flight" | "done";
      responseStatus: number | null;
      responseBody: unknown;
      createdAt: Date;
      lockedAt: Date;
    }>(READ, [businessId, key]);
    if (!record) continue;
    const expired = record.createdAt.getTime() < now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000;
    const abandoned =
      record.state === "in_flight" &&
      record.lockedAt.getTime() < now.getTime() - ABANDONED_AFTER_MS;
    if (expired || abandoned) {
      const taken = await sql.query(TAKE_OVER, [
        businessId,
        key,
        fingerprint,
        now,
        record.lockedAt,
        expired,
      ]);
      if (taken.length > 0) return proceed;
      continue;
    }
    if (record.requestHash !== fingerprint) {
      throw new AppError(
        "idempotency_key_reused",
        "This Idempotency-Key was already used with a different request; use a new key for a new request.",
      );
    }
    if (record.state === "in_flight") {
      throw new AppError(
        "idempotency_key_in_use",
        "A request with this Idempotency-Key is still being processed; retry in a moment.",
        { retryAfterSeconds: 1 },
      );
    }
    return { kind: "replay", status: record.responseStatus ?? 200, body: record.responseBody };
  }
  throw new AppError("idempotency_key_in_use", "This Idempotency-Key is busy; retry in a moment.", {
    retryAfterSeconds: 1,
  });
}
