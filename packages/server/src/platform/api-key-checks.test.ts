import { randomUUID } from "node:crypto";
import {
  API_KEY_CACHE_TTL_MS,
  createApiKeyAuthenticator,
  generateApiKey,
  type ApiKeyAuthenticator,
} from "@aizapy/messaging";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sql } from "@aizapy/db";
import { createTestDatabase, type TestDatabase } from "@aizapy/db/testing";

// A /v1 key's check is kept until something it depends on changes: the key (created, revoked,
// deleted) or its business's status. Changes made elsewhere — another process, an operator's SQL
// — are read from the database at most a second late; a busy key costs no lookup per request.

let database: TestDatabase;
let now: number;
let lookups: number;
let businessId: string;
let keyId: string;
let key: string;
let authenticator: ApiKeyAuthenticator;

beforeAll(async () => {
  database = await createTestDatabase();
  // Counts the key lookups the authenticator makes (its other statements are not lookups).
  const counting: Sql = {
    query: (text, params) => {
      if (text.includes("FROM api_keys k")) lookups++;
      return database.sql.query(text, params);
    },
    transaction: database.sql.transaction,
  };
  now = Date.now();
  authenticator = createApiKeyAuthenticator(counting, { now: () => new Date(now) });
  businessId = randomUUID();
  await database.sql.query(
    `INSERT INTO businesses (id, name, "whatsappNumber") VALUES ($1, 'Chai Point', '+919800000001')`,
    [businessId],
  );
  const created = generateApiKey();
  key = created.key;
  keyId = randomUUID();
  await database.sql.query(
    `INSERT INTO api_keys (id, "businessId", name, prefix, "keyHash") VALUES ($1, $2, 'Main', $3, $4)`,
    [keyId, businessId, created.prefix, created.keyHash],
  );
});
afterAll(() => database.destroy());

/** Moves the clock on by `ms` and checks the key then. */
async function checkAfter(ms: number) {
  now += ms;
  return authenticator.authenticate(key);
}

describe("a /v1 key's check", () => {
  it("is looked up once while nothing it depends on changes, however long the key is used", async () => {
    lookups = 0;
    for (let i = 0; i < 5; i++) {
      expect(await checkAfter(API_KEY_CACHE_TTL_MS + 100)).toMatchObject({ ok: true });
    }
    expect(lookups).toBe(1);
    // The key's "last used" time, written as it is used, is not such a change.
    await database.sql.query(`UPDATE api_keys SET "lastUsedAt" = now() WHERE id = $1`, [keyId]);
    expect(await checkAfter(API_KEY_CACHE_TTL_MS + 100)).toMatchObject({ ok: true });
    expect(lookups).toBe(1);
  });

  it("sees a business suspended elsewhere within a second, and its reactivation", async () => {
    await database.sql.query(`UPDATE businesses SET status = 'suspended' WHERE id = $1`, [
      businessId,
    ]);
    expect(await checkAfter(API_KEY_CACHE_TTL_MS)).toMatchObject({
      ok: true,
      caller: { businessStatus: "suspended" },
    });
    await database.sql.query(`UPDATE businesses SET status = 'active' WHERE id = $1`, [businessId]);
    expect(await checkAfter(API_KEY_CACHE_TTL_MS)).toMatchObject({
      ok: true,
      caller: { businessStatus: "active" },
    });
  });

  it("sees a key revoked elsewhere within a second, not before the second is up", async () => {
    expect(await checkAfter(API_KEY_CACHE_TTL_MS)).toMatchObject({ ok: true });
    await database.sql.query(`UPDATE api_keys SET "revokedAt" = now() WHERE id = $1`, [keyId]);
    // Within the second the check may still be the one made before the revocation.
    expect(await checkAfter(API_KEY_CACHE_TTL_MS / 2)).toMatchObject({ ok: true });
    expect(await checkAfter(API_KEY_CACHE_TTL_MS / 2)).toEqual({ ok: false, reason: "revoked" });
  });

  it("sees a key deleted with its business", async () => {
    await database.sql.query(`DELETE FROM businesses WHERE id = $1`, [businessId]);
    expect(await checkAfter(API_KEY_CACHE_TTL_MS)).toEqual({ ok: false, reason: "unknown" });
  });
});
