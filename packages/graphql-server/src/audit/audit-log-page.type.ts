import { Field, InputType } from "type-graphql";
import { PageOf } from "../pagination.type.ts";
import { AuditLog } from "./audit-log.type.ts";

@InputType({ description: "Which entries a list or export keeps; every field optional." })
export class AuditLogFilterInput {
  @Field(() => String, {
    nullable: true,
    description: "create, update, delete, login, logout or login_failed.",
  })
  action?: string;

  @Field(() => String, { nullable: true, description: "The admin's id, an address or 'system'." })
  actorId?: string;

  @Field(() => String, { nullable: true, description: "e.g. contact_message, platform_settings." })
  targetType?: string;

  @Field(() => String, { nullable: true, description: "ISO 8601 time, inclusive." })
  from?: string;

  @Field(() => String, { nullable: true, description: "ISO 8601 time, exclusive." })
  to?: string;
}

export const AuditLogPage = PageOf(AuditLog, "AuditLogPage");
