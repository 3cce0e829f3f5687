import { GraphQLDateTimeISO } from "../date-time.scalar.ts";
import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({
  description: "An enquiry sent through the public contact form.",
  simpleResolvers: true,
})
export class ContactMessage {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  company!: string | null;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => String)
  subject!: string;

  @Field(() => String)
  message!: string;

  @Field(() => String, { description: "unread, read, replied or archived." })
  status!: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: Date;
}

@ObjectType({ description: "Confirms that an enquiry was received.", simpleResolvers: true })
export class ContactMessageReceipt {
  @Field(() => ID)
  id!: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;
}
