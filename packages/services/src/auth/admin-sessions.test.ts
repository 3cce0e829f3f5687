import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "@aizapy/db";
import { createTestDatabase, type TestDatabase } from "@aizapy/db/testing";
import { generateSessionToken, hashSessionToken } from "./session-token.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const db = () => database.prisma;

async function expectUniqueViolation(write: Promise<unknown>): Promise<void> {
  const error = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, "the second write should have been refused").toBeDefined();
  expect(isUniqueViolation(error)).toBe(true);
}

describe("admin sessions", () => {
  it("store only the token's hash, which finds the session again", async () => {
    const admin = await db().admin.create({ data: { username: "session-owner", password: "x" } });
    const token = generateSessionToken();
    await db().adminSession.create({
      data: {
        adminId: admin.id,
        tokenHash: hashSessionToken(token),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    const stored = await db().adminSession.findMany({ where: { adminId: admin.id } });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const found = await db().adminSession.findUnique({
      where: { tokenHash: hashSessionToken(token) },
    });
    expect(found?.adminId).toBe(admin.id);
  });

  it("are unique per token hash", async () => {
    const admin = await db().admin.create({ data: { username: "session-twice", password: "x" } });
    const data = { adminId: admin.id, tokenHash: hashSessionToken("same"), expiresAt: new Date() };
    await db().adminSession.create({ data });
    await expectUniqueViolation(db().adminSession.create({ data }));
  });
});
