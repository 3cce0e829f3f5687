import { SEGMENT_CAMPAIGN_ENGAGEMENTS } from "@aizapy/contracts";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { GraphQLDateTimeISO } from "../date-time.scalar.ts";

@ObjectType({ description: "An attribute a segment's contacts have.", simpleResolvers: true })
export class SegmentAttributeCondition {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "Compared as text." })
  value!: string;
}

export const ENGAGEMENT_DESCRIPTION = `${SEGMENT_CAMPAIGN_ENGAGEMENTS.join(", ")}: reached at least that stage, or (not_…, read_not_replied, failed) stopped there.`;

@ObjectType({
  description: "How the contacts took one of the business's campaigns.",
  simpleResolvers: true,
})
export class SegmentCampaignCondition {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: ENGAGEMENT_DESCRIPTION })
  engagement!: string;
}

@ObjectType({
  description: "Which contacts a segment holds: every condition given must hold.",
  simpleResolvers: true,
})
export class SegmentFilter {
  @Field(() => [String], { description: "All of these tags." })
  tags!: string[];

  @Field(() => [String], { description: "Any of these tags." })
  anyTags!: string[];

  @Field(() => [SegmentAttributeCondition])
  attributes!: SegmentAttributeCondition[];

  @Field(() => String, { nullable: true, description: "opted_in, opted_out or unknown." })
  consent!: string | null;

  @Field(() => Int, { nullable: true, description: "Wrote within the last N days." })
  inboundWithinDays!: number | null;

  @Field(() => Int, { nullable: true, description: "Has not written within the last N days." })
  noInboundWithinDays!: number | null;

  @Field(() => SegmentCampaignCondition, { nullable: true })
  campaign!: SegmentCampaignCondition | null;
}

@ObjectType({ description: "A saved filter of the workspace's contacts.", simpleResolvers: true })
export class Segment {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => SegmentFilter)
  filter!: SegmentFilter;

  @Field(() => Int, { description: "The contacts it holds now." })
  count!: number;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: string;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: string;
}
