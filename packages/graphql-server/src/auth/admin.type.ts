import { GraphQLDateTimeISO } from "../date-time.scalar.ts";
import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({ description: "An operator of the admin console.", simpleResolvers: true })
export class Admin {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  username!: string;

  @Field(() => String, { description: "'admin' for every operator today." })
  role!: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;
}

@ObjectType({ description: "A new admin session.", simpleResolvers: true })
export class AdminLoginResult {
  @Field(() => String, { description: "Send as `Authorization: Bearer <token>`. Shown only here." })
  token!: string;

  @Field(() => GraphQLDateTimeISO, {
    description:
      "Absolute end of the session (12 hours); it also ends after 30 minutes without a request.",
  })
  expiresAt!: Date;

  @Field(() => Admin)
  admin!: Admin;
}
