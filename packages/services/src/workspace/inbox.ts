import { workspaceSandboxInboundInputSchema } from "@aizapy/contracts";
import type { Engagement, InboxEvent } from "@aizapy/engagement";
import type { Platform } from "@aizapy/messaging";
import type { AuthenticatedMember } from "../accounts/member-sessions.ts";
import { auditWriterFor } from "../audit/record-audit.ts";
import { validateInput } from "../validate.ts";
import { memberActor } from "./access.ts";

/** One event of a feed: its id (given back on resuming), kind and JSON data. */
export interface FeedEvent {
  id: string;
  event: string;
  data: string;
}

/** Events as they happen, sent as Server-Sent Events by the REST layer. */
export interface EventFeed {
  /** Sends each event until the answer is called; `end` when the server stops. */
  subscribe(send: (event: FeedEvent) => void, end: () => void): () => void;
  /** What the client missed before subscribing, when it resumes. */
  replay(): Promise<FeedEvent[]>;
}

const feedEvent = (event: InboxEvent): FeedEvent => ({
  id: String(event.at),
  event: event.type,
  data: JSON.stringify(
    event.type === "conversation" ? { conversationId: event.conversationId } : {},
  ),
});

/**
 * The team inbox, scoped to the member's business. Every member reads, answers, assigns,
 * resolves and annotates conversations, and keeps the team's saved replies: agents are the ones
 * who answer customers.
 */
export function createWorkspaceInbox(
  { conversations, quickReplies, inboxEvents }: Engagement,
  platform: Pick<Platform, "operations">,
) {
  return {
    inbox: {
      list: (auth: AuthenticatedMember, input: unknown) =>
        conversations.inbox(auth.businessId, auth.user.id, input),
      counts: (auth: AuthenticatedMember) => conversations.counts(auth.businessId, auth.user.id),
      get: (auth: AuthenticatedMember, id: string) => conversations.get(auth.businessId, id),
      messages: (auth: AuthenticatedMember, id: string, input: unknown) =>
        conversations.messages(auth.businessId, id, input),
      update: (auth: AuthenticatedMember, id: string, input: unknown) =>
        conversations.update(auth.businessId, id, input),
      notes: (auth: AuthenticatedMember, id: string) => conversations.notes(auth.businessId, id),
      addNote: (auth: AuthenticatedMember, id: string, input: unknown) =>
        conversations.addNote(auth.businessId, id, auth.user.id, input),
      reply: (auth: AuthenticatedMember, id: string, input: unknown) =>
        conversations.reply(auth.businessId, id, auth.user.id, input),
      campaigns: (auth: AuthenticatedMember, id: string) =>
        conversations.campaigns(auth.businessId, id),
      /**
       * The inbox's live updates: each change to one of the business's conversations, from any
       * process on the database, and on resuming (`lastEventId`, the last event's id) what
       * changed meanwhile.
       */
      events: (auth: AuthenticatedMember, lastEventId: string | undefined): EventFeed => {
        const since = Number(lastEventId);
        return {
          subscribe: (send, end) =>
            inboxEvents.subscribe(auth.businessId, {
              event: (event) => send(feedEvent(event)),
              end,
            }),
          replay: async () =>
            lastEventId && Number.isSafeInteger(since) && since > 0
              ? (await inboxEvents.replay(auth.businessId, since)).map(feedEvent)
              : [],
        };
      },
    },
    quickReplies: {
      list: (auth: AuthenticatedMember) => quickReplies.list(auth.businessId),
      create: (auth: AuthenticatedMember, input: unknown) =>
        quickReplies.create(auth.businessId, input),
      update: (auth: AuthenticatedMember, id: string, input: unknown) =>
        quickReplies.update(auth.businessId, id, input),
      remove: (auth: AuthenticatedMember, id: string) => quickReplies.remove(auth.businessId, id),
    },
    sandbox: {
      /**
       * A customer's message to the member's business on its sandbox (409 on the Cloud API), as
       * the console's simulation does it: to try the inbox, automation and campaigns' replies.
       */
      inbound: (auth: AuthenticatedMember, input: unknown) => {
        const message = validateInput(workspaceSandboxInboundInputSchema, input);
        return platform.operations.simulateInbound(
          { ...message, businessId: auth.businessId },
          auditWriterFor(memberActor(auth)),
        );
      },
    },
  };
}
