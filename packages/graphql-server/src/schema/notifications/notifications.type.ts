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

@ObjectType({
  description: "Enquiries that arrived since this admin last marked them seen.",
  simpleResolvers: true,
})
export class Notifications {
  @Field(() => Int)
  count!: number;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "Null before the first look." })
  since!: Date | null;

  @Field(() => [EnquiryNotification], { description: "The newest ten." })
  items!: EnquiryNotification[];
}
