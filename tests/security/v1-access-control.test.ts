// Access control of the customer API: every /v1 path (read from the served /v1/openapi.json) with
// every key that is not this business's live key — none, malformed, unknown, revoked, and a
// suspended business's — answers 401 or 403 and changes nothing; another business's live key
// cannot read this business's messages (404, exactly as for an unknown id).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rest } from "../../packages/server/src/test-support/rest-client.ts";
import {
  createSandboxBusiness,
  v1,
  type TestBusiness,
} from "../../packages/server/src/test-support/platform-fixtures.ts";
import {
  startTestServerWithAdmin,
  type TestServer,
} from "../../packages/server/src/test-support/test-server.ts";
import { recordCounts } from "./counts.ts";
import { databaseChecksum, webAppFixture } from "./hostile.ts";

let server: TestServer;
let token: string;
let owner: TestBusiness;
let stranger: TestBusiness;
let ownMessageId: string;
let keys: [kind: string, key: string | undefined, status: number][];
let requests = 0;

const body = { to: "+919876543210", type: "text", text: { body: "Hello" } };

// The platform's clock moves a minute on every reading, so the limit on calls without a valid key
// (per address) never runs out and every probe reaches the check it is meant to test.
let tick = Date.now();
const racingClock = { now: () => new Date((tick += 60_000)) };

beforeAll(async () => {
  ({ server, token } = await startTestServerWithAdmin(
    { WEB_DIST_DIR: webAppFixture() },
    { workers: false, clock: racingClock },
  ));
  owner = await createSandboxBusiness(server, token, { name: "Owner Traders" });
  stranger = await createSandboxBusiness(server, token, { name: "Stranger Traders" });
  const suspended = await createSandboxBusiness(server, token, { name: "Suspended Traders" });
  await rest(server, "PATCH", `/admin/businesses/${suspended.id}`, {
    token,
    body: { status: "suspended" },
  });
  const revoked = await rest(server, "POST", `/admin/businesses/${owner.id}/api-keys`, {
    token,
    body: { name: "Old" },
  });
  await rest(server, "DELETE", `/admin/businesses/${owner.id}/api-keys/${revoked.body.id}`, {
    token,
  });
  await rest(server, "POST", "/admin/sandbox/inbound", {
    token,
    body: { businessId: owner.id, from: "+919876543210", text: "Hi" },
  });
  const sent = await v1(server, "POST", "/messages/send", { key: owner.apiKey, body });
  expect(sent.status).toBe(200);
  ownMessageId = sent.body.message_id;
  keys = [
    ["no key", undefined, 401],
    ["a malformed key", "not a key", 401],
    ["an unknown key", `azk_${"Z".repeat(40)}`, 401],
    ["a revoked key", revoked.body.key, 401],
    ["a session token instead of a key", token, 401],
    ["a suspended business's key", suspended.apiKey, 403],
  ];
});
afterAll(async () => {
  recordCounts({ suite: "access control (/v1)", requests });
  await server?.close();
});

async function operations() {
  const document = (await v1(server, "GET", "/openapi.json")).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      path: path.replace("{message_id}", ownMessageId),
    })),
  );
}

describe("every /v1 path", () => {
  it("refuses every key that is not a live key of an active business, changing nothing", async () => {
    const before = await databaseChecksum(server.database);
    for (const { method, path } of await operations()) {
      for (const [kind, key, status] of keys) {
        const answer = await v1(server, method, path, {
          key,
          ...(method === "POST" ? { body } : {}),
        });
        requests++;
        expect(answer.status, `${method} ${path} with ${kind}`).toBe(status);
        // POST /v1/{phone_number_id}/messages answers in Meta's shape, with Meta's codes.
        const meta = /^\/(?!messages\/)[^/]+\/messages$/.test(path);
        expect(answer.body.error.code).toBe(
          meta
            ? status === 401
              ? 190
              : 131031
            : status === 401
              ? "unauthorized"
              : "business_not_active",
        );
        expect(JSON.stringify(answer.body)).not.toContain(ownMessageId.slice(0, 8) + "-never");
      }
    }
    expect(await databaseChecksum(server.database)).toBe(before);
  });

  it("answers a revoked key exactly as a key that never existed", async () => {
    const answers = [];
    for (const kind of ["an unknown key", "a revoked key"]) {
      const key = keys.find(([name]) => name === kind)![1];
      const answer = await v1(server, "GET", `/messages/${ownMessageId}/status`, { key });
      requests++;
      answers.push({ status: answer.status, body: answer.body });
    }
    expect(answers[1]).toEqual(answers[0]);
  });

  it("never shows one business's message to another business's key", async () => {
    const own = await v1(server, "GET", `/messages/${ownMessageId}/status`, { key: owner.apiKey });
    expect(own.status).toBe(200);
    const foreign = await v1(server, "GET", `/messages/${ownMessageId}/status`, {
      key: stranger.apiKey,
    });
    requests += 2;
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("+919876543210");
  });
});
