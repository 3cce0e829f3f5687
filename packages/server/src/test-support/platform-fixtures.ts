import http from "node:http";
import type { AddressInfo } from "node:net";
import { rest } from "./rest-client.ts";
import { startTestServerWithAdmin, type TestServer } from "./test-server.ts";

// What the messaging platform's suites set up again and again, through the admin API as an
// operator would: a business, its provider settings, an API key, templates; and a local endpoint
// that receives the business's webhooks.

export interface TestBusiness {
  id: string;
  apiConfigId: string;
  /** The webhook signing secret, shown once at creation. */
  webhookSecret: string | null;
  /** A /v1 API key of the business. */
  apiKey: string;
  apiKeyId: string;
}

let numbers = 0;
/** A WhatsApp number no other test business has. */
export const uniqueBusinessNumber = () =>
  `+9198${String(process.pid % 1000).padStart(3, "0")}${String(++numbers).padStart(5, "0")}`;

async function expectStatus<Body>(
  promise: Promise<{ status: number; body: Body }>,
  status: number,
): Promise<Body> {
  const answer = await promise;
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A business on the sandbox (optionally with a webhook URL), with an API key. */
export function createSandboxBusiness(
  server: TestServer,
  token: string,
  options: { webhookUrl?: string; name?: string } = {},
): Promise<TestBusiness> {
  return createBusinessWith(server, token, options, {
    provider: "sandbox",
    apiKey: "sandbox-access-token-0001",
  });
}

/** Meta's ids and the app secret of a business on the WhatsApp Cloud API. */
export interface CloudAccount {
  phoneNumberId: string;
  businessAccountId: string;
  appSecret: string;
}

/** A business on the WhatsApp Cloud API (optionally with a webhook URL), with an API key. */
export function createCloudBusiness(
  server: TestServer,
  token: string,
  account: CloudAccount,
  options: { webhookUrl?: string; name?: string } = {},
): Promise<TestBusiness> {
  return createBusinessWith(server, token, options, {
    provider: "whatsapp-cloud",
    apiKey: `EAAG-${account.phoneNumberId}`,
    ...account,
  });
}

async function createBusinessWith(
  server: TestServer,
  token: string,
  options: { webhookUrl?: string; name?: string },
  configuration: Record<string, string>,
): Promise<TestBusiness> {
  const business = await expectStatus<{ id: string }>(
    rest(server, "POST", "/admin/businesses", {
      token,
      body: { name: options.name ?? "Spice Route Kitchen", whatsappNumber: uniqueBusinessNumber() },
    }),
    201,
  );
  const config = await expectStatus<{ id: string; webhookSecret: string | null }>(
    rest(server, "POST", "/admin/api-configs", {
      token,
      body: {
        businessId: business.id,
        ...configuration,
        ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
      },
    }),
    201,
  );
  const key = await expectStatus<{ id: string; key: string }>(
    rest(server, "POST", `/admin/businesses/${business.id}/api-keys`, {
      token,
      body: { name: "Test integration" },
    }),
    201,
  );
  return {
    id: business.id,
    apiConfigId: config.id,
    webhookSecret: config.webhookSecret,
    apiKey: key.key,
    apiKeyId: key.id,
  };
}

export async function createTemplate(
  server: TestServer,
  token: string,
  businessId: string,
  template: { name: string; language?: string; category?: string; body: string },
): Promise<{ id: string; status: string }> {
  return expectStatus(
    rest(server, "POST", `/admin/businesses/${businessId}/templates`, {
      token,
      body: { language: "en", category: "utility", ...template },
    }),
    201,
  );
}

/**
 * Sends an approved template of `business` to `to` through /v1, its placeholders filled with
 * `parameters` in order; answers the accepted message's id (anything but a 200 fails).
 */
export async function sendApprovedTemplate(
  server: TestServer,
  business: TestBusiness,
  to: string,
  {
    name,
    language = "en",
    parameters = [],
  }: { name: string; language?: string; parameters?: string[] },
): Promise<string> {
  const sent = await expectStatus(
    v1<{ message_id: string }>(server, "POST", "/messages/template", {
      key: business.apiKey,
      body: {
        to,
        template: {
          name,
          language,
          components: [
            { type: "body", parameters: parameters.map((text) => ({ type: "text", text })) },
          ],
        },
      },
    }),
    200,
  );
  return sent.message_id;
}

export interface V1Response<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
  /** The body as it came, for what parsing would hide (the order of its keys). */
  text: string;
}

/** One call to /v1, as a customer's integration makes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as JSON of any shape
export async function v1<Body = any>(
  server: TestServer,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<V1Response<Body>> {
  const response = await fetch(`${server.baseUrl}/v1${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as Body,
    text,
  };
}

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/** A business's webhook endpoint on localhost: records what arrives, answers as told. */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** What the next requests are answered with (default 200). */
  respondWith(status: number, headers?: Record<string, string>): void;
  /** Resolves once `count` webhooks matching `predicate` have arrived. */
  waitFor(
    predicate: (webhook: ReceivedWebhook) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let answer = { status: 200, headers: {} as Record<string, string> };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        receivedAt: Date.now(),
      });
      response.writeHead(answer.status, answer.headers).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    respondWith(status, headers = {}) {
      answer = { status, headers };
    },
    async waitFor(predicate, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter(predicate);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline)
          throw new Error(
            `only ${matching.length} of ${count} webhooks arrived: ${received.map((w) => w.body).join("\n")}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `check` answers a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("the condition did not come true in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A test server with a signed-in admin, and a sandbox business whose webhooks reach `receiver`. */
export interface SandboxPlatform {
  server: TestServer;
  token: string;
  receiver: WebhookReceiver;
  business: TestBusiness;
}

export async function startSandboxPlatform(
  ...serverArguments: Parameters<typeof startTestServerWithAdmin>
): Promise<SandboxPlatform> {
  const { server, token } = await startTestServerWithAdmin(...serverArguments);
  const receiver = await startWebhookReceiver();
  const business = await createSandboxBusiness(server, token, { webhookUrl: receiver.url });
  return { server, token, receiver, business };
}
