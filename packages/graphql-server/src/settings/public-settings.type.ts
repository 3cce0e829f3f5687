import { Field, ObjectType } from "type-graphql";

@ObjectType({
  description: "The platform settings the public site needs; readable without signing in.",
  simpleResolvers: true,
})
export class PublicSettings {
  @Field(() => Boolean, { description: "Public contact submissions are refused while true." })
  maintenanceMode!: boolean;

  @Field(() => Boolean, { description: "The sign-up page offers its form only while true." })
  signupEnabled!: boolean;
}
