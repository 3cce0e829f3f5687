import { GraphQLDateTimeISO } from "../date-time.scalar.ts";
import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({ description: "One recorded action.", simpleResolvers: true })
export class AuditLog {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "create, update, delete, login, logout or login_failed." })
  action!: string;

  @Field(() => String, { nullable: true })
  details!: string | null;

  @Field(() => String, { nullable: true })
  targetType!: string | null;

  @Field(() => String, { nullable: true })
  targetId!: string | null;

  @Field(() => String, { description: "admin, anonymous or system." })
  actorType!: string;

  @Field(() => String, { description: "The admin's id, the caller's address, or 'system'." })
  actorId!: string;

  @Field(() => GraphQLDateTimeISO)
  timestamp!: Date;
}
