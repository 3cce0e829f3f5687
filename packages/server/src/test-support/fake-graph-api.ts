import { createHash, createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for Meta's Graph API (WHATSAPP_GRAPH_URL points here in the tests that talk to
// the Cloud API): it takes sends, media uploads and template submissions as the Cloud API does,
// serves the files customers sent (`hostMedia`) as Meta's media URLs do, answers with
// scripted errors when told to, and calls the product back on /webhooks/whatsapp with signed
// status callbacks, retrying until they are taken, as Meta does.

/**
 * Where every other test server finds the Graph API: a privileged local port nothing listens on,
 * so a connection is refused at once. The Cloud API reads as unreachable there, and no test
 * reaches the internet. (Port 2, because fetch refuses even to try port 1.)
 */
export const UNREACHABLE_GRAPH_URL = "http://127.0.0.1:2";

export interface FakeSend {
  phoneNumberId: string;
  accessToken: string | undefined;
  body: {
    to: string;
    type: string;
    biz_opaque_callback_data?: string;
    text?: { body: string };
    template?: { name: string; language: { code: string }; components: unknown[] };
    interactive?: Record<string, unknown>;
    [media: string]: unknown;
  };
  providerMessageId: string;
}

/** What the fake does with the next send: answer with an error, or hang until cut off. */
export type ScriptedAnswer =
  | { error: { status: number; code: number; message: string; retryAfterSeconds?: number } }
  | { hangUp: true };

/** Meta's answer to a send with an access token it no longer takes. */
const EXPIRED_TOKEN: ScriptedAnswer = {
  error: { status: 401, code: 190, message: "Error validating access token: Session has expired" },
};

export interface FakeGraphOptions {
  /** The product's callback URL (…/webhooks/whatsapp) and the app secret that signs callbacks. */
  callbackUrl?: string;
  appSecret?: string;
  /** Statuses reported after a successful send, each after its delay (default: none). */
  reportStatuses?: { status: "sent" | "delivered" | "read"; afterMs: number }[];
  /** What Meta answers a template submission: under review, or approved at once. */
  templateStatus?: "PENDING" | "APPROVED";
  /** Listen on this port (a product started before the fake knows where to find it); else any. */
  port?: number;
  /**
   * Access tokens Meta no longer takes (expired, revoked): a send with one is refused with 190,
   * as the Cloud API refuses it. For a fake shared by suites in other processes, which cannot
   * script it.
   */
  refusesAccessToken?(token: string | undefined): boolean;
}

/** A file uploaded to the fake (`POST /{phone-number-id}/media`), under the id it answered. */
export interface FakeUpload {
  id: string;
  phoneNumberId: string;
  accessToken: string | undefined;
  messagingProduct: string | null;
  type: string | null;
  filename: string | null;
  content: Buffer;
}

export interface FakeGraphApi {
  url: string;
  sends: FakeSend[];
  uploads: FakeUpload[];
  /**
   * Holds a file a customer sent, as Meta does: `GET /{id}` describes it with a URL, and that
   * URL serves it, both only with `accessToken`.
   */
  hostMedia(id: string, file: { content: Buffer; mimeType: string; accessToken: string }): void;
  templateSubmissions: { businessAccountId: string; body: Record<string, unknown> }[];
  /** Answers for the next sends, in order; afterwards sends succeed. */
  script(...answers: ScriptedAnswer[]): void;
  /** Posts a signed callback body to the product (retrying until it answers 200). */
  callBack(body: unknown, options?: { signature?: string; appSecret?: string }): Promise<number>;
  /** Callbacks still being retried. */
  pendingCallbacks(): number;
  /** Where callbacks go, once the product (started with this fake's URL) is listening. */
  callBackTo(callbackUrl: string, appSecret: string): void;
  close(): Promise<void>;
}

export const signMeta = (body: string, appSecret: string) =>
  `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;

/** A status callback for one message, as Meta sends it. */
export function statusCallback(
  phoneNumberId: string,
  statuses: {
    id: string;
    status: string;
    recipient: string;
    ourMessageId?: string;
    at?: Date;
    errors?: unknown[];
  }[],
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
              statuses: statuses.map((s) => ({
                id: s.id,
                status: s.status,
                timestamp: String(Math.floor((s.at ?? new Date()).getTime() / 1000)),
                recipient_id: s.recipient.replace(/^\+/, ""),
                ...(s.ourMessageId ? { biz_opaque_callback_data: s.ourMessageId } : {}),
                ...(s.errors ? { errors: s.errors } : {}),
              })),
            },
          },
        ],
      },
    ],
  };
}

export async function startFakeGraphApi(options: FakeGraphOptions = {}): Promise<FakeGraphApi> {
  const sends: FakeSend[] = [];
  const uploads: FakeUpload[] = [];
  const hosted = new Map<string, { content: Buffer; mimeType: string; accessToken: string }>();
  const templateSubmissions: FakeGraphApi["templateSubmissions"] = [];
  const scripted: ScriptedAnswer[] = [];
  let pending = 0;
  let closed = false;

  async function callBack(
    body: unknown,
    { signature, appSecret = options.appSecret }: { signature?: string; appSecret?: string } = {},
  ): Promise<number> {
    const text = JSON.stringify(body);
    const headers = {
      "content-type": "application/json",
      "x-hub-signature-256": signature ?? signMeta(text, appSecret ?? ""),
    };
    pending++;
    try {
      for (let attempt = 0; !closed; attempt++) {
        try {
          const response = await fetch(options.callbackUrl!, {
            method: "POST",
            headers,
            body: text,
          });
          if (response.status === 200 || signature !== undefined || response.status === 401)
            return response.status;
        } catch {
          // The product is down (a test killed it): Meta keeps trying.
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** attempt)));
      }
      return 0;
    } finally {
      pending--;
    }
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
      const json = (status: number, body: unknown) =>
        response
          .writeHead(status, { "content-type": "application/json" })
          .end(JSON.stringify(body));
      if (request.method === "GET") {
        const download = /^\/download\/([^/]+)$/.exec(url.pathname);
        const described = /^\/([^/]+)$/.exec(url.pathname);
        const file = hosted.get(download?.[1] ?? described?.[1] ?? "");
        if (file && token === file.accessToken) {
          if (download) {
            return response.writeHead(200, { "content-type": file.mimeType }).end(file.content);
          }
          return json(200, {
            messaging_product: "whatsapp",
            url: `http://${request.headers.host}/download/${described![1]}`,
            mime_type: file.mimeType,
            sha256: createHash("sha256").update(file.content).digest("hex"),
            file_size: file.content.length,
            id: described![1],
          });
        }
        if (file) return json(401, { error: { message: "Invalid OAuth access token", code: 190 } });
      }
      if (request.method === "HEAD" || request.method === "GET")
        return json(400, { error: { message: "no path" } });

      const upload = /^\/(\d+)\/media$/.exec(url.pathname);
      if (upload) {
        void new Request(url, {
          method: "POST",
          headers: { "content-type": request.headers["content-type"] ?? "" },
          body: Buffer.concat(chunks),
        })
          .formData()
          .then(
            async (form) => {
              const file = form.get("file");
              if (!(file instanceof File)) {
                return json(400, {
                  error: { message: "(#100) The parameter file is required", code: 100 },
                });
              }
              const record: FakeUpload = {
                id: String(4_000_000_000_000_000 + uploads.length + 1),
                phoneNumberId: upload[1]!,
                accessToken: token,
                messagingProduct: form.get("messaging_product") as string | null,
                type: form.get("type") as string | null,
                filename: file.name,
                content: Buffer.from(await file.arrayBuffer()),
              };
              uploads.push(record);
              json(200, { id: record.id });
            },
            () => json(400, { error: { message: "Not a multipart body", code: 100 } }),
          );
        return;
      }

      const send = /^\/(\d+)\/messages$/.exec(url.pathname);
      if (send) {
        const answer = options.refusesAccessToken?.(token) ? EXPIRED_TOKEN : scripted.shift();
        if (answer && "hangUp" in answer) {
          // Takes the message, then drops the connection without an answer.
          sends.push({
            phoneNumberId: send[1]!,
            accessToken: token,
            body: JSON.parse(Buffer.concat(chunks).toString()),
            providerMessageId: `wamid.fake.${randomBytes(8).toString("hex")}`,
          });
          request.socket.destroy();
          reportStatuses(sends.at(-1)!);
          return;
        }
        if (answer && "error" in answer) {
          const headers: Record<string, string> = { "content-type": "application/json" };
          if (answer.error.retryAfterSeconds)
            headers["retry-after"] = String(answer.error.retryAfterSeconds);
          return response.writeHead(answer.error.status, headers).end(
            JSON.stringify({
              error: {
                message: answer.error.message,
                type: "OAuthException",
                code: answer.error.code,
                error_data: { details: answer.error.message },
                fbtrace_id: "AbCdEf",
              },
            }),
          );
        }
        const body = JSON.parse(Buffer.concat(chunks).toString()) as FakeSend["body"];
        const record: FakeSend = {
          phoneNumberId: send[1]!,
          accessToken: token,
          body,
          providerMessageId: `wamid.fake.${randomBytes(8).toString("hex")}`,
        };
        sends.push(record);
        json(200, {
          messaging_product: "whatsapp",
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: record.providerMessageId }],
        });
        reportStatuses(record);
        return;
      }
      const templates = /^\/(\d+)\/message_templates$/.exec(url.pathname);
      if (templates) {
        templateSubmissions.push({
          businessAccountId: templates[1]!,
          body: JSON.parse(Buffer.concat(chunks).toString()),
        });
        return json(200, {
          id: String(Date.now()) + String(templateSubmissions.length),
          status: options.templateStatus ?? "PENDING",
          category: "UTILITY",
        });
      }
      json(404, { error: { message: "Unknown path", code: 100 } });
    });
  });

  function reportStatuses(record: FakeSend) {
    if (!options.callbackUrl) return;
    for (const { status, afterMs } of options.reportStatuses ?? []) {
      setTimeout(() => {
        void callBack(
          statusCallback(record.phoneNumberId, [
            {
              id: record.providerMessageId,
              status,
              recipient: record.body.to,
              ...(record.body.biz_opaque_callback_data
                ? { ourMessageId: record.body.biz_opaque_callback_data }
                : {}),
            },
          ]),
        );
      }, afterMs);
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sends,
    uploads,
    hostMedia: (id, file) => void hosted.set(id, file),
    templateSubmissions,
    script: (...answers) => void scripted.push(...answers),
    callBack,
    pendingCallbacks: () => pending,
    callBackTo(callbackUrl, appSecret) {
      options.callbackUrl = callbackUrl;
      options.appSecret = appSecret;
    },
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
