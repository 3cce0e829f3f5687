import { Field, Float, Int, ObjectType } from "type-graphql";

@ObjectType({
  description: "This month (IST, 1st to today) against last month.",
  simpleResolvers: true,
})
export class DashboardTrends {
  @Field(() => Int)
  businessesAddedThisMonth!: number;

  @Field(() => Int)
  businessesAddedLastMonth!: number;

  @Field(() => Int)
  apiConfigsAddedThisMonth!: number;

  @Field(() => Int)
  apiConfigsAddedLastMonth!: number;

  @Field(() => Float, { description: "Messages from the 1st of this month to today." })
  messagesThisMonth!: number;

  @Field(() => Float, { description: "Messages over the same days of last month." })
  messagesSamePeriodLastMonth!: number;

  @Field(() => Float, {
    nullable: true,
    description: "Percent change between the two; null without last month's.",
  })
  messagesChangePct!: number | null;

  @Field(() => Float, { description: "Percent, weighted by messages sent." })
  deliveryRateThisMonth!: number;

  @Field(() => Float, {
    description: "Percent over the whole of last month, weighted by messages sent.",
  })
  deliveryRateLastMonth!: number;

  @Field(() => Float, {
    nullable: true,
    description: "This month's rate minus last month's, in percentage points.",
  })
  deliveryRateChangePoints!: number | null;
}

@ObjectType({ simpleResolvers: true })
export class DashboardStats {
  @Field(() => Int, { description: "Every registered business." })
  totalBusinesses!: number;

  @Field(() => Int, { description: "Every API configuration." })
  totalApiConfigs!: number;

  @Field(() => Float, { description: "Every message in the daily analytics (whole number)." })
  totalMessages!: number;

  @Field(() => Float, {
    description: "Delivery rate over all days, weighted by messages sent, in percent (2 decimals).",
  })
  avgDeliveryRate!: number;

  @Field(() => DashboardTrends)
  trends!: DashboardTrends;
}

@ObjectType({ description: "This month (IST, the 1st to today).", simpleResolvers: true })
export class AnalyticsSummary {
  @Field(() => Float, { description: "Messages sent this month." })
  totalMessages!: number;

  @Field(() => Float, {
    description: "Delivery rate this month, weighted by messages sent, in percent.",
  })
  deliveryRate!: number;

  @Field(() => Int, {
    description: "API response time this month, weighted by messages sent, in ms.",
  })
  avgResponseTime!: number;

  @Field(() => Int, {
    description: "Active businesses with at least one active API configuration.",
  })
  activeBusinesses!: number;

  @Field(() => String, { description: "YYYY-MM-DD" })
  periodStart!: string;

  @Field(() => String, { description: "YYYY-MM-DD" })
  periodEnd!: string;
}
