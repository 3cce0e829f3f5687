import { Field, Float, ObjectType } from "type-graphql";

@ObjectType({
  description: "A live probe of the parts the console depends on.",
  simpleResolvers: true,
})
export class SystemHealth {
  @Field(() => Boolean)
  databaseHealthy!: boolean;

  @Field(() => Float, { description: "Round trip of the probe query, in ms." })
  databaseLatencyMs!: number;

  @Field(() => String, { description: "pglite or postgres." })
  databaseKind!: string;
}
