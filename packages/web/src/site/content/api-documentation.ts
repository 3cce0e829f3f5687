import { publicApi } from "../config/external-links";

export interface ApiEndpoint {
  id: string;
  method: "GET" | "POST";
  /** Relative to the base URL (which ends in /v1). */
  path: string;
  title: string;
  description: string;
  /** Example JSON body, when the call takes one. */
  requestBody?: string;
  /** Example JSON answer. */
  response: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

export const apiIntro =
  "The Ai Zapy REST API lets your systems send WhatsApp messages and templates, check delivery status and receive status updates by webhook. Every request and response body is JSON.";

export const apiBaseUrl = publicApi.baseUrl;
export const apiAuthHeader = publicApi.authHeader;

export const apiEndpoints: readonly ApiEndpoint[] = [
  {
    id: "send-message",
    method: "POST",
    path: "/messages/send",
    title: "Send a message",
    description:
      "Sends a text message to a WhatsApp number inside the 24-hour customer service window.",
    requestBody: json({ to: "+919876543210", type: "text", text: { body: "Hello from Ai Zapy!" } }),
    response: json({ success: true, message_id: "wamid.HBgMOTE5ODc2NTQzMjEw", status: "sent" }),
  },
  {
    id: "message-status",
    method: "GET",
    path: "/messages/{message_id}/status",
    title: "Get message status",
    description: "Returns the latest delivery status of a message you sent.",
    response: json({
      message_id: "wamid.HBgMOTE5ODc2NTQzMjEw",
      status: "delivered",
      timestamp: "2025-09-15T10:30:00Z",
      recipient: "+919876543210",
    }),
  },
  {
    id: "send-template",
    method: "POST",
    path: "/messages/template",
    title: "Send a template message",
    description: "Sends an approved message template, with parameters, to start a conversation.",
    requestBody: json({
      to: "+919876543210",
      template: {
        name: "order_confirmation",
        language: "en",
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Priya" },
              { type: "text", text: "#10245" },
            ],
          },
        ],
      },
    }),
    response: json({ success: true, message_id: "wamid.HBgMOTE5ODc2NTQzMjEx", status: "sent" }),
  },
];

/** Status values a message moves through. */
export const messageStatuses = [
  { status: "sent", meaning: "Accepted by WhatsApp and on its way." },
  { status: "delivered", meaning: "Delivered to the recipient's phone." },
  { status: "read", meaning: "Opened by the recipient." },
  { status: "failed", meaning: "Could not be delivered; the webhook explains why." },
] as const;

export const webhookEvent = {
  name: "message.status",
  description:
    "Sent to your webhook URL every time a message's status changes, so you never need to poll.",
  payload: json({
    event: "message.status",
    data: {
      message_id: "wamid.HBgMOTE5ODc2NTQzMjEw",
      status: "read",
      timestamp: "2025-09-15T10:31:12Z",
    },
  }),
};

/** Per API key (spec §9). */
export const rateLimits = [
  { limit: "20 messages per second", scope: "Message sending" },
  { limit: "1,000 messages per hour", scope: "Message sending" },
  { limit: "100 API calls per minute", scope: "All endpoints" },
] as const;

export const supportedMedia = [
  { kind: "Images", formats: "JPEG, PNG" },
  { kind: "Video", formats: "MP4" },
  { kind: "Audio", formats: "MP3, AAC" },
  { kind: "Documents", formats: "PDF, DOC" },
] as const;

export const sampleRequest = `curl -X POST ${publicApi.baseUrl}/messages/send \\
  -H "${publicApi.authHeader}" \\
  -H "Content-Type: application/json" \\
  -d '{"to": "+919876543210", "type": "text", "text": {"body": "Hello from Ai Zapy!"}}'`;
