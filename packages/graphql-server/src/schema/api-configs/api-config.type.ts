import { GraphQLDateTimeISO } from "../date-time.scalar.ts";
import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({
  description: "A business's connection to a WhatsApp Business API provider.",
  simpleResolvers: true,
})
export class ApiConfig {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  businessId!: string;

  @Field(() => String)
  businessName!: string;

  @Field(() => String)
  provider!: string;

  @Field(() => String, { description: "Masked: the first and last four characters only." })
  apiKey!: string;

  @Field(() => String, { nullable: true })
  webhookUrl!: string | null;

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: Date;
}
