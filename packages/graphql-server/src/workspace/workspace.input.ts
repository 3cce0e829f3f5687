import { Field, InputType } from "type-graphql";

@InputType({ description: "An invitation to join the business." })
export class InvitationInput {
  @Field(() => String)
  email!: string;

  @Field(() => String, { description: "owner, admin or agent." })
  role!: string;
}
