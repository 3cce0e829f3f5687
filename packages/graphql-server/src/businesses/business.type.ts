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

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: Date;
}
