import { GraphQLDateTimeISO } from "../date-time.scalar.ts";
import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ simpleResolvers: true })
export class EnquiryNotification {
  @Field(() => ID, { description: "The contact message's id." })
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  subject!: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;
}

@ObjectType({ description: "Something an operator should know about.", simpleResolvers: true })
export class OperatorAlert {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "e.g. webhook_endpoint_disabled." })
  kind!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  detail!: string;

  @Field(() => String, { nullable: true })
  targetType!: string | null;

  @Field(() => String, { nullable: true })
  targetId!: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;
}

@ObjectType({
  description: "Enquiries and platform alerts that arrived since this admin last marked them seen.",
  simpleResolvers: true,
})
export class Notifications {
  @Field(() => Int)
  count!: number;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "Null before the first look." })
  since!: Date | null;

  @Field(() => [EnquiryNotification], { description: "The newest ten." })
  items!: EnquiryNotification[];

  @Field(() => Int, { description: "Platform alerts since `since`." })
  alertCount!: number;

  @Field(() => [OperatorAlert], { description: "The newest ten." })
  alerts!: OperatorAlert[];
}
