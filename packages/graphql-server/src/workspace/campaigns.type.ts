import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { GraphQLDateTimeISO } from "../date-time.scalar.ts";

@ObjectType({
  description: "What fills one template placeholder for each recipient: exactly one is set.",
  simpleResolvers: true,
})
export class CampaignParameter {
  @Field(() => String, { nullable: true, description: "A contact's field: name or phone." })
  field!: string | null;

  @Field(() => String, { nullable: true, description: "One of the contact's attributes." })
  attribute!: string | null;

  @Field(() => String, { nullable: true, description: "The same text for every recipient." })
  text!: string | null;
}

@ObjectType({ description: "The approved template a campaign sends.", simpleResolvers: true })
export class CampaignTemplate {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  language!: string;

  @Field(() => String, { nullable: true, description: "marketing, utility or authentication." })
  category!: string | null;

  @Field(() => [CampaignParameter], { description: "In the order of the placeholders." })
  parameters!: CampaignParameter[];
}

@ObjectType({
  description: "Who a campaign goes to: contacts with any of the tags, in the segment, or named.",
  simpleResolvers: true,
})
export class CampaignAudience {
  @Field(() => [String])
  tags!: string[];

  @Field(() => ID, { nullable: true })
  segmentId!: string | null;

  @Field(() => Int, { description: "Contacts named by id." })
  contactCount!: number;
}

@ObjectType({
  description: "The earlier campaign a retargeting campaign follows up, and whom of it.",
  simpleResolvers: true,
})
export class CampaignRetarget {
  @Field(() => ID)
  campaignId!: string;

  @Field(() => String, { description: "not_delivered, not_read, read_not_replied or failed." })
  audience!: string;
}

@ObjectType({
  description:
    "Recipients that reached at least each stage (sent includes the delivered, delivered the read); holdout and failed stand apart.",
  simpleResolvers: true,
})
export class CampaignCounts {
  @Field(() => Int, { description: "Every recipient, the holdout included." })
  audience!: number;

  @Field(() => Int, { description: "Kept back to measure the uplift; never sent." })
  holdout!: number;

  @Field(() => Int, { description: "Not yet handed to the platform." })
  pending!: number;

  @Field(() => Int)
  queued!: number;

  @Field(() => Int)
  sent!: number;

  @Field(() => Int)
  delivered!: number;

  @Field(() => Int)
  read!: number;

  @Field(() => Int)
  replied!: number;

  @Field(() => Int)
  failed!: number;

  @Field(() => Int, { description: "Waiting to be tried again after Meta's marketing limit." })
  retrying!: number;

  @Field(() => Int, { description: "Sent after Meta's marketing limit held them back." })
  recovered!: number;
}

@ObjectType({
  description: "How many of a campaign's contacts one code covers.",
  simpleResolvers: true,
})
export class CampaignCodeCount {
  @Field(() => String)
  code!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({
  description: "Recipients that failed (or wait to be tried again) for one reason.",
  simpleResolvers: true,
})
export class CampaignFailure {
  @Field(() => String, { description: "Meta's error code, or ours (e.g. contact_opted_out)." })
  code!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => String, { description: "The reason in a sentence a marketer understands." })
  reason!: string;
}

@ObjectType({ description: "An amount of money.", simpleResolvers: true })
export class Money {
  @Field(() => String, { description: "INR." })
  currency!: string;

  @Field(() => String, { description: "With paise, e.g. 687.28." })
  amount!: string;
}

@ObjectType({
  description: "Replies within 7 days: the sent group's rate against the holdout's.",
  simpleResolvers: true,
})
export class CampaignUplift {
  @Field(() => Float, { nullable: true, description: "0 to 1; null before anything was sent." })
  sentReplyRate!: number | null;

  @Field(() => Float, { nullable: true, description: "0 to 1; null without a holdout." })
  holdoutReplyRate!: number | null;
}

@ObjectType({ description: "A campaign: one template to an audience.", simpleResolvers: true })
export class Campaign {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, {
    description: "draft, scheduled, sending, paused, completed or cancelled.",
  })
  status!: string;

  @Field(() => CampaignTemplate)
  template!: CampaignTemplate;

  @Field(() => CampaignAudience, {
    nullable: true,
    description: "Null for a retargeting campaign (see retargetOf).",
  })
  audience!: CampaignAudience | null;

  @Field(() => CampaignRetarget, { nullable: true })
  retargetOf!: CampaignRetarget | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "When it is to start." })
  scheduledAt!: string | null;

  @Field(() => Int)
  holdoutPercent!: number;

  @Field(() => Int, { description: "Tries after Meta's per-user marketing limit (131049)." })
  marketingLimitRetries!: number;

  @Field(() => CampaignCounts)
  counts!: CampaignCounts;

  @Field(() => [CampaignCodeCount], {
    description: "Contacts of the audience left out at launch, by why (optedOut, invalid…).",
  })
  excluded!: CampaignCodeCount[];

  @Field(() => [CampaignFailure], { description: "Failed recipients by reason, most first." })
  failures!: CampaignFailure[];

  @Field(() => Money, { description: "What the messages sent cost." })
  cost!: Money;

  @Field(() => CampaignUplift)
  uplift!: CampaignUplift;

  @Field(() => String, {
    nullable: true,
    description: "capacity (the messaging limit) or quiet_hours, while sending waits for it.",
  })
  waitingFor!: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: string;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  launchedAt!: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  completedAt!: string | null;
}

@ObjectType({ description: "A page of campaigns, newest first.", simpleResolvers: true })
export class CampaignPage {
  @Field(() => [Campaign])
  items!: Campaign[];

  @Field(() => String, {
    nullable: true,
    description: "Pass as `cursor` for the next page; null on the last.",
  })
  nextCursor!: string | null;
}

@ObjectType({
  description: "Contacts of the audience a launch would leave out.",
  simpleResolvers: true,
})
export class CampaignPreflightExclusions {
  @Field(() => Int, { description: "Opted out (marketing templates only)." })
  optedOut!: number;

  @Field(() => Int, { description: "Not the business's contact, or no value for a parameter." })
  invalid!: number;

  @Field(() => Int, { description: "Named more than once." })
  duplicate!: number;

  @Field(() => Int, { description: "Over the workspace's marketing frequency cap." })
  frequencyCap!: number;

  @Field(() => Int, { description: "Over the messaging limit now: they wait for capacity." })
  overCapacity!: number;
}

@ObjectType({
  description: "The business's messaging limit: unique customers per rolling 24 hours.",
  simpleResolvers: true,
})
export class MessagingCapacity {
  @Field(() => String, { description: "250, 2000, 10000, 100000 or unlimited." })
  tier!: string;

  @Field(() => Int, { nullable: true, description: "Left now; null when unlimited." })
  remaining!: number | null;
}

@ObjectType({
  description: "What launching the campaign now would send, leave out and cost.",
  simpleResolvers: true,
})
export class CampaignPreflight {
  @Field(() => Int)
  eligible!: number;

  @Field(() => CampaignPreflightExclusions)
  excluded!: CampaignPreflightExclusions;

  @Field(() => Int, { description: "Of the eligible, kept back as the holdout." })
  holdout!: number;

  @Field(() => Money, { description: "From the rate card, by the template's category." })
  estimatedCost!: Money;

  @Field(() => MessagingCapacity)
  capacity!: MessagingCapacity;
}

@ObjectType({ description: "Why a recipient failed.", simpleResolvers: true })
export class CampaignRecipientFailure {
  @Field(() => String)
  code!: string;

  @Field(() => String, { description: "The reason in a sentence a marketer understands." })
  reason!: string;
}

@ObjectType({ description: "One contact a campaign goes to.", simpleResolvers: true })
export class CampaignRecipient {
  @Field(() => ID)
  contactId!: string;

  @Field(() => String, { description: "E.164." })
  phone!: string;

  @Field(() => String, {
    description:
      "pending, holdout, queued, sent, delivered, read, replied, failed, retrying or cancelled.",
  })
  status!: string;

  @Field(() => ID, { nullable: true, description: "Its /v1 message, once sent." })
  messageId!: string | null;

  @Field(() => Int)
  attempts!: number;

  @Field(() => CampaignRecipientFailure, { nullable: true })
  failure!: CampaignRecipientFailure | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "When it is tried again." })
  nextAttemptAt!: string | null;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: string;
}

@ObjectType({ description: "A page of a campaign's recipients.", simpleResolvers: true })
export class CampaignRecipientPage {
  @Field(() => [CampaignRecipient])
  items!: CampaignRecipient[];

  @Field(() => String, {
    nullable: true,
    description: "Pass as `cursor` for the next page; null on the last.",
  })
  nextCursor!: string | null;
}
