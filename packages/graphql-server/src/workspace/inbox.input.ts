import { Field, ID, InputType } from "type-graphql";

@InputType({ description: "What changes of a conversation: give only what changes." })
export class UpdateConversationInput {
  @Field(() => String, { nullable: true, description: "open, pending, resolved or snoozed." })
  status?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "With status snoozed: until when, ISO 8601 with its offset, in the future.",
  })
  snoozedUntil?: string | null;

  @Field(() => ID, { nullable: true, description: "A member's id; null unassigns it." })
  assigneeId?: string | null;

  @Field(() => Boolean, { nullable: true, description: "true marks the customer's messages read." })
  read?: boolean | null;
}

@InputType({ description: "An approved template and the text of each of its placeholders." })
export class ConversationReplyTemplateInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: "e.g. en or en_US; en when not given." })
  language?: string | null;

  @Field(() => [String], { nullable: true, description: "{{1}}, {{2}}… in order." })
  parameters?: string[] | null;
}

@InputType({
  description:
    "A reply: text (inside the 24-hour customer service window) or a template (at any time); give one.",
})
export class ConversationReplyInput {
  @Field(() => String, { nullable: true })
  text?: string | null;

  @Field(() => ConversationReplyTemplateInput, { nullable: true })
  template?: ConversationReplyTemplateInput | null;
}

@InputType({ description: "A saved reply." })
export class QuickReplyInput {
  @Field(() => String, { description: "Lowercase letters, digits, - or _; typed after /." })
  shortcut!: string;

  @Field(() => String)
  text!: string;
}
