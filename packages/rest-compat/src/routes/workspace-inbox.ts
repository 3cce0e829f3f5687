import { workspaceSandboxInboundInputSchema } from "@aizapy/contracts";
import { inboundResponse, inboxEventStreamResponse } from "../response-schemas.ts";
import type { RestRoute } from "./route.ts";

/** The team inbox's live updates, and customers simulated on the sandbox to try it. */
export const workspaceInboxRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/workspace/inbox/events",
    summary:
      "The inbox's live updates as Server-Sent Events: `conversation` (read that conversation again) whenever one of the business's conversations gets a customer's, an agent's or automation's message or is assigned, resolved, snoozed, read or noted, from any server process; `resync` (read everything again) when changes may have been missed. Reconnect with Last-Event-ID to receive what changed meanwhile.",
    requiresSession: "member",
    run: (services, { lastEventId }, auth) =>
      Promise.resolve(services.workspace.inbox.events(auth, lastEventId)),
    produces: "text/event-stream",
    successStatus: 200,
    response: inboxEventStreamResponse,
    examples: {
      response:
        'retry: 2000\n: connected\n\nid: 1796637300000\nevent: conversation\ndata: {"conversationId":"5b0f6c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e"}\n\n',
    },
  },
  {
    method: "post",
    path: "/workspace/sandbox/inbound",
    summary:
      "Simulate a customer's WhatsApp message to the business's sandbox: it opens the 24-hour window, reaches the inbox (and automation), and the business's webhook as message.received",
    requiresSession: "member",
    body: workspaceSandboxInboundInputSchema,
    run: (services, { body }, auth) => services.workspace.sandbox.inbound(auth, body),
    successStatus: 201,
    response: inboundResponse,
    refusals: [
      { status: 409, description: "The business is on the WhatsApp Cloud API, not the sandbox." },
    ],
    examples: {
      request: { from: "+91 98765 43210", text: "Is my order shipped?" },
      response: { messageId: "0193a2b4-3333-7e8f-9a0b-1c2d3e4f5a6b" },
    },
  },
];
