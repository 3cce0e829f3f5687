import type { SegmentFilter, SegmentView } from "@aizapy/contracts";
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { MEMBER, requireMember, type RequestContext } from "../context.ts";
import { definedOnly } from "../defined-only.ts";
import { SegmentFilterInput, SegmentInput } from "./segments.input.ts";
import { Segment } from "./segments.type.ts";

/** A filter as GraphQL answers it: lists for absent lists, null for absent conditions. */
const filterOf = (filter: SegmentFilter) => ({
  tags: filter.tags ?? [],
  anyTags: filter.anyTags ?? [],
  attributes: Object.entries(filter.attributes ?? {}).map(([name, value]) => ({
    name,
    value: String(value),
  })),
  consent: filter.consent ?? null,
  inboundWithinDays: filter.inboundWithinDays ?? null,
  noInboundWithinDays: filter.noInboundWithinDays ?? null,
  campaign: filter.campaign ?? null,
});

const segmentOf = (view: SegmentView) => ({ ...view, filter: filterOf(view.filter) });

/** The services' filter: attribute pairs as an object, conditions not given left out. */
const filterInput = ({ attributes, ...rest }: SegmentFilterInput) => ({
  ...definedOnly(rest),
  ...(attributes?.length
    ? { attributes: Object.fromEntries(attributes.map(({ name, value }) => [name, value])) }
    : {}),
});

/** Saved filters of the workspace's contacts, for campaigns; every member keeps them. */
@Authorized(MEMBER)
@Resolver()
export class WorkspaceSegmentsResolver {
  @Query(() => [Segment], { description: "The workspace's segments with their counts." })
  async workspaceSegments(@Ctx() context: RequestContext) {
    return (await context.services.workspace.segments.list(requireMember(context))).map(segmentOf);
  }

  @Query(() => Segment)
  async workspaceSegment(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return segmentOf(await context.services.workspace.segments.get(requireMember(context), id));
  }

  @Query(() => Int, { description: "How many contacts a filter holds, without saving it." })
  async workspaceSegmentCount(
    @Arg("filter", () => SegmentFilterInput) filter: SegmentFilterInput,
    @Ctx() context: RequestContext,
  ) {
    const member = requireMember(context);
    return (await context.services.workspace.segments.count(member, filterInput(filter))).count;
  }

  @Mutation(() => Segment)
  async createWorkspaceSegment(
    @Arg("input", () => SegmentInput) input: SegmentInput,
    @Ctx() context: RequestContext,
  ) {
    const member = requireMember(context);
    const segment = await context.services.workspace.segments.create(member, {
      name: input.name,
      filter: filterInput(input.filter),
    });
    return segmentOf(segment);
  }

  @Mutation(() => Segment, { description: "Replaces the segment's name and filter." })
  async updateWorkspaceSegment(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => SegmentInput) input: SegmentInput,
    @Ctx() context: RequestContext,
  ) {
    const member = requireMember(context);
    const segment = await context.services.workspace.segments.update(member, id, {
      name: input.name,
      filter: filterInput(input.filter),
    });
    return segmentOf(segment);
  }

  @Mutation(() => Boolean, { description: "Deletes the segment; its contacts stay." })
  async deleteWorkspaceSegment(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    await context.services.workspace.segments.remove(requireMember(context), id);
    return true;
  }
}
