import { Field, InputType } from "type-graphql";

@InputType({
  description: "A visitor's enquiry. Rules and messages: @aizapy/graphql-server/validation.",
})
export class ContactMessageInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  company?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String)
  subject!: string;

  @Field(() => String)
  message!: string;

  @Field(() => String, {
    nullable: true,
    description: "Leave empty: a hidden field that only bots fill in.",
  })
  website?: string | null;
}
