import type { OutboundMessage, Provider, SendingConfiguration, SendOutcome } from "../provider.ts";
import { outcomeOfGraphError } from "./graph-errors.ts";

/** Meta's Graph API, at the version this code is written against. */
export const DEFAULT_GRAPH_URL = "https://graph.facebook.com/v24.0";

const SEND_TIMEOUT_MS = 15_000;

/** Connection errors that mean the request never left this machine. */
const NOT_CONNECTED = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/** Meta's send body: the number without its +, our message id echoed in every status callback. */
export function graphSendBody(message: OutboundMessage): Record<string, unknown> {
  const common = {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to.replace(/^\+/, ""),
    biz_opaque_callback_data: message.id,
  };
  if (message.type === "text" || !message.template) {
    return { ...common, type: "text", text: { body: message.body, preview_url: false } };
  }
  const { name, language, parameters } = message.template;
  return {
    ...common,
    type: "template",
    template: {
      name,
      language: { code: language },
      components: parameters.length
        ? [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }]
        : [],
    },
  };
}

function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/** Sends through Meta's WhatsApp Cloud API: `POST {graphUrl}/{phone-number-id}/messages`. */
export function createWhatsAppCloudProvider(graphUrl: string): Provider {
  /** One request per message: the Graph API takes one message per call. */
  async function sendOne(
    message: OutboundMessage,
    configuration: SendingConfiguration,
  ): Promise<SendOutcome> {
    if (!configuration.phoneNumberId) {
      return { kind: "park", reason: "The API configuration has no phone number id." };
    }
    let response: Response;
    try {
      response = await fetch(`${graphUrl}/${configuration.phoneNumberId}/messages`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${configuration.accessToken}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(graphSendBody(message)),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        redirect: "error",
      });
    } catch (error) {
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      const reason = `The Graph API could not be reached: ${(error as Error).message}${code ? ` (${String(code)})` : ""}`;
      // Refused before any byte was sent: safe to send again. Otherwise (a timeout, a reset)
      // Meta may have taken the message.
      return NOT_CONNECTED.has(String(code))
        ? { kind: "retry", reason }
        : { kind: "unknown", reason };
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return outcomeOfGraphError(response.status, body, retryAfterMs(response));
    const id = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
    if (typeof id !== "string") {
      return {
        kind: "unknown",
        reason: "The Graph API accepted the request without a message id.",
      };
    }
    return { kind: "accepted", providerMessageId: id };
  }

  return {
    resendIsSafe: false,
    send: (sends) =>
      Promise.all(sends.map(({ message, configuration }) => sendOne(message, configuration))),
  };
}
