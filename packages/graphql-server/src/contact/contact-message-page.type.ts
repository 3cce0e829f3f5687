import { Field, InputType, Int, ObjectType } from "type-graphql";
import { PageOf } from "../pagination.type.ts";
import { ContactMessage } from "./contact-message.type.ts";

@InputType({ description: "Which messages a list or export keeps; every field optional." })
export class ContactMessageFilterInput {
  @Field(() => String, {
    nullable: true,
    description: "Text anywhere in the name, email, subject or message, ignoring case.",
  })
  search?: string;

  @Field(() => String, { nullable: true, description: "unread, read, replied or archived." })
  status?: string;

  @Field(() => String, { nullable: true, description: "ISO 8601 time, inclusive." })
  from?: string;

  @Field(() => String, { nullable: true, description: "ISO 8601 time, exclusive." })
  to?: string;
}

@InputType()
export class ContactBulkActionInput {
  @Field(() => [String], { description: "The messages' ids, at most 500." })
  ids!: string[];

  @Field(() => String, { description: "read, replied, archived or delete." })
  action!: string;
}

@ObjectType({ simpleResolvers: true })
export class BulkActionResult {
  @Field(() => Int, { description: "How many messages were changed or deleted." })
  affected!: number;
}

export const ContactMessagePage = PageOf(ContactMessage, "ContactMessagePage");
