import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { MEMBER, requireMember, type RequestContext } from "../context.ts";
import { definedOnly } from "../defined-only.ts";
import { campaignOf, createCampaignInput, retargetCampaignInput } from "./campaign-shapes.ts";
import { CreateCampaignInput, RetargetCampaignInput } from "./campaigns.input.ts";
import {
  Campaign,
  CampaignPage,
  CampaignPreflight,
  CampaignRecipientPage,
} from "./campaigns.type.ts";

/** Moves a campaign on (the services refuse a move its status does not allow, with 409). */
async function changeCampaign(
  change: "launch" | "pause" | "resume" | "cancel",
  id: string,
  context: RequestContext,
) {
  const member = requireMember(context);
  return campaignOf(await context.services.workspace.campaigns[change](member, id));
}

/**
 * The business's campaigns. Every member follows them and their recipients; only owners and
 * admins create, launch, pause, resume, cancel and retarget them (a launch spends money).
 */
@Authorized(MEMBER)
@Resolver()
export class WorkspaceCampaignsResolver {
  @Query(() => CampaignPage, { description: "Campaigns, newest first, a page at a time." })
  async workspaceCampaigns(
    @Arg("cursor", () => String, { nullable: true }) cursor: string | null,
    @Arg("limit", () => Int, { nullable: true }) limit: number | null,
    @Ctx() context: RequestContext,
  ) {
    const page = await context.services.workspace.campaigns.list(
      requireMember(context),
      definedOnly({ cursor, limit }),
    );
    return { items: page.items.map(campaignOf), nextCursor: page.nextCursor };
  }

  @Query(() => Campaign, { description: "A campaign with its counts as they are now." })
  async workspaceCampaign(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return campaignOf(await context.services.workspace.campaigns.get(requireMember(context), id));
  }

  @Query(() => CampaignPreflight, {
    description: "What launching the campaign now would send, leave out and cost.",
  })
  workspaceCampaignPreflight(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return context.services.workspace.campaigns.preflight(requireMember(context), id);
  }

  @Query(() => CampaignRecipientPage, {
    description: "A campaign's recipients with their messages and failures, a page at a time.",
  })
  workspaceCampaignRecipients(
    @Arg("id", () => ID) id: string,
    @Arg("status", () => String, {
      nullable: true,
      description: "Only recipients in this status (e.g. failed).",
    })
    status: string | null,
    @Arg("cursor", () => String, { nullable: true }) cursor: string | null,
    @Arg("limit", () => Int, { nullable: true }) limit: number | null,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.campaigns.recipients(
      requireMember(context),
      id,
      definedOnly({ status, cursor, limit }),
    );
  }

  @Mutation(() => Campaign, {
    description: "A draft: nothing is sent until it is launched (owners and admins).",
  })
  async createWorkspaceCampaign(
    @Arg("input", () => CreateCampaignInput) input: CreateCampaignInput,
    @Ctx() context: RequestContext,
  ) {
    const member = requireMember(context);
    return campaignOf(
      await context.services.workspace.campaigns.create(member, createCampaignInput(input)),
    );
  }

  @Mutation(() => Campaign, {
    description:
      "Takes the audience as it is now and starts sending, or waits for the scheduled time.",
  })
  launchWorkspaceCampaign(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return changeCampaign("launch", id, context);
  }

  @Mutation(() => Campaign, { description: "Stops sending after the batch in flight." })
  pauseWorkspaceCampaign(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return changeCampaign("pause", id, context);
  }

  @Mutation(() => Campaign, { description: "Sends again from where it paused." })
  resumeWorkspaceCampaign(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return changeCampaign("resume", id, context);
  }

  @Mutation(() => Campaign, {
    description: "Ends the campaign: the recipients not yet sent never are.",
  })
  cancelWorkspaceCampaign(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return changeCampaign("cancel", id, context);
  }

  @Mutation(() => Campaign, {
    description: "A new draft to one bucket of a launched campaign's recipients.",
  })
  async retargetWorkspaceCampaign(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => RetargetCampaignInput) input: RetargetCampaignInput,
    @Ctx() context: RequestContext,
  ) {
    const member = requireMember(context);
    return campaignOf(
      await context.services.workspace.campaigns.retarget(member, id, retargetCampaignInput(input)),
    );
  }
}
