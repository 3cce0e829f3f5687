// Lockout resistance: an attacker who fails the admin's password over and over, from many
// addresses or one, is slowed down and then held to the account's budget of failed checks, but
// never stops the real admin signing in from an address they have used before. (A fresh address
// waits with the attacker's until the budget refills: see distributed-guessing.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../packages/server/src/test-support/test-server.ts";
import { ATTACKED_USERNAME_DELAY_MS } from "../../packages/services/src/auth/login-protection.ts";
import { recordCounts } from "./counts.ts";
import { webAppFixture } from "./hostile.ts";
import { startInProcessProduct, type InProcessProduct } from "./in-process.ts";

const ADMIN = { username: "owner", password: "the-real-owner-password" };
const HOME = "203.0.113.10";
let server: InProcessProduct;
let requests = 0;
const slowedBy: number[] = [];

beforeAll(async () => {
  server = await startInProcessProduct(
    {
      WEB_DIST_DIR: webAppFixture(),
      LOGIN_MAX_FAILURES_PER_USER: "5",
      LOGIN_MAX_FAILURES_PER_ADDRESS: "20",
      LOGIN_MAX_FAILURES_PER_ACCOUNT: "20",
    },
    // The attacked-username slowdown is recorded rather than waited out.
    { delay: async (ms) => void slowedBy.push(ms) },
  );
  await createAdmin(server.database.prisma, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  recordCounts({ suite: "lockout resistance", requests });
  await server?.close();
});

const signIn = (from: string, password: string, username = ADMIN.username) => {
  requests++;
  return server.request({
    method: "POST",
    url: "/api/admin/login",
    from,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
};

describe("an attacker failing the admin's password", () => {
  it("never locks the real admin out of a familiar address", async () => {
    expect((await signIn(HOME, ADMIN.password)).status).toBe(200);

    // 100 wrong passwords from 20 addresses, then 30 more from one address at many usernames.
    for (let n = 0; n < 100; n++) {
      const answer = await signIn(`198.51.100.${n % 20}`, `guess-${n}`);
      expect([401, 429]).toContain(answer.status);
    }
    for (let n = 0; n < 30; n++) await signIn("198.51.100.200", `guess-${n}`, `user${n}`);

    // The pair that failed is blocked even with the right password; the username is slowed.
    expect((await signIn("198.51.100.1", ADMIN.password)).status).toBe(429);
    // Five failures from anywhere slow the username down; the budget of 20 then stops checking.
    expect(slowedBy.length).toBe(15);
    expect(slowedBy.every((ms) => ms === ATTACKED_USERNAME_DELAY_MS)).toBe(true);
    // The stuffing address hit its ceiling.
    expect((await signIn("198.51.100.200", "anything", "someone")).status).toBe(429);

    const fromHome = await signIn(HOME, ADMIN.password);
    expect(fromHome.status, fromHome.text).toBe(200);
    expect(JSON.parse(fromHome.text)).toMatchObject({ token: expect.any(String) });
    const fromTrain = await signIn("192.0.2.77", ADMIN.password);
    expect(fromTrain.status, fromTrain.text).toBe(429);
  });

  it("leaves the real admin able to change the password inside a live session", async () => {
    const { token } = JSON.parse((await signIn(HOME, ADMIN.password)).text) as { token: string };
    requests++;
    const changed = await server.request({
      method: "PUT",
      url: "/api/admin/update-credentials",
      from: HOME,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        currentPassword: ADMIN.password,
        newUsername: ADMIN.username,
        newPassword: "a-brand-new-password",
      }),
    });
    expect(changed.status, changed.text).toBe(200);
  });
});
