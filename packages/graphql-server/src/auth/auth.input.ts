import { Field, InputType } from "type-graphql";

@InputType()
export class AdminLoginInput {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  password!: string;
}

@InputType({
  description: "The Profile form's fields; the confirmation is checked in the browser.",
})
export class UpdateCredentialsInput {
  @Field(() => String)
  currentPassword!: string;

  @Field(() => String)
  newUsername!: string;

  @Field(() => String)
  newPassword!: string;
}
