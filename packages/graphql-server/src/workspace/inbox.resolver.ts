import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { MEMBER, requireMember, type RequestContext } from "../context.ts";
import { definedOnly } from "../defined-only.ts";
import { conversationReplyInput, updateConversationInput } from "./inbox-shapes.ts";
import { ConversationReplyInput, QuickReplyInput, UpdateConversationInput } from "./inbox.input.ts";
import {
  Conversation,
  ConversationCampaign,
  ConversationMessage,
  ConversationMessagePage,
  ConversationNote,
  ConversationPage,
  InboxCounts,
  QuickReply,
} from "./inbox.type.ts";

/**
 * The team inbox: every member reads, answers, assigns, resolves and annotates the business's
 * conversations, and keeps the team's saved replies.
 */
@Authorized(MEMBER)
@Resolver()
export class WorkspaceInboxResolver {
  @Query(() => ConversationPage, {
    description: "Conversations of a view, latest activity first, a page at a time.",
  })
  workspaceConversations(
    @Arg("view", () => String, {
      nullable: true,
      description: "mine, unassigned or all (the default).",
    })
    view: string | null,
    @Arg("status", () => String, { nullable: true, description: "open, pending, resolved…" })
    status: string | null,
    @Arg("assignee", () => String, {
      nullable: true,
      description: "A member's id, or unassigned.",
    })
    assignee: string | null,
    @Arg("tag", () => String, { nullable: true, description: "The contact's tag." })
    tag: string | null,
    @Arg("q", () => String, {
      nullable: true,
      description: "In the contact's name, the number's digits and the messages' text.",
    })
    q: string | null,
    @Arg("cursor", () => String, { nullable: true }) cursor: string | null,
    @Arg("limit", () => Int, { nullable: true }) limit: number | null,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.inbox.list(
      requireMember(context),
      definedOnly({ view, status, assignee, tag, q, cursor, limit }),
    );
  }

  @Query(() => InboxCounts, { description: "Per view, its open and unread conversations." })
  workspaceInboxCounts(@Ctx() context: RequestContext) {
    return context.services.workspace.inbox.counts(requireMember(context));
  }

  @Query(() => Conversation)
  workspaceConversation(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return context.services.workspace.inbox.get(requireMember(context), id);
  }

  @Query(() => ConversationMessagePage, {
    description: "A conversation's messages, newest first, a page at a time.",
  })
  workspaceConversationMessages(
    @Arg("id", () => ID) id: string,
    @Arg("cursor", () => String, { nullable: true }) cursor: string | null,
    @Arg("limit", () => Int, { nullable: true }) limit: number | null,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.inbox.messages(
      requireMember(context),
      id,
      definedOnly({ cursor, limit }),
    );
  }

  @Query(() => [ConversationNote], { description: "The team's notes, oldest first." })
  workspaceConversationNotes(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return context.services.workspace.inbox.notes(requireMember(context), id);
  }

  @Query(() => [ConversationCampaign], {
    description: "The campaigns sent to the conversation's customer, latest first.",
  })
  workspaceConversationCampaigns(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return context.services.workspace.inbox.campaigns(requireMember(context), id);
  }

  @Query(() => [QuickReply], { description: "The team's saved replies." })
  workspaceQuickReplies(@Ctx() context: RequestContext) {
    return context.services.workspace.quickReplies.list(requireMember(context));
  }

  @Mutation(() => Conversation, {
    description: "Changes the status (a snooze with its time), the assignee, or marks it read.",
  })
  updateWorkspaceConversation(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateConversationInput) input: UpdateConversationInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.inbox.update(
      requireMember(context),
      id,
      updateConversationInput(input),
    );
  }

  @Mutation(() => ConversationMessage, {
    description:
      "Sends the member's reply; it reads the conversation, and takes it when nobody has it. Text outside the 24-hour window is refused (outside_service_window).",
  })
  replyToWorkspaceConversation(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ConversationReplyInput) input: ConversationReplyInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.inbox.reply(
      requireMember(context),
      id,
      conversationReplyInput(input),
    );
  }

  @Mutation(() => ConversationNote, { description: "A note only the team sees." })
  addWorkspaceConversationNote(
    @Arg("id", () => ID) id: string,
    @Arg("text", () => String) text: string,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.inbox.addNote(requireMember(context), id, { text });
  }

  @Mutation(() => QuickReply)
  createWorkspaceQuickReply(
    @Arg("input", () => QuickReplyInput) input: QuickReplyInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.quickReplies.create(requireMember(context), { ...input });
  }

  @Mutation(() => QuickReply, { description: "Replaces the saved reply's shortcut and text." })
  updateWorkspaceQuickReply(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => QuickReplyInput) input: QuickReplyInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.quickReplies.update(requireMember(context), id, {
      ...input,
    });
  }

  @Mutation(() => Boolean)
  async deleteWorkspaceQuickReply(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    await context.services.workspace.quickReplies.remove(requireMember(context), id);
    return true;
  }

  @Mutation(() => ID, {
    description:
      "A customer's message to the business on its sandbox (refused on the Cloud API): opens the 24-hour window. Answers the message's id.",
  })
  async simulateWorkspaceInbound(
    @Arg("from", () => String, { description: "The customer's number; +91 when none is given." })
    from: string,
    @Arg("text", () => String) text: string,
    @Ctx() context: RequestContext,
  ): Promise<string> {
    const member = requireMember(context);
    return (await context.services.workspace.sandbox.inbound(member, { from, text })).messageId;
  }
}
