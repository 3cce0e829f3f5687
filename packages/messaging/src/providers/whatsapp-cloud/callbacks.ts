import { createHmac, timingSafeEqual } from "node:crypto";
import type { MessageStatus } from "@aizapy/contracts";
import { GRAPH_ERROR_CODES } from "./graph-errors.ts";

// Meta's callbacks to /webhooks/whatsapp: the body shape (entry[].changes[].value with
// metadata.phone_number_id, statuses[] and messages[]; template review results under the
// message_template_status_update field) and the X-Hub-Signature-256 that proves Meta sent it.

export interface StatusCallback {
  phoneNumberId: string;
  providerMessageId: string;
  status: Exclude<MessageStatus, "accepted">;
  occurredAt: Date;
  /** Our message id, echoed from the send's biz_opaque_callback_data. */
  ourMessageId: string | null;
  error: { code: number; title: string; detail: string | null } | null;
}

export interface InboundCallback {
  phoneNumberId: string;
  providerMessageId: string;
  /** E.164. */
  from: string;
  /** text, a file's kind, interactive (a reply tapped) or button (a template's quick reply). */
  type: "text" | "image" | "video" | "audio" | "document" | "interactive" | "button";
  /** Its text, or a readable one: the caption, the button's label, e.g. "[image]". */
  text: string;
  /**
   * A file still at Meta `{provider_media_id, mime_type, sha256, caption?, filename?}`, a reply
   * `{type: "button_reply" | "list_reply", id, title, description?}`, a button `{payload, text}`.
   */
  content: Record<string, unknown> | null;
  occurredAt: Date;
}

export interface TemplateReviewCallback {
  businessAccountId: string;
  providerTemplateId: string;
  decision: "approved" | "rejected";
  reason: string | null;
}

export interface ParsedCallback {
  statuses: StatusCallback[];
  inbound: InboundCallback[];
  templateReviews: TemplateReviewCallback[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string | null =>
  typeof value === "string" && value.length > 0 && value.length <= 4096 ? value : null;

/** Meta's timestamps are Unix seconds, as strings. */
function instant(value: unknown): Date | null {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 && seconds < 1e11
    ? new Date(seconds * 1000)
    : null;
}

const STATUSES = new Set(["sent", "delivered", "read", "failed"]);

function parseStatus(phoneNumberId: string, raw: Json): StatusCallback | null {
  const providerMessageId = text(raw.id);
  const status = text(raw.status);
  const occurredAt = instant(raw.timestamp);
  if (!providerMessageId || !status || !STATUSES.has(status) || !occurredAt) return null;
  const [firstError] = list(raw.errors);
  const code = typeof firstError?.code === "number" ? firstError.code : null;
  const known =
    code !== null ? GRAPH_ERROR_CODES[code as keyof typeof GRAPH_ERROR_CODES] : undefined;
  const details = isObject(firstError?.error_data) ? text(firstError.error_data.details) : null;
  return {
    phoneNumberId,
    providerMessageId,
    status: status as StatusCallback["status"],
    occurredAt,
    ourMessageId: text(raw.biz_opaque_callback_data),
    error:
      status === "failed"
        ? {
            code: code ?? 0,
            title:
              known?.title ??
              text(firstError?.title) ??
              text(firstError?.message) ??
              "Message failed",
            detail: details ?? text(firstError?.message),
          }
        : null,
  };
}

function parseInbound(phoneNumberId: string, raw: Json): InboundCallback | null {
  const providerMessageId = text(raw.id);
  const from = text(raw.from);
  const occurredAt = instant(raw.timestamp);
  if (!providerMessageId || !from || !/^\d{7,15}$/.test(from) || !occurredAt) return null;
  const common = { phoneNumberId, providerMessageId, from: `+${from}`, occurredAt };
  const kind = text(raw.type);
  const payload = kind && isObject(raw[kind]) ? (raw[kind] as Json) : undefined;
  if (kind === "text") {
    const body = payload ? text(payload.body) : null;
    return body ? { ...common, type: "text", text: body, content: null } : null;
  }
  if (MEDIA_KINDS.has(kind ?? "") && payload && text(payload.id)) {
    const caption = text(payload.caption);
    const filename = text(payload.filename);
    const content: Json = {
      provider_media_id: text(payload.id),
      mime_type: text(payload.mime_type) ?? "application/octet-stream",
      ...(text(payload.sha256) ? { sha256: text(payload.sha256) } : {}),
      ...(caption ? { caption } : {}),
      ...(filename ? { filename } : {}),
    };
    const label = filename ? `[${kind}] ${filename}` : `[${kind}]`;
    return {
      ...common,
      type: kind as InboundCallback["type"],
      text: caption ?? label,
      content,
    };
  }
  if (kind === "interactive" && payload) {
    const replyType = payload.type === "list_reply" ? "list_reply" : "button_reply";
    const reply = isObject(payload[replyType]) ? (payload[replyType] as Json) : undefined;
    const id = text(reply?.id);
    const title = text(reply?.title);
    if (id && title) {
      const description = text(reply?.description);
      return {
        ...common,
        type: "interactive",
        text: title,
        content: { type: replyType, id, title, ...(description ? { description } : {}) },
      };
    }
  }
  // A template's quick-reply button, such as Meta's "Stop promotions": its label is its text.
  if (kind === "button" && payload && text(payload.text)) {
    return {
      ...common,
      type: "button",
      text: text(payload.text)!,
      content: { payload: text(payload.payload) ?? text(payload.text), text: text(payload.text) },
    };
  }
  // Other kinds (stickers, locations, contacts) are recorded by their kind.
  return { ...common, type: "text", text: `[${kind ?? "message"}]`, content: null };
}

const MEDIA_KINDS = new Set(["image", "video", "audio", "document"]);

/** Reads a callback body; what is not understood is skipped, never a reason to refuse it. */
export function parseCallback(body: unknown): ParsedCallback | null {
  if (!isObject(body) || body.object !== "whatsapp_business_account") return null;
  const parsed: ParsedCallback = { statuses: [], inbound: [], templateReviews: [] };
  for (const entry of list(body.entry)) {
    for (const change of list(entry.changes)) {
      const value = isObject(change.value) ? change.value : {};
      if (change.field === "message_template_status_update") {
        const event = text(value.event);
        const id = value.message_template_id;
        const businessAccountId = text(entry.id);
        if (
          (event === "APPROVED" || event === "REJECTED") &&
          businessAccountId &&
          (typeof id === "number" || typeof id === "string")
        ) {
          parsed.templateReviews.push({
            businessAccountId,
            providerTemplateId: String(id),
            decision: event === "APPROVED" ? "approved" : "rejected",
            reason: text(value.reason),
          });
        }
        continue;
      }
      const phoneNumberId = isObject(value.metadata) ? text(value.metadata.phone_number_id) : null;
      if (!phoneNumberId) continue;
      for (const status of list(value.statuses)) {
        const update = parseStatus(phoneNumberId, status);
        if (update) parsed.statuses.push(update);
      }
      for (const message of list(value.messages)) {
        const inbound = parseInbound(phoneNumberId, message);
        if (inbound) parsed.inbound.push(inbound);
      }
    }
  }
  return parsed;
}

/** Whether `header` (`sha256=<hex>`) is the HMAC of the raw body under the app secret. */
export function verifyMetaSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header ?? "")?.[1];
  if (!given) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
