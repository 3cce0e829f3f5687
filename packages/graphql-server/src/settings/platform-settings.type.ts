import { GraphQLDateTimeISO } from "../date-time.scalar.ts";
import { Field, InputType, ObjectType } from "type-graphql";

@ObjectType({
  description: "The platform's switches, one record for the whole platform.",
  simpleResolvers: true,
})
export class PlatformSettings {
  @Field(() => Boolean, { description: "While true the public contact form refuses submissions." })
  maintenanceMode!: boolean;

  @Field(() => Boolean, { description: "While false the sign-up page says sign-ups are closed." })
  signupEnabled!: boolean;

  @Field(() => [String], {
    description: "Origins allowed to call the REST API from a browser (CORS).",
  })
  allowedOrigins!: string[];

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "Null until first saved." })
  updatedAt!: Date | null;
}

@InputType({ description: "The whole settings object; every field is replaced." })
export class PlatformSettingsInput {
  @Field(() => Boolean)
  maintenanceMode!: boolean;

  @Field(() => Boolean)
  signupEnabled!: boolean;

  @Field(() => [String])
  allowedOrigins!: string[];
}
