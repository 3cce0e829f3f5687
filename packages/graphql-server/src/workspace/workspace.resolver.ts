import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { MEMBER, requireMember, type RequestContext } from "../context.ts";
import { definedOnly } from "../defined-only.ts";
import { PageArgs } from "../pagination.type.ts";
import { CreateApiKeyInput, CreateTemplateInput } from "../messaging/messaging.input.ts";
import {
  ApiKey,
  CreatedApiKey,
  MessageTemplate,
  Usage,
  WebhookEventPage,
} from "../messaging/messaging.type.ts";
import { InvitationInput } from "./workspace.input.ts";
import {
  Invitation,
  MemberAccount,
  Onboarding,
  TeamMember,
  WorkspaceBusiness,
  WorkspaceWebhook,
} from "./workspace.type.ts";

/**
 * A business's own workspace, for its members: every field answers for the signed-in member's
 * business only (the services scope each read and write to it); agents are refused the team,
 * keys, webhook and billing.
 */
@Authorized(MEMBER)
@Resolver()
export class WorkspaceResolver {
  @Query(() => MemberAccount, { description: "The signed-in member and their role." })
  memberAccount(@Ctx() context: RequestContext): MemberAccount {
    const { user, role } = requireMember(context);
    return { user, role };
  }

  @Mutation(() => Boolean, { description: "Ends the member's session." })
  async memberLogout(@Ctx() context: RequestContext): Promise<boolean> {
    await context.services.members.logOut(requireMember(context));
    return true;
  }

  @Mutation(() => Boolean, { description: "Mails the member a new verification link." })
  async resendVerificationEmail(@Ctx() context: RequestContext): Promise<boolean> {
    await context.services.members.resendVerification(requireMember(context));
    return true;
  }

  @Query(() => WorkspaceBusiness)
  workspaceBusiness(@Ctx() context: RequestContext) {
    return context.services.workspace.business(requireMember(context));
  }

  @Query(() => Onboarding, { description: "The first steps, each done or not." })
  workspaceOnboarding(@Ctx() context: RequestContext) {
    return context.services.workspace.onboarding(requireMember(context));
  }

  @Mutation(() => ID, {
    description: "Sends the approved hello_world template to a number; answers the message's id.",
  })
  async sendHelloWorld(@Arg("to", () => String) to: string, @Ctx() context: RequestContext) {
    return (await context.services.workspace.sendHelloWorld(requireMember(context), { to }))
      .messageId;
  }

  @Query(() => [TeamMember])
  workspaceMembers(@Ctx() context: RequestContext) {
    return context.services.workspace.team.members(requireMember(context));
  }

  @Query(() => [Invitation], { description: "Invitations, newest first." })
  workspaceInvitations(@Ctx() context: RequestContext) {
    return context.services.workspace.team.invitations(requireMember(context));
  }

  @Mutation(() => Invitation, { description: "Mails an invitation to join the business." })
  inviteMember(
    @Arg("input", () => InvitationInput) input: InvitationInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.team.invite(requireMember(context), input);
  }

  @Mutation(() => Invitation)
  revokeInvitation(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return context.services.workspace.team.revokeInvitation(requireMember(context), id);
  }

  @Mutation(() => TeamMember, { description: "A business always keeps one owner." })
  changeMemberRole(
    @Arg("id", () => ID) id: string,
    @Arg("role", () => String) role: string,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.team.changeRole(requireMember(context), id, { role });
  }

  @Mutation(() => Boolean, { description: "Removes a member; their sessions end at once." })
  async removeMember(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    await context.services.workspace.team.remove(requireMember(context), id);
    return true;
  }

  @Query(() => [ApiKey], { description: "The business's /v1 API keys, newest first." })
  workspaceApiKeys(@Ctx() context: RequestContext) {
    return context.services.workspace.apiKeys.list(requireMember(context));
  }

  @Mutation(() => CreatedApiKey, { description: "A new /v1 key; the answer shows it, this once." })
  createWorkspaceApiKey(
    @Arg("input", () => CreateApiKeyInput, { nullable: true }) input: CreateApiKeyInput | undefined,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.apiKeys.create(requireMember(context), definedOnly(input));
  }

  @Mutation(() => ApiKey)
  revokeWorkspaceApiKey(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return context.services.workspace.apiKeys.revoke(requireMember(context), id);
  }

  @Query(() => WorkspaceWebhook)
  workspaceWebhook(@Ctx() context: RequestContext) {
    return context.services.workspace.webhook.get(requireMember(context));
  }

  @Mutation(() => WorkspaceWebhook, {
    description: "Sets the webhook URL (null removes it); the first URL comes with a new secret.",
  })
  setWorkspaceWebhook(
    @Arg("url", () => String, { nullable: true }) url: string | null,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.webhook.set(requireMember(context), { url });
  }

  @Mutation(() => WorkspaceWebhook, {
    description: "A new signing secret, shown once; the old one still signs for 24 hours.",
  })
  rotateWorkspaceWebhookSecret(@Ctx() context: RequestContext) {
    return context.services.workspace.webhook.rotateSecret(requireMember(context));
  }

  @Query(() => WebhookEventPage, { description: "The business's webhooks, newest first." })
  workspaceWebhookDeliveries(
    @Arg("state", () => String, { nullable: true }) state: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.webhook.deliveries(
      requireMember(context),
      state ? { state } : {},
      definedOnly(page),
    );
  }

  @Mutation(() => Boolean, { description: "Delivers one of the business's webhooks again now." })
  async redeliverWorkspaceWebhook(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    await context.services.workspace.webhook.redeliver(requireMember(context), id);
    return true;
  }

  @Query(() => [MessageTemplate])
  workspaceTemplates(@Ctx() context: RequestContext) {
    return context.services.workspace.templates.list(requireMember(context));
  }

  @Mutation(() => MessageTemplate, {
    description: "Approved at once on the sandbox; submitted to Meta on the WhatsApp Cloud API.",
  })
  createWorkspaceTemplate(
    @Arg("input", () => CreateTemplateInput) input: CreateTemplateInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.templates.create(requireMember(context), input);
  }

  @Query(() => Usage, { description: "Messages and cost, month by month (IST), this month first." })
  workspaceUsage(
    @Arg("months", () => Int, { nullable: true }) months: number | null,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.usage(requireMember(context), months ? { months } : {});
  }
}
