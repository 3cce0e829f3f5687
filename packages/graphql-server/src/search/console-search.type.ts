import { GraphQLDateTimeISO } from "../date-time.scalar.ts";
import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({ simpleResolvers: true })
export class BusinessHit {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  whatsappNumber!: string;

  @Field(() => String)
  status!: string;
}

@ObjectType({ simpleResolvers: true })
export class ApiConfigHit {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  businessId!: string;

  @Field(() => String)
  businessName!: string;

  @Field(() => String)
  provider!: string;

  @Field(() => String, { nullable: true })
  phoneNumberId!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class ContactMessageHit {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  subject!: string;

  @Field(() => String)
  status!: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;
}

@ObjectType({
  description: "The top bar's search: a few results of each kind.",
  simpleResolvers: true,
})
export class ConsoleSearchResults {
  @Field(() => [BusinessHit])
  businesses!: BusinessHit[];

  @Field(() => [ApiConfigHit])
  apiConfigs!: ApiConfigHit[];

  @Field(() => [ContactMessageHit])
  contactMessages!: ContactMessageHit[];
}
