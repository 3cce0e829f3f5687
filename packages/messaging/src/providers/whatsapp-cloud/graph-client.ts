import type { OutboundMessage, Provider, SendingConfiguration, SendOutcome } from "../provider.ts";
import { outcomeOfGraphError } from "./graph-errors.ts";
import type { MediaUploader } from "./upload-media.ts";

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

type Json = Record<string, unknown>;

/** Meta's media object: its id (Meta's, for one of ours) or link, and what it is shown with. */
function graphMedia(media: Json, metaIds: ReadonlyMap<string, string>): Json {
  const { id, link, caption, filename } = media;
  return {
    ...(typeof id === "string" ? { id: metaIds.get(id) ?? id } : { link }),
    ...(caption === undefined ? {} : { caption }),
    ...(filename === undefined ? {} : { filename }),
  };
}

/** A header that carries a file (an interactive's, a template parameter): its file as Meta's. */
function withGraphMedia(holder: Json, metaIds: ReadonlyMap<string, string>): Json {
  const type = holder.type;
  const media = typeof type === "string" ? holder[type] : undefined;
  return typeof media === "object" && media !== null && type !== "text"
    ? { ...holder, [type as string]: graphMedia(media as Json, metaIds) }
    : holder;
}

/** Our ids of the files a message names: each is uploaded to Meta before the message is sent. */
export function ourMediaIds(message: OutboundMessage): string[] {
  const idOf = (holder: unknown): string[] => {
    if (typeof holder !== "object" || holder === null) return [];
    const { type } = holder as Json;
    const media = typeof type === "string" ? (holder as Json)[type] : undefined;
    const id = (media as Json | undefined)?.id;
    return typeof id === "string" ? [id] : [];
  };
  if (message.template) {
    return message.template.components.flatMap((component) =>
      component.type === "header" ? component.parameters.flatMap(idOf) : [],
    );
  }
  if (message.type === "interactive") return idOf(message.content?.header);
  const id = message.content?.id;
  return message.type !== "text" && typeof id === "string" ? [id] : [];
}

/**
 * Meta's send body: the number without its +, our message id echoed in every status callback,
 * and the files named by Meta's ids for ours (`metaIds`).
 */
export function graphSendBody(
  message: OutboundMessage,
  metaIds: ReadonlyMap<string, string> = new Map(),
): Json {
  const common = {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to.replace(/^\+/, ""),
    biz_opaque_callback_data: message.id,
  };
  if (message.template) {
    const { name, language, parameters, components } = message.template;
    const header = components.filter((component) => component.type === "header");
    const buttons = components.filter((component) => component.type === "button");
    return {
      ...common,
      type: "template",
      template: {
        name,
        language: { code: language },
        components: [
          ...header.map((component) => ({
            type: "header",
            parameters: component.parameters.map((parameter) =>
              withGraphMedia(parameter as unknown as Json, metaIds),
            ),
          })),
          ...(parameters.length
            ? [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }]
            : []),
          ...buttons,
        ],
      },
    };
  }
  if (message.type === "interactive" && message.content) {
    const interactive = message.content;
    return {
      ...common,
      type: "interactive",
      interactive: interactive.header
        ? { ...interactive, header: withGraphMedia(interactive.header as Json, metaIds) }
        : interactive,
    };
  }
  if (message.type !== "text" && message.type !== "template" && message.content) {
    return { ...common, type: message.type, [message.type]: graphMedia(message.content, metaIds) };
  }
  return { ...common, type: "text", text: { body: message.body, preview_url: false } };
}

function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/**
 * Sends through Meta's WhatsApp Cloud API: `POST {graphUrl}/{phone-number-id}/messages`, a file of
 * ours uploaded to Meta first (`uploadMedia`).
 */
export function createWhatsAppCloudProvider(
  graphUrl: string,
  uploadMedia: MediaUploader,
): Provider {
  /** One request per message: the Graph API takes one message per call. */
  async function sendOne(
    message: OutboundMessage,
    configuration: SendingConfiguration,
  ): Promise<SendOutcome> {
    if (!configuration.phoneNumberId) {
      return { kind: "park", reason: "The API configuration has no phone number id." };
    }
    const metaIds = new Map<string, string>();
    for (const id of ourMediaIds(message)) {
      const upload = await uploadMedia(id, {
        phoneNumberId: configuration.phoneNumberId,
        accessToken: configuration.accessToken,
      });
      if ("outcome" in upload) return upload.outcome;
      metaIds.set(id, upload.metaId);
    }
    let response: Response;
    try {
      response = await fetch(`${graphUrl}/${configuration.phoneNumberId}/messages`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${configuration.accessToken}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(graphSendBody(message, metaIds)),
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
