import { Field, ID, InputType, Int } from "type-graphql";

@InputType({ description: "What fills one placeholder for each recipient: give exactly one." })
export class CampaignParameterInput {
  @Field(() => String, { nullable: true, description: "A contact's field: name or phone." })
  field?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "One of the contact's attributes (letters, digits or _).",
  })
  attribute?: string | null;

  @Field(() => String, { nullable: true, description: "The same text for every recipient." })
  text?: string | null;
}

@InputType({ description: "An approved template and what fills each of its placeholders." })
export class CampaignTemplateInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "e.g. en or en_US." })
  language!: string;

  @Field(() => [CampaignParameterInput], {
    nullable: true,
    description: "One per placeholder, in order.",
  })
  parameters?: CampaignParameterInput[] | null;
}

@InputType({
  description: "Contacts with any of the tags, in the segment, or named; each contact once.",
})
export class CampaignAudienceInput {
  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => ID, { nullable: true })
  segmentId?: string | null;

  @Field(() => [ID], { nullable: true })
  contactIds?: string[] | null;
}

@InputType({ description: "A draft campaign: nothing is sent until it is launched." })
export class CreateCampaignInput {
  @Field(() => String)
  name!: string;

  @Field(() => CampaignTemplateInput)
  template!: CampaignTemplateInput;

  @Field(() => CampaignAudienceInput)
  audience!: CampaignAudienceInput;

  @Field(() => String, {
    nullable: true,
    description: "ISO 8601 with its offset: launching waits until then; now when absent.",
  })
  scheduledAt?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "0 to 50 percent of the eligible audience kept back to measure the uplift.",
  })
  holdoutPercent?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Tries after Meta's per-user marketing limit (131049), 0 to 3; 3 by default.",
  })
  marketingLimitRetries?: number | null;
}

@InputType({ description: "A new draft to one bucket of a launched campaign's recipients." })
export class RetargetCampaignInput {
  @Field(() => String, { description: "not_delivered, not_read, read_not_replied or failed." })
  audience!: string;

  @Field(() => String, {
    nullable: true,
    description: "The campaign's name followed by the bucket by default.",
  })
  name?: string | null;

  @Field(() => CampaignTemplateInput, {
    nullable: true,
    description: "The earlier campaign's template by default.",
  })
  template?: CampaignTemplateInput | null;
}
