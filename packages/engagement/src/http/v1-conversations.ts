import type { FastifyInstance } from "fastify";
import type { Conversations } from "../conversations/conversations.ts";
import type { V1ExtensionGuard } from "./v1-contacts.ts";

type WithId = { Params: { conversationId: string } };

/** `/v1/conversations`: a business's conversations with its customers, and their messages. */
export const v1ConversationRoutes =
  ({ conversations }: { conversations: Conversations }) =>
  async (app: FastifyInstance, guard: V1ExtensionGuard) => {
    const onRequest = guard.authenticated;
    const businessOf = (request: Parameters<typeof guard.callerOf>[0]) =>
      guard.callerOf(request).businessId;

    app.get("/conversations", { onRequest }, async (request) =>
      conversations.list(businessOf(request), request.query),
    );
    app.get<WithId>("/conversations/:conversationId", { onRequest }, async (request) =>
      conversations.get(businessOf(request), request.params.conversationId),
    );
    app.patch<WithId>("/conversations/:conversationId", { onRequest }, async (request) =>
      conversations.update(businessOf(request), request.params.conversationId, request.body),
    );
    app.get<WithId>("/conversations/:conversationId/messages", { onRequest }, async (request) =>
      conversations.messages(businessOf(request), request.params.conversationId, request.query),
    );
  };
