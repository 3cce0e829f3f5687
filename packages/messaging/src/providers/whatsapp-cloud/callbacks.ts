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
  text: string;
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
  // Text is modelled, and a tapped button as its label (a template's quick reply, such as Meta's
  // "Stop promotions", or an interactive reply button); other kinds (media, locations) are
  // recorded by their kind.
  const reply = isObject(raw.interactive) ? raw.interactive.button_reply : undefined;
  const body =
    raw.type === "text" && isObject(raw.text)
      ? text(raw.text.body)
      : raw.type === "button" && isObject(raw.button)
        ? text(raw.button.text)
        : raw.type === "interactive" && isObject(reply)
          ? text(reply.title)
          : `[${text(raw.type) ?? "message"}]`;
  if (!body) return null;
  return { phoneNumberId, providerMessageId, from: `+${from}`, text: body, occurredAt };
}

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
