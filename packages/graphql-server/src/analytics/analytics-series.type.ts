import { Field, Float, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "One IST day of the analytics charts.", simpleResolvers: true })
export class AnalyticsDay {
  @Field(() => String, { description: "YYYY-MM-DD, India Standard Time." })
  date!: string;

  @Field(() => Float)
  messages!: number;

  @Field(() => Float, {
    nullable: true,
    description: "Percent delivered, weighted by messages; null on a day without messages.",
  })
  deliveryRate!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Milliseconds, weighted by messages; null on a day without messages.",
  })
  avgResponseMs!: number | null;
}

@ObjectType({ simpleResolvers: true })
export class BusinessMessages {
  @Field(() => ID)
  businessId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Float)
  messages!: number;
}

@ObjectType({
  description: "The analytics page's charts over 7, 30 or 90 days.",
  simpleResolvers: true,
})
export class AnalyticsSeries {
  @Field(() => Int)
  days!: number;

  @Field(() => String, { description: "First IST day of the period." })
  from!: string;

  @Field(() => String, { description: "Last IST day of the period (today)." })
  to!: string;

  @Field(() => ID, { nullable: true, description: "The business shown; null for all." })
  businessId!: string | null;

  @Field(() => [AnalyticsDay], { description: "Every day of the period, oldest first." })
  daily!: AnalyticsDay[];

  @Field(() => [BusinessMessages], { description: "The businesses that sent most, most first." })
  topBusinesses!: BusinessMessages[];

  @Field(() => Float)
  totalMessages!: number;

  @Field(() => Float, { description: "Messages of the businesses not among the top ones." })
  otherMessages!: number;
}
