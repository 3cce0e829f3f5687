import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { GraphQLDateTimeISO } from "../date-time.scalar.ts";
import { PageOf } from "../pagination.type.ts";

@ObjectType({
  description: "A /v1 API key of a business (never the key itself).",
  simpleResolvers: true,
})
export class ApiKey {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  businessId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "The key's first characters (azk_…), to recognise it." })
  prefix!: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description: "Updated at most once a minute.",
  })
  lastUsedAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  revokedAt!: Date | null;
}

@ObjectType({ simpleResolvers: true })
export class CreatedApiKey {
  @Field(() => ApiKey)
  apiKey!: ApiKey;

  @Field(() => String, {
    description: "The key itself, in this answer only: only its hash is kept.",
  })
  key!: string;
}

@ObjectType({
  description: "A message template with {{1}}…{{n}} placeholders.",
  simpleResolvers: true,
})
export class MessageTemplate {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  businessId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  language!: string;

  @Field(() => String, { description: "marketing, utility or authentication." })
  category!: string;

  @Field(() => String)
  body!: string;

  @Field(() => Int)
  parameterCount!: number;

  @Field(() => String, { description: "approved, pending (Meta's review) or rejected." })
  status!: string;

  @Field(() => String, { nullable: true })
  rejectionReason!: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: Date;
}

@ObjectType({ simpleResolvers: true })
export class StatusEvent {
  @Field(() => String)
  status!: string;

  @Field(() => GraphQLDateTimeISO)
  occurredAt!: Date;

  @Field(() => Int, { nullable: true })
  errorCode!: number | null;
}

@ObjectType({
  description: "A WhatsApp message, sent through /v1 or received from a customer.",
  simpleResolvers: true,
})
export class WhatsappMessage {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  businessId!: string;

  @Field(() => String)
  businessName!: string;

  @Field(() => String, { description: "outbound or inbound." })
  direction!: string;

  @Field(() => String, { description: "The customer's number, E.164." })
  customerNumber!: string;

  @Field(() => String, { description: "text or template." })
  type!: string;

  @Field(() => String)
  body!: string;

  @Field(() => String, { nullable: true })
  templateName!: string | null;

  @Field(() => String, { description: "marketing, utility, authentication or service." })
  category!: string;

  @Field(() => String, {
    description: "accepted, sent, delivered, read, failed; received (inbound).",
  })
  status!: string;

  @Field(() => String, {
    description: "queued, sending, parked (waiting for an operator) or done.",
  })
  queueState!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => String, { nullable: true })
  lastAttemptError!: string | null;

  @Field(() => String, { nullable: true })
  providerMessageId!: string | null;

  @Field(() => Int, { nullable: true })
  errorCode!: number | null;

  @Field(() => String, { nullable: true })
  errorTitle!: string | null;

  @Field(() => Float, { nullable: true, description: "What it cost, set on delivery (INR)." })
  priceInr!: number | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { description: "When it reached its status." })
  statusAt!: Date;
}

@ObjectType({ simpleResolvers: true })
export class WhatsappMessageDetail extends WhatsappMessage {
  @Field(() => String, { nullable: true })
  templateLanguage!: string | null;

  @Field(() => [String], {
    nullable: true,
    description: "The values sent for the template's {{1}}…{{n}}, in order.",
  })
  templateParameters!: string[] | null;

  @Field(() => String, { nullable: true })
  errorDetail!: string | null;

  @Field(() => Boolean, { nullable: true })
  billable!: boolean | null;

  @Field(() => Boolean, { description: "Sent inside the customer's 24-hour service window." })
  insideServiceWindow!: boolean;

  @Field(() => [StatusEvent])
  statusHistory!: StatusEvent[];
}

@ObjectType({ simpleResolvers: true })
export class WebhookAttempt {
  @Field(() => Int)
  attempt!: number;

  @Field(() => GraphQLDateTimeISO)
  attemptedAt!: Date;

  @Field(() => Int, {
    nullable: true,
    description: "The endpoint's HTTP status; null when it gave none.",
  })
  statusCode!: number | null;

  @Field(() => Int)
  latencyMs!: number;

  @Field(() => String, { nullable: true })
  error!: string | null;

  @Field(() => String, { nullable: true, description: "The first characters of the answer." })
  responseExcerpt!: string | null;
}

@ObjectType({
  description: "A webhook to a business and every attempt to deliver it.",
  simpleResolvers: true,
})
export class WebhookEvent {
  @Field(() => ID, { description: "The webhook-id header, the same on every attempt." })
  id!: string;

  @Field(() => ID)
  businessId!: string;

  @Field(() => String)
  businessName!: string;

  @Field(() => ID)
  apiConfigId!: string;

  @Field(() => String, { description: "message.status or message.received." })
  type!: string;

  @Field(() => ID, { nullable: true })
  messageId!: string | null;

  @Field(() => String, { description: "The exact JSON sent." })
  body!: string;

  @Field(() => String, { description: "pending, delivered, failed or endpoint_disabled." })
  state!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  nextAttemptAt!: Date | null;

  @Field(() => Int, { nullable: true })
  lastStatusCode!: number | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  deliveredAt!: Date | null;

  @Field(() => [WebhookAttempt])
  deliveryLog!: WebhookAttempt[];
}

@ObjectType({ simpleResolvers: true })
export class CategoryUsage {
  @Field(() => String)
  category!: string;

  @Field(() => Int)
  delivered!: number;

  @Field(() => Int)
  billable!: number;

  @Field(() => Float)
  costInr!: number;
}

@ObjectType({
  description: "One IST month of a business's messaging, as it is billed.",
  simpleResolvers: true,
})
export class UsageMonth {
  @Field(() => String, { description: "YYYY-MM." })
  month!: string;

  @Field(() => Int)
  sent!: number;

  @Field(() => Int)
  delivered!: number;

  @Field(() => Int)
  failed!: number;

  @Field(() => Int)
  received!: number;

  @Field(() => [CategoryUsage])
  byCategory!: CategoryUsage[];

  @Field(() => Float)
  costInr!: number;
}

@ObjectType({ simpleResolvers: true })
export class Usage {
  @Field(() => ID)
  businessId!: string;

  @Field(() => [UsageMonth], { description: "This month first." })
  months!: UsageMonth[];
}

@ObjectType({
  description: "A price per delivered message of a category, from a date on.",
  simpleResolvers: true,
})
export class Rate {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  category!: string;

  @Field(() => Float)
  priceInr!: number;

  @Field(() => GraphQLDateTimeISO)
  effectiveFrom!: Date;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;
}

@ObjectType({ simpleResolvers: true })
export class RateCard {
  @Field(() => [Rate], { description: "Each category's price now." })
  current!: Rate[];

  @Field(() => [Rate], { description: "Prices that take effect later, soonest first." })
  scheduled!: Rate[];
}

@ObjectType({ simpleResolvers: true })
export class DatabaseStatus {
  @Field(() => Boolean)
  healthy!: boolean;

  @Field(() => Float)
  latencyMs!: number;

  @Field(() => String)
  kind!: string;
}

@ObjectType({ simpleResolvers: true })
export class MessageQueueStatus {
  @Field(() => Int, { description: "Accepted messages not yet with their provider." })
  waiting!: number;

  @Field(() => Float)
  oldestWaitingSeconds!: number;

  @Field(() => Int, { description: "Messages whose retries ran out, waiting for an operator." })
  parked!: number;
}

@ObjectType({ simpleResolvers: true })
export class WebhookBacklog {
  @Field(() => Int)
  pending!: number;

  @Field(() => Float)
  overdueSeconds!: number;

  @Field(() => Int)
  disabledEndpoints!: number;
}

@ObjectType({
  description:
    "Analytics increments waiting to be folded into the daily figures (which already add them in).",
  simpleResolvers: true,
})
export class AnalyticsBacklog {
  @Field(() => Int)
  waiting!: number;

  @Field(() => Float)
  oldestWaitingSeconds!: number;
}

@ObjectType({ simpleResolvers: true })
export class ProviderReachability {
  @Field(() => Boolean)
  reachable!: boolean;

  @Field(() => Float, { nullable: true })
  latencyMs?: number | null;

  @Field(() => String, { nullable: true, description: "When it was last checked (ISO 8601)." })
  checkedAt?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class ProvidersStatus {
  @Field(() => ProviderReachability)
  sandbox!: ProviderReachability;

  @Field(() => ProviderReachability)
  whatsappCloud!: ProviderReachability;
}

@ObjectType({ description: "The platform's state, measured now.", simpleResolvers: true })
export class SystemStatus {
  @Field(() => DatabaseStatus)
  database!: DatabaseStatus;

  @Field(() => MessageQueueStatus)
  messageQueue!: MessageQueueStatus;

  @Field(() => WebhookBacklog)
  webhooks!: WebhookBacklog;

  @Field(() => AnalyticsBacklog)
  analytics!: AnalyticsBacklog;

  @Field(() => ProvidersStatus)
  providers!: ProvidersStatus;
}

export const WebhookEventPage = PageOf(WebhookEvent, "WebhookEventPage");
export type WebhookEventPage = InstanceType<typeof WebhookEventPage>;
