import { Field, ID, InputType, Int } from "type-graphql";
import { ENGAGEMENT_DESCRIPTION } from "./segments.type.ts";

@InputType({ description: "An attribute the contacts have: equal to value, compared as text." })
export class SegmentAttributeConditionInput {
  @Field(() => String, { description: "Letters, digits or _." })
  name!: string;

  @Field(() => String)
  value!: string;
}

@InputType({ description: "How the contacts took one of the business's campaigns." })
export class SegmentCampaignConditionInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: ENGAGEMENT_DESCRIPTION })
  engagement!: string;
}

@InputType({ description: "Which contacts a segment holds: every condition given must hold." })
export class SegmentFilterInput {
  @Field(() => [String], { nullable: true, description: "All of these tags." })
  tags?: string[] | null;

  @Field(() => [String], { nullable: true, description: "Any of these tags." })
  anyTags?: string[] | null;

  @Field(() => [SegmentAttributeConditionInput], { nullable: true })
  attributes?: SegmentAttributeConditionInput[] | null;

  @Field(() => String, { nullable: true, description: "opted_in, opted_out or unknown." })
  consent?: string | null;

  @Field(() => Int, { nullable: true, description: "Wrote within the last N days (1–365)." })
  inboundWithinDays?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Has not written within the last N days (1–365).",
  })
  noInboundWithinDays?: number | null;

  @Field(() => SegmentCampaignConditionInput, { nullable: true })
  campaign?: SegmentCampaignConditionInput | null;
}

@InputType({ description: "A segment's name and filter." })
export class SegmentInput {
  @Field(() => String)
  name!: string;

  @Field(() => SegmentFilterInput)
  filter!: SegmentFilterInput;
}
