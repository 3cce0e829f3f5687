// The messaging platform as an operator and a customer's integration reach it over HTTP: the
// admin REST API (/api/admin) to set businesses up, and /v1 with an API key. Shared by the
// end-to-end suite, the messaging kill cycles and the messaging benchmark, which all drive a
// built server in another process.

export interface HttpAnswer<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
}

/** One JSON request; the answer's body parsed (or undefined when empty). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as JSON of any shape
export async function call<Body = any>(
  url: string,
  method: string,
  options: { bearer?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpAnswer<Body>> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as Body,
  };
}

/** A signed-in operator of one running server. */
export interface Operator {
  baseUrl: string;
  token: string;
  /** An /api/admin call that must answer `expected`; the answer's body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as JSON of any shape
  admin<Body = any>(method: string, path: string, body?: unknown, expected?: number): Promise<Body>;
}

export async function signIn(
  baseUrl: string,
  credentials: { username: string; password: string },
): Promise<Operator> {
  const login = await call<{ token: string }>(`${baseUrl}/api/admin/login`, "POST", {
    body: credentials,
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const { token } = login.body;
  return {
    baseUrl,
    token,
    async admin(method, path, body, expected = method === "POST" ? 201 : 200) {
      const answer = await call(`${baseUrl}/api/admin${path}`, method, { bearer: token, body });
      if (answer.status !== expected) {
        throw new Error(
          `${method} /api/admin${path}: expected ${expected}, got ${answer.status}: ${JSON.stringify(answer.body)}`,
        );
      }
      return answer.body;
    },
  };
}

export type ProviderName = "sandbox" | "whatsapp-cloud";

/** A business with one API configuration and its /v1 keys. */
export interface PlatformBusiness {
  id: string;
  name: string;
  provider: ProviderName;
  apiConfigId: string;
  /** The webhook signing secret (whsec_…), shown once when the configuration was created. */
  webhookSecret: string | null;
  /** WhatsApp Cloud API: the configuration's phone number id at Meta. */
  phoneNumberId: string | null;
  keys: string[];
  /** The keys' ids, in the same order. */
  keyIds: string[];
}

export interface BusinessOptions {
  name: string;
  provider: ProviderName;
  webhookUrl?: string;
  /** How many /v1 keys to create (the per-key limits apply to each). */
  keys?: number;
  /** WhatsApp Cloud API settings. */
  cloud?: { phoneNumberId: string; businessAccountId: string; appSecret: string };
}

let numbers = 0;
/** A business WhatsApp number no other business created by this process has. */
const businessNumber = () =>
  `+9197${String(process.pid % 10_000).padStart(4, "0")}${String(++numbers).padStart(4, "0")}`;

/** Creates a business, its provider configuration and its API keys through the admin API. */
export async function createBusiness(
  operator: Operator,
  options: BusinessOptions,
): Promise<PlatformBusiness> {
  const business = await operator.admin<{ id: string }>("POST", "/businesses", {
    name: options.name,
    whatsappNumber: businessNumber(),
  });
  const config = await operator.admin<{ id: string; webhookSecret: string | null }>(
    "POST",
    "/api-configs",
    {
      businessId: business.id,
      provider: options.provider,
      apiKey: `${options.provider}-access-token-${business.id.slice(0, 8)}`,
      ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
      ...(options.cloud ?? {}),
    },
  );
  const keys: string[] = [];
  const keyIds: string[] = [];
  for (let n = 0; n < (options.keys ?? 1); n++) {
    const created = await operator.admin<{ id: string; key: string }>(
      "POST",
      `/businesses/${business.id}/api-keys`,
      { name: `Integration ${n + 1}` },
    );
    keys.push(created.key);
    keyIds.push(created.id);
  }
  return {
    id: business.id,
    name: options.name,
    provider: options.provider,
    apiConfigId: config.id,
    webhookSecret: config.webhookSecret,
    phoneNumberId: options.cloud?.phoneNumberId ?? null,
    keys,
    keyIds,
  };
}

/** A /v1 call with an API key. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as JSON of any shape
export const v1 = <Body = any>(
  baseUrl: string,
  key: string,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) =>
  call<Body>(`${baseUrl}/v1${path}`, method, {
    bearer: key,
    ...(body !== undefined ? { body } : {}),
    ...(headers ? { headers } : {}),
  });

/** The body of a template send with text parameters. */
export const templateSend = (to: string, name: string, language: string, parameters: string[]) => ({
  to,
  template: {
    name,
    language,
    components: parameters.length
      ? [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }]
      : [],
  },
});

/** The body of a free-form text send. */
export const textSend = (to: string, body: string) => ({ to, type: "text", text: { body } });

/** Meta's callback carrying customers' messages to one phone number (opens their windows). */
export function inboundCallback(
  phoneNumberId: string,
  messages: { from: string; id: string; text: string }[],
) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "919800000000", phone_number_id: phoneNumberId },
              messages: messages.map((message) => ({
                from: message.from.replace(/^\+/, ""),
                id: message.id,
                timestamp: String(Math.floor(Date.now() / 1000)),
                type: "text",
                text: { body: message.text },
              })),
            },
          },
        ],
      },
    ],
  };
}
