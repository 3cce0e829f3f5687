// Hostile input against the customer API and Meta's callback receiver: fast-check properties over
// every /v1 path (read from the served /v1/openapi.json, so paths added later are covered) and
// over /webhooks/whatsapp. Every answer must be a 4xx JSON error (or a 2xx for valid input), never
// a 5xx or a stack trace, and a refused request must leave the database as it was.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../packages/server/src/test-support/test-server.ts";
import { signMeta } from "../../packages/server/src/test-support/fake-graph-api.ts";
import { recordCounts } from "./counts.ts";
import {
  hostileObject,
  hostileText,
  leaksInternals,
  RUNS,
  watchForChanges,
  webAppFixture,
} from "./hostile.ts";
import { startInProcessProduct, type Answer, type InProcessProduct } from "./in-process.ts";
import { issueSession } from "./sessions.ts";

const APP_SECRET = "meta-app-secret-for-probes";
const PHONE_NUMBER_ID = "106540352242922";

let server: InProcessProduct;
let apiKey: string;
let properties = 0;
let requests = 0;
let rowsWritten: () => Promise<number>;
let writes: number;

// The platform's clock moves a minute on every reading, so the key's limits never run out and
// every probe reaches the validation it is meant to test.
let tick = Date.now();
const racingClock = { now: () => new Date((tick += 60_000)) };

async function admin(method: string, url: string, token: string, body?: unknown) {
  const answer = await server.request({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as Record<string, string>;
}

beforeAll(async () => {
  server = await startInProcessProduct(
    { WEB_DIST_DIR: webAppFixture(), WHATSAPP_VERIFY_TOKEN: "verify-token-for-probes" },
    { clock: racingClock, workers: false },
  );
  const { id } = await createAdmin(server.database.prisma, "probe-admin", "probe-admin-password");
  const token = await issueSession(server.database.prisma, id);
  const business = await admin("POST", "/api/admin/businesses", token, {
    name: "Probe Traders",
    whatsappNumber: "+919800011122",
  });
  await admin("POST", "/api/admin/api-configs", token, {
    businessId: business.id,
    provider: "whatsapp-cloud",
    apiKey: "EAAG-probe-access-token",
    phoneNumberId: PHONE_NUMBER_ID,
    businessAccountId: "102290129340398",
    appSecret: APP_SECRET,
  });
  apiKey = (
    await admin("POST", `/api/admin/businesses/${business.id}/api-keys`, token, { name: "Probe" })
  ).key!;
  await server.database.prisma.messageTemplate.create({
    data: {
      id: crypto.randomUUID(),
      businessId: business.id!,
      name: "order_confirmation",
      language: "en",
      category: "utility",
      body: "Hi {{1}}, order {{2}} is confirmed.",
      parameterCount: 2,
      status: "approved",
    },
  });
  rowsWritten = await watchForChanges(server.database);
  writes = await rowsWritten();
});
afterAll(async () => {
  recordCounts({
    suite: "hostile input (/v1 and Meta's callbacks)",
    properties,
    runs: RUNS,
    requests,
  });
  expect(server.errors).toEqual([]);
  await server?.close();
});

async function expectCleanAnswer(answer: Answer, what: string) {
  requests++;
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(leaksInternals(answer.text), `${what} leaks internals: ${answer.text.slice(0, 300)}`).toBe(
    false,
  );
  if (answer.status >= 400) {
    const body = JSON.parse(answer.text) as {
      error?: { code?: unknown; type?: unknown };
      message?: unknown;
    };
    const code = body.error?.code ?? body.message;
    // The Cloud-API-compatible path answers Meta's errors: a numeric code with its type.
    const meta = typeof code === "number" && typeof body.error?.type === "string";
    expect(meta || typeof code === "string", `${what}: ${answer.text.slice(0, 200)}`).toBe(true);
  }
  const now = await rowsWritten();
  if (answer.status >= 300)
    expect(now - writes, `${what} was refused (${answer.status}) but wrote rows`).toBe(0);
  writes = now;
}

const caller = fc.oneof(
  fc.constant<string | undefined>(undefined),
  fc.constant("key"),
  hostileText.map((text) => text.replace(/[^\x21-\x7e]/g, "")),
);

describe("every /v1 path answers hostile input with a clean client error", () => {
  it(`holds for ${RUNS} runs per path and method`, async () => {
    const served = await server.request({ method: "GET", url: "/v1/openapi.json" });
    const document = JSON.parse(served.text) as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { example?: Record<string, unknown> }>;
            };
          }
        >
      >;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(3);
    for (const { path, method, operation } of operations) {
      // Each operation is sent the media type it documents: JSON objects shaped like its example,
      // or hostile text for a file (a CSV import).
      const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [
        "application/json",
        {},
      ];
      const example = content.example ?? {};
      const json = mediaType === "application/json";
      properties++;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.uuid(),
            hostileText.map((text) => encodeURIComponent(text.toWellFormed())),
            fc.constantFrom("%00", "%ZZ", "..%2F"),
          ),
          json
            ? fc.oneof(
                {
                  weight: 4,
                  arbitrary: hostileObject(example).map((value) => JSON.stringify(value) ?? "null"),
                },
                { weight: 1, arbitrary: hostileText },
              )
            : hostileText,
          fc.option(
            hostileText.map((text) => text.replace(/[^\x21-\x7e]/g, "").slice(0, 300)),
            { nil: undefined },
          ),
          caller,
          async (parameter, body, idempotencyKey, as) => {
            const url = `/v1${path.replace(/\{\w+\}/g, parameter)}`;
            const headers: Record<string, string> = { "content-type": mediaType };
            if (as === "key") headers.authorization = `Bearer ${apiKey}`;
            else if (as) headers.authorization = `Bearer ${as}`;
            if (idempotencyKey !== undefined) headers["idempotency-key"] = idempotencyKey;
            const answer = await server.request({
              method: method.toUpperCase(),
              url,
              headers,
              ...(method === "get" ? {} : { body }),
            });
            await expectCleanAnswer(answer, `${method.toUpperCase()} ${url}`);
          },
        ),
        { numRuns: RUNS },
      );
    }
  });
});

describe("Meta's callback receiver answers hostile input with a clean client error", () => {
  let callbackRuns = 0;
  it(`holds for ${RUNS} hostile callbacks, signed and unsigned`, async () => {
    const callback = (statuses: unknown, messages: unknown) => ({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "102290129340398",
          changes: [
            {
              field: "messages",
              value: { metadata: { phone_number_id: PHONE_NUMBER_ID }, statuses, messages },
            },
          ],
        },
      ],
    });
    properties++;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileObject(callback([{ id: "wamid.x", status: "read", timestamp: "1764064800" }], [])),
          fc.anything().map((value) => callback(value, value)),
          hostileText,
        ),
        fc.constantFrom("signed", "unsigned", "forged"),
        async (payload, signing) => {
          callbackRuns++;
          const body = typeof payload === "string" ? payload : (JSON.stringify(payload) ?? "null");
          const headers: Record<string, string> = { "content-type": "application/json" };
          if (signing === "signed") headers["x-hub-signature-256"] = signMeta(body, APP_SECRET);
          if (signing === "forged")
            headers["x-hub-signature-256"] = signMeta(body, "not-the-secret");
          // Each run from its own address: unverified callbacks are limited per address.
          const answer = await server.request({
            method: "POST",
            url: "/webhooks/whatsapp",
            headers,
            body,
            from: `10.${(callbackRuns >> 16) & 255}.${(callbackRuns >> 8) & 255}.${callbackRuns & 255}`,
          });
          await expectCleanAnswer(answer, `POST /webhooks/whatsapp (${signing})`);
          // Without Meta's signature nothing is accepted: malformed (400), too large (413) or
          // unverified (401).
          if (signing !== "signed") expect([400, 401, 413]).toContain(answer.status);
        },
      ),
      { numRuns: RUNS },
    );
    properties++;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(hostileText, hostileText, { maxKeys: 4 }), async (query) => {
        const url = `/webhooks/whatsapp?${new URLSearchParams(query).toString()}`;
        const answer = await server.request({ method: "GET", url });
        requests++;
        // Only the verify token opens the handshake: anything else is refused (403), or
        // malformed (400).
        expect([400, 403]).toContain(answer.status);
      }),
      { numRuns: RUNS },
    );
  });
});
