import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSandboxBusiness,
  createTemplate,
  eventually,
  v1,
  type TestBusiness,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import { startTestServerWithAdmin, type TestServer } from "../test-support/test-server.ts";

// The /v1 API's rules, as a customer's integration meets them: keys, input, templates, limits,
// idempotency. Workers are off: these rules are decided when a message is accepted. The
// platform's clock stands still, so a burst is a burst however slowly the machine answers.

let server: TestServer;
let token: string;
let business: TestBusiness;
let other: TestBusiness;

const template = (name = "welcome", parameters: string[] = ["Priya"]) => ({
  to: "+919876543210",
  template: {
    name,
    language: "en",
    components: [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }],
  },
});

const frozen = new Date();
beforeAll(async () => {
  ({ server, token } = await startTestServerWithAdmin(
    {},
    { workers: false, clock: { now: () => frozen } },
  ));
  business = await createSandboxBusiness(server, token);
  other = await createSandboxBusiness(server, token, { name: "Glow Studio" });
  await createTemplate(server, token, business.id, {
    name: "welcome",
    category: "marketing",
    body: "Welcome, {{1}}!",
  });
});
afterAll(() => server?.close());

const messagesStored = () => server.prisma.message.count();

/** What an answer's RateLimit header says is left of one limit. */
const remaining = (answer: { headers: Headers }, limit: string) =>
  Number(new RegExp(`"${limit}";r=(\\d+)`).exec(answer.headers.get("ratelimit") ?? "")?.[1]);

describe("authentication", () => {
  it("refuses a missing, malformed, unknown or revoked key with 401 and the error shape", async () => {
    const created = await rest(server, "POST", `/admin/businesses/${business.id}/api-keys`, {
      token,
      body: { name: "To revoke" },
    });
    const revoke = await rest(
      server,
      "DELETE",
      `/admin/businesses/${business.id}/api-keys/${created.body.id}`,
      { token },
    );
    expect(revoke.status).toBe(204);
    for (const key of [undefined, "nonsense", `azk_${"A".repeat(40)}`, created.body.key]) {
      const answer = await v1(server, "POST", "/messages/template", { key, body: template() });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        error: { code: "unauthorized", message: expect.any(String), details: null },
      });
      expect(answer.headers.get("ratelimit-policy")).toContain('"anonymous"');
    }
    expect(await messagesStored()).toBe(0);
  });

  it("records when a key was last used, as the console's list of keys shows it", async () => {
    const fresh = await createSandboxBusiness(server, token, { name: "Last Used" });
    const listed = async () =>
      (await rest(server, "GET", `/admin/businesses/${fresh.id}/api-keys`, { token })).body.find(
        (key: { id: string }) => key.id === fresh.apiKeyId,
      )?.lastUsedAt;
    expect(await listed()).toBeNull();
    await v1(server, "GET", `/messages/${crypto.randomUUID()}/status`, { key: fresh.apiKey });
    expect(await eventually(listed)).toBe(frozen.toISOString());
  });

  it("refuses a suspended or inactive business with 403, at once after the change", async () => {
    for (const status of ["suspended", "inactive"]) {
      await rest(server, "PATCH", `/admin/businesses/${other.id}`, { token, body: { status } });
      const answer = await v1(server, "GET", `/messages/${crypto.randomUUID()}/status`, {
        key: other.apiKey,
      });
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe("business_not_active");
    }
    await rest(server, "PATCH", `/admin/businesses/${other.id}`, {
      token,
      body: { status: "active" },
    });
    expect(
      (await v1(server, "GET", `/messages/${crypto.randomUUID()}/status`, { key: other.apiKey }))
        .status,
    ).toBe(404);
  });
});

describe("input", () => {
  it("answers 400 with the fields that are wrong, storing nothing", async () => {
    const cases: [unknown, string][] = [
      [{ to: "9876543210", type: "text", text: { body: "Hi" } }, "to"],
      [{ to: "+919876543210", type: "sticker", text: { body: "Hi" } }, "type"],
      [{ to: "+919876543210", type: "text", text: { body: "" } }, "text.body"],
      [{ to: "+919876543210", type: "text", text: { body: "x".repeat(4097) } }, "text.body"],
      [{ to: "+919876543210", type: "text", text: { body: "Hi" }, extra: 1 }, "input"],
    ];
    for (const [body, field] of cases) {
      const answer = await v1(server, "POST", "/messages/send", { key: business.apiKey, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe("invalid_request");
      expect(answer.body.error.details.fields.map((f: { path: string }) => f.path)).toContain(
        field,
      );
    }
    const notJson = await fetch(`${server.baseUrl}/v1/messages/send`, {
      method: "POST",
      headers: { authorization: `Bearer ${business.apiKey}`, "content-type": "application/json" },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { code: string } }).error.code).toBe(
      "invalid_request",
    );
    const text = await fetch(`${server.baseUrl}/v1/messages/send`, {
      method: "POST",
      headers: { authorization: `Bearer ${business.apiKey}`, "content-type": "text/plain" },
      body: "hello",
    });
    expect(text.status).toBe(415);
    expect(await messagesStored()).toBe(0);
  });

  it("takes a send written for Meta's Cloud API as it is, and only with Meta's values", async () => {
    const meta = { messaging_product: "whatsapp", recipient_type: "individual" };
    const { template: welcome, to } = template();
    const accepted = await v1(server, "POST", "/messages/template", {
      key: business.apiKey,
      body: {
        ...meta,
        to,
        type: "template",
        template: { ...welcome, language: { code: "en", policy: "deterministic" } },
      },
    });
    expect(accepted.status).toBe(200);
    const stored = await server.prisma.message.findUniqueOrThrow({
      where: { id: accepted.body.message_id },
    });
    expect([stored.templateName, stored.templateLanguage]).toEqual(["welcome", "en"]);
    const text = await v1(server, "POST", "/messages/send", {
      key: business.apiKey,
      body: { ...meta, to: "+919812300001", type: "text", text: { body: "Hi" } },
    });
    expect(text.body.error.code).toBe("outside_service_window");

    const before = await messagesStored();
    const cases: [string, unknown, string][] = [
      ["/messages/send", { ...meta, messaging_product: "sms", ...template() }, "messaging_product"],
      ["/messages/template", { recipient_type: "group", ...template() }, "recipient_type"],
      ["/messages/template", { type: "text", ...template() }, "type"],
      [
        "/messages/template",
        { to, template: { ...welcome, language: { code: "english" } } },
        "template.language",
      ],
    ];
    for (const [path, body, field] of cases) {
      const answer = await v1(server, "POST", path, { key: business.apiKey, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.details.fields.map((f: { path: string }) => f.path)).toContain(
        field,
      );
    }
    expect(await messagesStored()).toBe(before);
  });

  it("answers 404 for an unknown path, in the API's error shape", async () => {
    const answer = await v1(server, "GET", "/nothing-here", { key: business.apiKey });
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe("not_found");
  });
});

describe("templates", () => {
  it("refuse an unknown template or language with 422 template_not_found", async () => {
    for (const body of [
      template("missing"),
      { ...template(), template: { ...template().template, language: "hi" } },
    ]) {
      const answer = await v1(server, "POST", "/messages/template", { key: business.apiKey, body });
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe("template_not_found");
    }
  });

  it("refuse the wrong number of parameters with 422 template_params_mismatch", async () => {
    const answer = await v1(server, "POST", "/messages/template", {
      key: business.apiKey,
      body: template("welcome", ["Priya", "extra"]),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: "template_params_mismatch",
      details: { expected: 1, received: 2 },
    });
  });

  it("are sent as they read when the message is accepted, after one is deleted and created again", async () => {
    const own = await createSandboxBusiness(server, token, { name: "Chai Point" });
    const send = (parameters: string[]) =>
      v1(server, "POST", "/messages/template", {
        key: own.apiKey,
        body: template("reminder", parameters),
      });
    const stored = async (parameters: string[]) => {
      const answer = await send(parameters);
      expect(answer.status).toBe(200);
      const message = await server.prisma.message.findUniqueOrThrow({
        where: { id: answer.body.message_id },
      });
      return [message.body, message.category];
    };
    const recreate = async (body: string, category = "utility") => {
      const templates = await server.prisma.messageTemplate.findMany({
        where: { businessId: own.id, name: "reminder" },
      });
      for (const { id } of templates) {
        const removed = await rest(
          server,
          "DELETE",
          `/admin/businesses/${own.id}/templates/${id}`,
          {
            token,
          },
        );
        expect(removed.status).toBe(204);
      }
      await createTemplate(server, token, own.id, { name: "reminder", body, category });
    };

    await recreate("Hello {{1}}.");
    expect(await stored(["Priya"])).toEqual(["Hello Priya.", "utility"]);
    expect(await stored(["Arjun"])).toEqual(["Hello Arjun.", "utility"]);

    // The same parameters, another text and category.
    await recreate("Hi {{1}}, 20% off today!", "marketing");
    expect(await stored(["Priya"])).toEqual(["Hi Priya, 20% off today!", "marketing"]);

    // Another number of parameters: the old count is refused, the new one sent.
    await recreate("Namaste {{1}}, see you at {{2}}.");
    expect((await send(["Priya"])).body.error).toMatchObject({
      code: "template_params_mismatch",
      details: { expected: 2, received: 1 },
    });
    expect(await stored(["Priya", "10 am"])).toEqual([
      "Namaste Priya, see you at 10 am.",
      "utility",
    ]);

    // Gone: refused, whatever was sent with it before.
    await recreate("Namaste {{1}}, see you at {{2}}.");
    await server.prisma.messageTemplate.deleteMany({ where: { businessId: own.id } });
    expect((await send(["Priya", "10 am"])).body.error.code).toBe("template_not_found");
    expect(await server.prisma.message.count({ where: { businessId: own.id } })).toBe(4);
  });

  it("are one business's own: another business cannot send them", async () => {
    const answer = await v1(server, "POST", "/messages/template", {
      key: other.apiKey,
      body: template(),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe("template_not_found");
  });
});

describe("message status", () => {
  it("is readable by the business that sent it and 404 to any other, like an unknown id", async () => {
    const sent = await v1(server, "POST", "/messages/template", {
      key: business.apiKey,
      body: template(),
    });
    expect(sent.status).toBe(200);
    const own = await v1(server, "GET", `/messages/${sent.body.message_id}/status`, {
      key: business.apiKey,
    });
    expect(own.body).toEqual({
      message_id: sent.body.message_id,
      status: "accepted",
      timestamp: expect.any(String),
      recipient: "+919876543210",
    });
    const foreign = await v1(server, "GET", `/messages/${sent.body.message_id}/status`, {
      key: other.apiKey,
    });
    const unknown = await v1(server, "GET", `/messages/${crypto.randomUUID()}/status`, {
      key: other.apiKey,
    });
    const garbage = await v1(server, "GET", "/messages/not-an-id/status", { key: other.apiKey });
    for (const answer of [foreign, unknown, garbage]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe("not_found");
    }
    expect(foreign.body.error.message.replace(sent.body.message_id, "")).toBe(
      unknown.body.error.message.replace(/[0-9a-f-]{36}/, ""),
    );
  });
});

describe("idempotency keys", () => {
  it("answer a repeat with the first answer and send nothing twice; another body is 422", async () => {
    const before = await messagesStored();
    const headers = { "idempotency-key": "order-10245-confirmation" };
    const first = await v1(server, "POST", "/messages/template", {
      key: business.apiKey,
      body: template(),
      headers,
    });
    const again = await v1(server, "POST", "/messages/template", {
      key: business.apiKey,
      body: template(),
      headers,
    });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await messagesStored()).toBe(before + 1);
    const changed = await v1(server, "POST", "/messages/template", {
      key: business.apiKey,
      body: template("welcome", ["Arjun"]),
      headers,
    });
    expect(changed.status).toBe(422);
    expect(changed.body.error.code).toBe("idempotency_key_reused");
  });

  it("let exactly one of concurrent requests with one key send; the others replay or wait (409)", async () => {
    const before = await messagesStored();
    const headers = { "idempotency-key": "race-1" };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        v1(server, "POST", "/messages/template", {
          key: business.apiKey,
          body: template(),
          headers,
        }),
      ),
    );
    expect(await messagesStored()).toBe(before + 1);
    const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.message_id));
    expect(ids.size).toBe(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe("idempotency_key_in_use");
    }
  });

  it("answer 409 with Retry-After while the first request holds the key, and take over one abandoned for a minute", async () => {
    const fresh = await createSandboxBusiness(server, token, { name: "Held Keys" });
    await createTemplate(server, token, fresh.id, { name: "welcome", body: "Welcome, {{1}}!" });
    const send = () =>
      v1(server, "POST", "/messages/template", {
        key: fresh.apiKey,
        body: template(),
        headers: { "idempotency-key": "held" },
      });
    // The record as a request still running (or one whose process died) leaves it.
    const holdSince = (lockedAt: Date) =>
      server.prisma.idempotencyKey.update({
        where: { businessId_key: { businessId: fresh.id, key: "held" } },
        data: { state: "in_flight", responseStatus: null, lockedAt },
      });
    expect((await send()).status).toBe(200);

    await holdSince(new Date(frozen.getTime() - 5_000));
    const held = await send();
    expect(held.status).toBe(409);
    expect(held.body.error.code).toBe("idempotency_key_in_use");
    expect(held.headers.get("retry-after")).toBe("1");

    await holdSince(new Date(frozen.getTime() - 61_000));
    const taken = await send();
    expect(taken.status).toBe(200);
    expect(taken.headers.get("idempotent-replayed")).toBeNull();
    const replayed = await send();
    expect(replayed.body).toEqual(taken.body);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
  });

  it("are per business: another business may use the same key", async () => {
    await createTemplate(server, token, other.id, {
      name: "welcome",
      category: "marketing",
      body: "Hi {{1}}",
    });
    const headers = { "idempotency-key": "shared-key" };
    const mine = await v1(server, "POST", "/messages/template", {
      key: business.apiKey,
      body: template(),
      headers,
    });
    const theirs = await v1(server, "POST", "/messages/template", {
      key: other.apiKey,
      body: template(),
      headers,
    });
    expect(mine.body.message_id).not.toBe(theirs.body.message_id);
  });
});

describe("limits per key", () => {
  it("accept 20 messages at once, then answer 429 with Retry-After and the RateLimit headers", async () => {
    const fresh = await createSandboxBusiness(server, token, { name: "Burst Test" });
    await createTemplate(server, token, fresh.id, {
      name: "welcome",
      category: "marketing",
      body: "Welcome, {{1}}!",
    });
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        v1(server, "POST", "/messages/template", { key: fresh.apiKey, body: template() }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    expect(accepted).toHaveLength(20);
    expect(limited).toHaveLength(5);
    expect(limited[0]!.body.error.code).toBe("rate_limited");
    expect(Number(limited[0]!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(limited[0]!.headers.get("ratelimit-policy")).toBe(
      '"burst";q=20;w=1, "hourly";q=1000;w=3600, "calls";q=100;w=60',
    );
    expect(accepted[0]!.headers.get("ratelimit")).toMatch(
      /"burst";r=\d+;t=\d+, "hourly";r=\d+;t=\d+, "calls";r=\d+;t=\d+/,
    );
    expect(accepted[0]!.headers.get("x-ratelimit-limit")).toBeTruthy();
    expect(await server.prisma.message.count({ where: { businessId: fresh.id } })).toBe(20);
  });

  it("count a refused send as a call, never as a message: what it would count is given back", async () => {
    const fresh = await createSandboxBusiness(server, token, { name: "Refusal Counts" });
    // A template this process has never sent: its first send reads the body first.
    await createTemplate(server, token, fresh.id, {
      name: "welcome",
      category: "utility",
      body: "Welcome back, {{1}}!",
    });
    const jobsOf = async () =>
      (
        await server.prisma.$queryRawUnsafe<{ count: number }[]>(
          `SELECT count(*)::int AS count FROM pgboss.job j JOIN messages m ON m.id::text = j.data->>'messageId'
           WHERE j.name = 'message-send' AND m."businessId" = $1::uuid`,
          fresh.id,
        )
      )[0]!.count;

    const outside = await v1(server, "POST", "/messages/send", {
      key: fresh.apiKey,
      body: { to: "+919876543210", type: "text", text: { body: "Hello" } },
    });
    expect(outside.status).toBe(422);
    expect([remaining(outside, "burst"), remaining(outside, "hourly")]).toEqual([20, 1000]);
    expect(remaining(outside, "calls")).toBe(99);

    const first = await v1(server, "POST", "/messages/template", {
      key: fresh.apiKey,
      body: template(),
    });
    expect(first.status).toBe(200);
    expect([
      remaining(first, "burst"),
      remaining(first, "hourly"),
      remaining(first, "calls"),
    ]).toEqual([19, 999, 98]);
    for (let i = 0; i < 19; i++) {
      await v1(server, "POST", "/messages/template", { key: fresh.apiKey, body: template() });
    }
    // The 21st in the same instant: the burst refuses, and the hour gives back what it counted.
    const limited = await v1(server, "POST", "/messages/template", {
      key: fresh.apiKey,
      body: template(),
    });
    expect(limited.status).toBe(429);
    expect([remaining(limited, "burst"), remaining(limited, "hourly")]).toEqual([0, 980]);
    expect(remaining(limited, "calls")).toBe(78);
    const mismatch = await v1(server, "POST", "/messages/template", {
      key: fresh.apiKey,
      body: template("welcome", []),
    });
    expect(mismatch.status).toBe(429);
    expect(remaining(mismatch, "hourly")).toBe(980);

    expect(await server.prisma.message.count({ where: { businessId: fresh.id } })).toBe(20);
    expect(await jobsOf()).toBe(20);
    const buckets = await server.prisma.rateLimitBucket.findMany({
      where: { key: fresh.apiKeyId, policy: "v1-hourly" },
    });
    expect(buckets).toHaveLength(1);
  });

  it("count every call of a key once, however it is answered, and announce the limits on every answer", async () => {
    const fresh = await createSandboxBusiness(server, token, { name: "Every Answer" });
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}/v1${path}`, {
        ...init,
        headers: { authorization: `Bearer ${fresh.apiKey}`, ...init.headers },
      });
    const send = (contentType: string, body: string) =>
      call("/messages/send", { method: "POST", headers: { "content-type": contentType }, body });
    const answers = [
      await send("application/json", "{not json"),
      await send("text/plain", "hello"),
      await send(
        "application/json",
        JSON.stringify({ to: "+919876543210", type: "text", text: { body: "x".repeat(70_000) } }),
      ),
      await send("application/json", JSON.stringify({ to: "+919876543210", type: "image" })),
      await call("/nothing-here"),
      await call("/openapi.json"),
      await call(`/messages/${crypto.randomUUID()}/status`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 415, 413, 400, 404, 200, 404]);
    expect(answers.map((answer) => remaining(answer, "calls"))).toEqual([
      99, 98, 97, 96, 95, 94, 93,
    ]);
    for (const answer of answers) {
      expect(answer.headers.get("ratelimit-policy")).toContain('"calls";q=100;w=60');
      expect(answer.headers.get("x-ratelimit-limit")).not.toBeNull();
      expect(answer.headers.get("x-ratelimit-remaining")).not.toBeNull();
      expect(answer.headers.get("x-ratelimit-reset")).not.toBeNull();
    }
  });

  it("count calls without a key against the caller's address, the OpenAPI document too", async () => {
    const first = await v1(server, "GET", "/openapi.json");
    const second = await v1(server, "GET", "/nothing-here");
    expect([first.status, second.status]).toEqual([200, 404]);
    expect(first.headers.get("ratelimit-policy")).toBe('"anonymous";q=100;w=60');
    expect(remaining(first, "anonymous")).toBeGreaterThan(0);
    expect(remaining(second, "anonymous")).toBe(remaining(first, "anonymous") - 1);
  });

  it("refuse the message after the thousandth of an hour with 429 and its own message", async () => {
    const fresh = await createSandboxBusiness(server, token, { name: "Busy Hour" });
    await createTemplate(server, token, fresh.id, { name: "welcome", body: "Welcome, {{1}}!" });
    // 999 of the hour's 1,000 spent: the bucket's theoretical arrival time an hour less one
    // message's interval ahead of the (frozen) clock.
    await server.prisma.rateLimitBucket.create({
      data: { policy: "v1-hourly", key: fresh.apiKeyId, tat: frozen.getTime() + 3_600_000 - 3_600 },
    });
    const last = await v1(server, "POST", "/messages/template", {
      key: fresh.apiKey,
      body: template(),
    });
    const over = await v1(server, "POST", "/messages/template", {
      key: fresh.apiKey,
      body: template(),
    });
    expect(last.status).toBe(200);
    expect(remaining(last, "hourly")).toBe(0);
    expect(over.status).toBe(429);
    expect(over.body.error).toMatchObject({
      code: "rate_limited",
      message: expect.stringContaining("1000 messages per hour"),
      details: { limit: 1000, window_seconds: 3600 },
    });
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await server.prisma.message.count({ where: { businessId: fresh.id } })).toBe(1);
  });

  it("allow 100 calls a minute of any kind, then 429", async () => {
    const fresh = await createSandboxBusiness(server, token, { name: "Calls Test" });
    const statuses: number[] = [];
    for (let i = 0; i < 102; i++) {
      statuses.push(
        (await v1(server, "GET", `/messages/${crypto.randomUUID()}/status`, { key: fresh.apiKey }))
          .status,
      );
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(100);
    expect(statuses.slice(100)).toEqual([429, 429]);
  });
});

describe("the OpenAPI document", () => {
  it("is served at /v1/openapi.json without a key and names every path", async () => {
    const answer = await v1(server, "GET", "/openapi.json");
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe("3.1.0");
    expect(Object.keys(answer.body.paths)).toEqual([
      "/messages/send",
      "/messages/template",
      "/messages/{message_id}/status",
      "/{phone_number_id}/messages",
      "/contacts",
      "/contacts/imports",
      "/contacts/imports/{import_id}",
      "/contacts/imports/{import_id}/report",
      "/contacts/{contact_id}",
      "/contacts/{contact_id}/opt-in",
      "/contacts/{contact_id}/opt-out",
      "/segments",
      "/segments/count",
      "/segments/{segment_id}",
      "/campaigns",
      "/campaigns/{campaign_id}",
      "/campaigns/{campaign_id}/preflight",
      "/campaigns/{campaign_id}/launch",
      "/campaigns/{campaign_id}/pause",
      "/campaigns/{campaign_id}/resume",
      "/campaigns/{campaign_id}/cancel",
      "/campaigns/{campaign_id}/retarget",
      "/campaigns/{campaign_id}/recipients",
      "/media",
      "/media/{media_id}",
      "/conversations",
      "/conversations/{conversation_id}",
      "/conversations/{conversation_id}/messages",
    ]);
    expect(Object.keys(answer.body.webhooks)).toEqual([
      "message.status",
      "message.received",
      "campaign.completed",
      "contact.opted_out",
      "contact.opted_in",
    ]);
  });
});
