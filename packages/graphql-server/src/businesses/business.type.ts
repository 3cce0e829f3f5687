import { GraphQLDateTimeISO } from "../date-time.scalar.ts";
import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({
  description: "A customer business messaging through the platform.",
  simpleResolvers: true,
})
export class Business {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "In international format, e.g. +919876543210." })
  whatsappNumber!: string;

  @Field(() => String, { description: "'active' by default." })
  status!: string;

  @Field(() => String, { description: "'free' by default." })
  plan!: string;

  @Field(() => String, {
    description:
      "Meta's messaging limit: unique customers in a rolling 24 hours (250, 2000, 10000, 100000 or unlimited).",
  })
  messagingTier!: string;

  @Field(() => String, { description: "Meta's quality rating: green, yellow or red." })
  qualityRating!: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: Date;
}
