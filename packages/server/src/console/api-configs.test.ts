import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "@aizapy/messaging";
import { rest, type RestResponse } from "../test-support/rest-client.ts";
import { type TestServer, startTestServerWithAdmin } from "../test-support/test-server.ts";

let server: TestServer;
let token: string;
let businessId: string;

const CONFIG_FIELDS = `id businessId businessName provider apiKey phoneNumberId businessAccountId appSecret
  webhookUrl webhookSecret previousWebhookSecretExpiresAt isActive createdAt updatedAt`;
const WITH_SECRETS = `apiConfig { ${CONFIG_FIELDS} } revealed { apiKey appSecret webhookSecret }`;
const CREATE = `mutation ($input: CreateApiConfigInput!) { createApiConfig(input: $input) { ${WITH_SECRETS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateApiConfigInput!) { updateApiConfig(id: $id, input: $input) { ${WITH_SECRETS} } }`;
const ROTATE_KEY = `mutation ($id: ID!, $apiKey: String!) { rotateApiConfigKey(id: $id, apiKey: $apiKey) { ${WITH_SECRETS} } }`;
const ROTATE_WEBHOOK = `mutation ($id: ID!) { rotateApiConfigWebhookSecret(id: $id) { ${WITH_SECRETS} } }`;
const DEACTIVATE = `mutation ($id: ID!) { deactivateApiConfig(id: $id) { ${CONFIG_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteApiConfig(id: $id) }`;
const GET = `query ($id: ID!) { apiConfig(id: $id) { ${CONFIG_FIELDS} } }`;
const LIST = `query ($businessId: ID) { apiConfigs(businessId: $businessId) { ${CONFIG_FIELDS} } }`;

const ACCESS_TOKEN = "EAAGsandbox-token-0001a7f3";
const CLOUD = {
  provider: "whatsapp-cloud",
  apiKey: "EAAGcloud-live-token-9c2e",
  phoneNumberId: "106540352242922",
  businessAccountId: "102290129340398",
  appSecret: "meta-app-secret-55aa1b2c",
  webhookUrl: "https://hooks.spiceroute.in/whatsapp",
};
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;

interface ConfigAnswer {
  id: string;
  apiKey: string;
  appSecret: string | null;
  webhookSecret: string | null;
  webhookUrl: string | null;
  phoneNumberId: string | null;
  previousWebhookSecretExpiresAt: string | null;
  isActive: boolean;
  provider: string;
}
interface WithSecrets {
  apiConfig: ConfigAnswer;
  revealed: { apiKey: string | null; appSecret: string | null; webhookSecret: string | null };
}

const mask = (secret: string) => `••••${secret.slice(-4)}`;

async function create(input: Record<string, unknown>) {
  const answer = await server.graphql<{ createApiConfig: WithSecrets }>(CREATE, {
    token,
    variables: { input: { businessId, ...input } },
  });
  return answer;
}
async function createCloud(overrides: Record<string, unknown> = {}) {
  const { data, errors } = await create({ ...CLOUD, ...overrides });
  expect(errors).toBeUndefined();
  return data!.createApiConfig;
}

/** Every secret ever set in this suite: no answer after creation and no audit row may hold one. */
const plaintexts = new Set<string>();
const remember = (...secrets: (string | null | undefined)[]) => {
  for (const secret of secrets) if (secret) plaintexts.add(secret);
};
function expectNoSecretIn(value: unknown) {
  const text = JSON.stringify(value);
  for (const secret of plaintexts) expect(text).not.toContain(secret);
}

beforeAll(async () => {
  ({ server, token } = await startTestServerWithAdmin());
  remember(ACCESS_TOKEN, CLOUD.apiKey, CLOUD.appSecret);
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.prisma.business.deleteMany();
  businessId = (
    await server.prisma.business.create({
      data: { name: "Spice Route", whatsappNumber: "+919876543210" },
    })
  ).id;
});

describe("adding provider settings", () => {
  it("shows the secrets in full once, masks them everywhere after, and stores them sealed", async () => {
    const created = await createCloud();
    remember(created.revealed.webhookSecret);
    expect(created.revealed).toEqual({
      apiKey: CLOUD.apiKey,
      appSecret: CLOUD.appSecret,
      webhookSecret: expect.stringMatching(WEBHOOK_SECRET),
    });
    expect(Buffer.from(created.revealed.webhookSecret!.slice(6), "base64")).toHaveLength(32);
    expect(created.apiConfig).toMatchObject({
      provider: "whatsapp-cloud",
      apiKey: mask(CLOUD.apiKey),
      appSecret: mask(CLOUD.appSecret),
      webhookSecret: mask(created.revealed.webhookSecret!),
      phoneNumberId: CLOUD.phoneNumberId,
      webhookUrl: CLOUD.webhookUrl,
      isActive: true,
    });
    expectNoSecretIn(created.apiConfig);

    const row = await server.prisma.apiConfig.findUniqueOrThrow({
      where: { id: created.apiConfig.id },
    });
    for (const [sealed, plain] of [
      [row.apiKey, CLOUD.apiKey],
      [row.appSecret!, CLOUD.appSecret],
      [row.webhookSecret!, created.revealed.webhookSecret!],
    ] as const) {
      expect(sealed).not.toContain(plain);
      expect(sealed).toMatch(/^v1\./);
      expect(openSecret(sealed, server.config.appSecret)).toBe(plain);
    }

    const id = created.apiConfig.id;
    const answers = [
      await server.graphql(GET, { token, variables: { id } }),
      await server.graphql(LIST, { token }),
      await server.graphql(LIST, { token, variables: { businessId } }),
      await rest(server, "GET", `/admin/api-configs/${id}`, { token }),
      await rest(server, "GET", "/admin/api-configs", { token }),
      await rest(server, "GET", `/admin/api-configs?businessId=${businessId}`, { token }),
    ];
    for (const answer of answers) {
      expectNoSecretIn(answer);
      expect(JSON.stringify(answer)).toContain(mask(CLOUD.apiKey));
    }
    const detail = (answers[3] as RestResponse<ConfigAnswer>).body;
    expect(detail).toMatchObject({
      appSecret: mask(CLOUD.appSecret),
      webhookSecret: mask(created.revealed.webhookSecret!),
    });

    const audit = await server.prisma.auditLog.findMany({ where: { targetId: id } });
    expect(audit).toMatchObject([
      { action: "api_config_created", targetType: "api_config", actorType: "admin" },
    ]);
    expectNoSecretIn(audit);
  });

  it("answers REST with 201 and the full values once; a sandbox without webhook has no other secrets", async () => {
    const answer = await rest(server, "POST", "/admin/api-configs", {
      token,
      body: { businessId, provider: "sandbox", apiKey: ACCESS_TOKEN },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      businessId,
      provider: "sandbox",
      apiKey: ACCESS_TOKEN,
      appSecret: null,
      webhookUrl: null,
      webhookSecret: null,
      phoneNumberId: null,
      isActive: true,
    });
    const again = await rest(server, "GET", `/admin/api-configs/${answer.body.id}`, { token });
    expect(again.body.apiKey).toBe(mask(ACCESS_TOKEN));
    const list = await rest(server, "GET", "/admin/api-configs", { token });
    expect(Object.keys(list.body[0]).sort()).toEqual([
      "apiKey",
      "businessId",
      "createdAt",
      "id",
      "isActive",
      "provider",
      "updatedAt",
      "webhookUrl",
    ]);
  });

  it("issues a sandbox configuration its own access token when none is given, shown once", async () => {
    const answer = await rest(server, "POST", "/admin/api-configs", {
      token,
      body: { businessId, provider: "sandbox", webhookUrl: "https://hooks.spiceroute.in/wa" },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.apiKey).toMatch(/^sandbox_[A-Za-z0-9_-]{32}$/);
    expect(answer.body.webhookSecret).toMatch(WEBHOOK_SECRET);
    remember(answer.body.apiKey, answer.body.webhookSecret);
    const again = await rest(server, "GET", `/admin/api-configs/${answer.body.id}`, { token });
    expect(again.body.apiKey).toBe(mask(answer.body.apiKey));
    const stored = await server.prisma.apiConfig.findUniqueOrThrow({
      where: { id: answer.body.id },
    });
    expect(openSecret(stored.apiKey, server.config.appSecret)).toBe(answer.body.apiKey);

    const { data, errors } = await create({ provider: "sandbox", apiKey: null });
    expect(errors).toBeUndefined();
    expect(data!.createApiConfig.revealed.apiKey).toMatch(/^sandbox_/);
    expect(data!.createApiConfig.revealed.apiKey).not.toBe(answer.body.apiKey);
  });

  it("needs an access token for WhatsApp Cloud API, and changes nothing without one", async () => {
    const { apiKey: _none, ...withoutToken } = CLOUD;
    const answer = await rest(server, "POST", "/admin/api-configs", {
      token,
      body: { businessId, ...withoutToken },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { path: "apiKey", message: "Required for WhatsApp Cloud API" },
    ]);
    expect(await server.prisma.apiConfig.count()).toBe(0);
  });

  it("lists one business's configurations when asked, on both APIs", async () => {
    const other = await server.prisma.business.create({
      data: { name: "Chai Point", whatsappNumber: "+919812345678" },
    });
    await create({ provider: "sandbox", apiKey: ACCESS_TOKEN });
    await server.graphql(CREATE, {
      token,
      variables: { input: { businessId: other.id, provider: "sandbox", apiKey: ACCESS_TOKEN } },
    });
    const graphql = await server.graphql<{ apiConfigs: { businessName: string }[] }>(
      `query ($businessId: ID) { apiConfigs(businessId: $businessId) { businessName } }`,
      { token, variables: { businessId: other.id } },
    );
    expect(graphql.data!.apiConfigs).toEqual([{ businessName: "Chai Point" }]);
    const all = await rest(server, "GET", "/admin/api-configs", { token });
    expect(all.body).toHaveLength(2);
    const one = await rest(server, "GET", `/admin/api-configs?businessId=${businessId}`, { token });
    expect(one.body.map((config: { businessId: string }) => config.businessId)).toEqual([
      businessId,
    ]);
    const invalid = await rest(server, "GET", "/admin/api-configs?businessId=nope", { token });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].path).toBe("businessId");
  });

  it.each([
    [{ businessId: "nope", provider: "sandbox", apiKey: ACCESS_TOKEN }, "businessId"],
    [{ provider: "twilio", apiKey: ACCESS_TOKEN }, "provider"],
    [{ provider: "sandbox", apiKey: "short" }, "apiKey"],
    [{ provider: "sandbox", apiKey: ACCESS_TOKEN, webhookUrl: "not a url" }, "webhookUrl"],
    [{ provider: "sandbox", apiKey: ACCESS_TOKEN, isActive: "yes" }, "isActive"],
    [{ ...CLOUD, phoneNumberId: "abc" }, "phoneNumberId"],
    [{ ...CLOUD, businessAccountId: "12 34" }, "businessAccountId"],
    [{ ...CLOUD, appSecret: "short" }, "appSecret"],
    [
      { provider: "sandbox", apiKey: ACCESS_TOKEN, phoneNumberId: "106540352242922" },
      "phoneNumberId",
    ],
  ])("refuses %o with a field error on %s (REST 400)", async (input, path) => {
    const answer = await rest(server, "POST", "/admin/api-configs", {
      token,
      body: { businessId, ...input },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    expect(await server.prisma.apiConfig.count()).toBe(0);
  });

  it("needs phone number id, business account id and app secret for WhatsApp Cloud API", async () => {
    const { errors } = await create({ provider: "whatsapp-cloud", apiKey: CLOUD.apiKey });
    expect(errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [
        { path: "phoneNumberId", message: "Required for WhatsApp Cloud API" },
        { path: "businessAccountId", message: "Required for WhatsApp Cloud API" },
        { path: "appSecret", message: "Required for WhatsApp Cloud API" },
      ],
    });
  });

  it("refuses a business that does not exist as a field error", async () => {
    const answer = await rest(server, "POST", "/admin/api-configs", {
      token,
      body: {
        businessId: "6f1c2a8e-3b7d-4c1e-9a52-0d4e8b7f2c11",
        provider: "sandbox",
        apiKey: ACCESS_TOKEN,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { path: "businessId", message: "Choose the business these settings belong to" },
    ]);
  });

  it("refuses a phone number id another configuration has (409, field error) on both APIs", async () => {
    await createCloud();
    const graphql = await create({ ...CLOUD, apiKey: "EAAGanother-token-0002" });
    expect(graphql.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      fieldErrors: [
        {
          path: "phoneNumberId",
          message: "Another API configuration already uses this phone number id",
        },
      ],
    });
    const answer = await rest(server, "POST", "/admin/api-configs", {
      token,
      body: { businessId, ...CLOUD },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.errors[0].path).toBe("phoneNumberId");
    expect(await server.prisma.apiConfig.count()).toBe(1);
  });
});

describe("where webhooks may point", () => {
  let strict: TestServer;
  let strictToken: string;
  beforeAll(async () => {
    ({ server: strict, token: strictToken } = await startTestServerWithAdmin({
      ALLOW_PRIVATE_WEBHOOK_TARGETS: "false",
    }));
  });
  afterAll(() => strict.close());

  it.each([
    ["http://hooks.example.com/whatsapp", "Webhook URLs must use https"],
    [
      "https://127.0.0.1/hooks",
      "Webhook URLs may not point at a private, loopback or link-local address",
    ],
    [
      "https://169.254.169.254/latest/meta-data",
      "Webhook URLs may not point at a private, loopback or link-local address",
    ],
    [
      "https://10.0.0.7/hooks",
      "Webhook URLs may not point at a private, loopback or link-local address",
    ],
    [
      "https://localhost:8443/hooks",
      "Webhook URLs may not point at a private, loopback or link-local address",
    ],
    [
      "https://[::1]/hooks",
      "Webhook URLs may not point at a private, loopback or link-local address",
    ],
  ])("refuses %s unless private targets are allowed", async (webhookUrl, message) => {
    const business = await strict.prisma.business.create({
      data: {
        name: "Chai Point",
        whatsappNumber: `+9198120${Math.floor(Math.random() * 1e5)
          .toString()
          .padStart(5, "0")}`,
      },
    });
    const body = { businessId: business.id, provider: "sandbox", apiKey: ACCESS_TOKEN, webhookUrl };
    const refused = await rest(strict, "POST", "/admin/api-configs", { token: strictToken, body });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: "webhookUrl", message }]);
    const allowed = await rest(server, "POST", "/admin/api-configs", {
      token,
      body: { ...body, businessId },
    });
    expect(allowed.status).toBe(201);
  });

  it("accepts a public https target, and refuses a private one on edit too", async () => {
    const business = await strict.prisma.business.create({
      data: { name: "Dosa Plaza", whatsappNumber: "+919812300001" },
    });
    const created = await rest(strict, "POST", "/admin/api-configs", {
      token: strictToken,
      body: {
        businessId: business.id,
        provider: "sandbox",
        apiKey: ACCESS_TOKEN,
        webhookUrl: "https://hooks.example.com/wa",
      },
    });
    expect(created.status).toBe(201);
    const edited = await rest(strict, "PATCH", `/admin/api-configs/${created.body.id}`, {
      token: strictToken,
      body: { webhookUrl: "https://192.168.1.10/hooks" },
    });
    expect(edited.status).toBe(400);
    expect(edited.body.errors[0].path).toBe("webhookUrl");
  });
});

describe("editing provider settings", () => {
  it("changes only what is sent, records it, and answers masked (REST 200)", async () => {
    const created = await createCloud();
    remember(created.revealed.webhookSecret);
    const id = created.apiConfig.id;
    const answer = await rest(server, "PATCH", `/admin/api-configs/${id}`, {
      token,
      body: { webhookUrl: "https://hooks.spiceroute.in/v2", isActive: false },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      webhookUrl: "https://hooks.spiceroute.in/v2",
      isActive: false,
      phoneNumberId: CLOUD.phoneNumberId,
      apiKey: mask(CLOUD.apiKey),
      webhookSecret: mask(created.revealed.webhookSecret!),
    });
    expectNoSecretIn(answer.body);
    const audit = await server.prisma.auditLog.findMany({
      where: { targetId: id },
      orderBy: { timestamp: "asc" },
    });
    expect(audit.map((row) => row.action)).toEqual(["api_config_created", "api_config_updated"]);
    expect(audit[1]!.details).toContain("webhook URL https://hooks.spiceroute.in/v2");
    expectNoSecretIn(audit);
  });

  it("reveals a signing secret once when a webhook URL is first set; null removes the URL", async () => {
    const { data } = await create({ provider: "sandbox", apiKey: ACCESS_TOKEN });
    const id = data!.createApiConfig.apiConfig.id;
    expect(data!.createApiConfig.revealed.webhookSecret).toBeNull();
    const set = await server.graphql<{ updateApiConfig: WithSecrets }>(UPDATE, {
      token,
      variables: { id, input: { webhookUrl: "https://hooks.example.com/a" } },
    });
    const secret = set.data!.updateApiConfig.revealed.webhookSecret!;
    remember(secret);
    expect(secret).toMatch(WEBHOOK_SECRET);
    expect(set.data!.updateApiConfig.apiConfig.webhookSecret).toBe(mask(secret));
    const cleared = await server.graphql<{ updateApiConfig: WithSecrets }>(UPDATE, {
      token,
      variables: { id, input: { webhookUrl: null } },
    });
    expect(cleared.data!.updateApiConfig.apiConfig.webhookUrl).toBeNull();
    expect(cleared.data!.updateApiConfig.revealed.webhookSecret).toBeNull();
  });

  it("drops the WhatsApp Cloud settings when switched to the sandbox, and needs them back to switch again", async () => {
    const created = await createCloud({ webhookUrl: null });
    const id = created.apiConfig.id;
    const toSandbox = await rest(server, "PATCH", `/admin/api-configs/${id}`, {
      token,
      body: { provider: "sandbox" },
    });
    expect(toSandbox.status).toBe(200);
    expect(toSandbox.body).toMatchObject({
      provider: "sandbox",
      phoneNumberId: null,
      businessAccountId: null,
      appSecret: null,
    });
    const back = await rest(server, "PATCH", `/admin/api-configs/${id}`, {
      token,
      body: { provider: "whatsapp-cloud" },
    });
    expect(back.status).toBe(400);
    expect(back.body.errors.map((error: { path: string }) => error.path)).toEqual([
      "phoneNumberId",
      "businessAccountId",
      "appSecret",
    ]);
    const sandboxField = await rest(server, "PATCH", `/admin/api-configs/${id}`, {
      token,
      body: { businessAccountId: "102290129340398" },
    });
    expect(sandboxField.status).toBe(400);
    expect(sandboxField.body.errors).toEqual([
      { path: "businessAccountId", message: "The sandbox has no such setting; leave it empty" },
    ]);
  });

  it("lets a configuration saved before the provider rule be switched off, and records nothing for no change", async () => {
    const legacy = await server.prisma.apiConfig.create({
      data: {
        businessId,
        provider: "whatsapp-cloud",
        apiKey: sealSecret(CLOUD.apiKey, server.config.appSecret),
      },
    });
    const off = await rest(server, "PATCH", `/admin/api-configs/${legacy.id}`, {
      token,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    const same = await rest(server, "PATCH", `/admin/api-configs/${legacy.id}`, {
      token,
      body: { isActive: false },
    });
    expect(same.status).toBe(200);
    const audit = await server.prisma.auditLog.findMany({ where: { targetId: legacy.id } });
    expect(audit.map((row) => row.details)).toEqual([
      "Changed the WhatsApp Cloud configuration of Spice Route: deactivated",
    ]);
  });

  it("refuses another configuration's phone number id (409) and unknown ids (404)", async () => {
    await createCloud();
    const other = await createCloud({ phoneNumberId: "106540352200000", webhookUrl: null });
    const duplicate = await rest(server, "PATCH", `/admin/api-configs/${other.apiConfig.id}`, {
      token,
      body: { phoneNumberId: CLOUD.phoneNumberId },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].path).toBe("phoneNumberId");
    for (const path of [
      "/admin/api-configs/6f1c2a8e-3b7d-4c1e-9a52-0d4e8b7f2c11",
      "/admin/api-configs/not-an-id",
    ]) {
      expect((await rest(server, "PATCH", path, { token, body: { isActive: true } })).status).toBe(
        404,
      );
      expect((await rest(server, "GET", path, { token })).status).toBe(404);
      expect((await rest(server, "DELETE", path, { token })).status).toBe(404);
      expect((await rest(server, "POST", `${path}/deactivate`, { token })).status).toBe(404);
      expect((await rest(server, "POST", `${path}/rotate-webhook-secret`, { token })).status).toBe(
        404,
      );
      expect(
        (
          await rest(server, "POST", `${path}/rotate-api-key`, {
            token,
            body: { apiKey: ACCESS_TOKEN },
          })
        ).status,
      ).toBe(404);
    }
  });
});

describe("rotating secrets", () => {
  it("replaces the access token: sealed, masked in the answer, audited without the value", async () => {
    const created = await createCloud();
    const id = created.apiConfig.id;
    const fresh = "EAAGrotated-token-77b1e0";
    remember(fresh, created.revealed.webhookSecret);
    const graphql = await server.graphql<{ rotateApiConfigKey: WithSecrets }>(ROTATE_KEY, {
      token,
      variables: { id, apiKey: fresh },
    });
    expect(graphql.data!.rotateApiConfigKey.apiConfig.apiKey).toBe(mask(fresh));
    expect(graphql.data!.rotateApiConfigKey.revealed).toEqual({
      apiKey: null,
      appSecret: null,
      webhookSecret: null,
    });
    const row = await server.prisma.apiConfig.findUniqueOrThrow({ where: { id } });
    expect(row.apiKey).not.toContain(fresh);
    expect(openSecret(row.apiKey, server.config.appSecret)).toBe(fresh);

    const again = "EAAGrotated-again-00c4d2";
    remember(again);
    const answer = await rest(server, "POST", `/admin/api-configs/${id}/rotate-api-key`, {
      token,
      body: { apiKey: again },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.apiKey).toBe(mask(again));
    expectNoSecretIn(answer.body);
    const invalid = await rest(server, "POST", `/admin/api-configs/${id}/rotate-api-key`, {
      token,
      body: { apiKey: "x" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].path).toBe("apiKey");

    const audit = await server.prisma.auditLog.findMany({
      where: { targetId: id, action: "api_config_rotated" },
    });
    expect(audit).toHaveLength(2);
    expect(audit[0]!.details).toContain("access token");
    expectNoSecretIn(audit);
  });

  it("generates a new webhook signing secret; the previous one keeps signing for 24 hours", async () => {
    const created = await createCloud();
    const id = created.apiConfig.id;
    const first = created.revealed.webhookSecret!;
    remember(first);
    const before = Date.now();
    const graphql = await server.graphql<{ rotateApiConfigWebhookSecret: WithSecrets }>(
      ROTATE_WEBHOOK,
      {
        token,
        variables: { id },
      },
    );
    const second = graphql.data!.rotateApiConfigWebhookSecret.revealed.webhookSecret!;
    remember(second);
    expect(second).toMatch(WEBHOOK_SECRET);
    expect(second).not.toBe(first);
    const view = graphql.data!.rotateApiConfigWebhookSecret.apiConfig;
    expect(view.webhookSecret).toBe(mask(second));
    const expires = new Date(view.previousWebhookSecretExpiresAt!).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1000);

    const row = await server.prisma.apiConfig.findUniqueOrThrow({ where: { id } });
    expect(openSecret(row.webhookSecret!, server.config.appSecret)).toBe(second);
    expect(openSecret(row.previousWebhookSecret!, server.config.appSecret)).toBe(first);
    expect(row.previousWebhookSecret).not.toContain(first);

    const answer = await rest(server, "POST", `/admin/api-configs/${id}/rotate-webhook-secret`, {
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.webhookSecret).toMatch(WEBHOOK_SECRET);
    remember(answer.body.webhookSecret);
    const after = await server.prisma.apiConfig.findUniqueOrThrow({ where: { id } });
    expect(openSecret(after.previousWebhookSecret!, server.config.appSecret)).toBe(second);
    expectNoSecretIn(await server.prisma.auditLog.findMany());
  });
});

describe("deactivating and deleting", () => {
  it("deactivates once (audited), keeps the settings, and GraphQL and REST agree", async () => {
    const created = await createCloud({ webhookUrl: null });
    const id = created.apiConfig.id;
    const graphql = await server.graphql<{ deactivateApiConfig: ConfigAnswer }>(DEACTIVATE, {
      token,
      variables: { id },
    });
    expect(graphql.data!.deactivateApiConfig).toMatchObject({
      isActive: false,
      apiKey: mask(CLOUD.apiKey),
    });
    const answer = await rest(server, "POST", `/admin/api-configs/${id}/deactivate`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isActive: false, phoneNumberId: CLOUD.phoneNumberId });
    const audit = await server.prisma.auditLog.findMany({
      where: { targetId: id, action: "api_config_deactivated" },
    });
    expect(audit).toHaveLength(1);
  });

  it("deletes (REST 204, GraphQL true) and records it", async () => {
    const one = await createCloud({ webhookUrl: null });
    const two = await createCloud({ phoneNumberId: "106540352211111", webhookUrl: null });
    expect(
      (await rest(server, "DELETE", `/admin/api-configs/${one.apiConfig.id}`, { token })).status,
    ).toBe(204);
    const graphql = await server.graphql(DELETE, { token, variables: { id: two.apiConfig.id } });
    expect(graphql.data).toEqual({ deleteApiConfig: true });
    expect(await server.prisma.apiConfig.count()).toBe(0);
    expect(
      await server.prisma.auditLog.count({
        where: { action: "api_config_deleted", targetType: "api_config" },
      }),
    ).toBe(2);
    expect(
      (await rest(server, "DELETE", `/admin/api-configs/${one.apiConfig.id}`, { token })).status,
    ).toBe(404);
  });
});

describe("without a session", () => {
  it("refuses every API configuration operation on both APIs and changes nothing", async () => {
    const created = await createCloud({ webhookUrl: null });
    const id = created.apiConfig.id;
    const graphql = [
      await server.graphql(CREATE, {
        variables: { input: { businessId, provider: "sandbox", apiKey: ACCESS_TOKEN } },
      }),
      await server.graphql(UPDATE, { variables: { id, input: { isActive: false } } }),
      await server.graphql(ROTATE_KEY, { variables: { id, apiKey: ACCESS_TOKEN } }),
      await server.graphql(ROTATE_WEBHOOK, { variables: { id } }),
      await server.graphql(DEACTIVATE, { variables: { id } }),
      await server.graphql(DELETE, { variables: { id } }),
      await server.graphql(GET, { variables: { id } }),
      await server.graphql(LIST),
    ];
    for (const answer of graphql)
      expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const restAnswers = [
      await rest(server, "POST", "/admin/api-configs", {
        body: { businessId, provider: "sandbox", apiKey: ACCESS_TOKEN },
      }),
      await rest(server, "PATCH", `/admin/api-configs/${id}`, { body: { isActive: false } }),
      await rest(server, "POST", `/admin/api-configs/${id}/rotate-api-key`, {
        body: { apiKey: ACCESS_TOKEN },
      }),
      await rest(server, "POST", `/admin/api-configs/${id}/rotate-webhook-secret`),
      await rest(server, "POST", `/admin/api-configs/${id}/deactivate`),
      await rest(server, "DELETE", `/admin/api-configs/${id}`),
      await rest(server, "GET", `/admin/api-configs/${id}`),
    ];
    for (const answer of restAnswers) expect(answer.status).toBe(401);
    const row = await server.prisma.apiConfig.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ isActive: true, webhookSecret: null });
    expect(openSecret(row.apiKey, server.config.appSecret)).toBe(CLOUD.apiKey);
  });
});
