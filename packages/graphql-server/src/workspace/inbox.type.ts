import { Field, ID, Int, ObjectType } from "type-graphql";
import { GraphQLDateTimeISO } from "../date-time.scalar.ts";

@ObjectType({ description: "The customer of a conversation.", simpleResolvers: true })
export class ConversationContact {
  @Field(() => ID, { nullable: true, description: "Null for a number that is not a contact." })
  id!: string | null;

  @Field(() => String, { description: "E.164." })
  phone!: string;

  @Field(() => String, { nullable: true })
  name!: string | null;
}

@ObjectType({ description: "A member of the business, by name.", simpleResolvers: true })
export class ConversationMember {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType({
  description: "One customer's conversation with the business: every message in and out.",
  simpleResolvers: true,
})
export class Conversation {
  @Field(() => ID)
  id!: string;

  @Field(() => ConversationContact)
  contact!: ConversationContact;

  @Field(() => String, {
    description:
      "open (awaits the team), pending (awaits the customer), resolved or snoozed (until snoozedUntil).",
  })
  status!: string;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  snoozedUntil!: string | null;

  @Field(() => ConversationMember, { nullable: true })
  assignee!: ConversationMember | null;

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description:
      "When the 24-hour customer service window closes; null or past when only templates may be sent.",
  })
  windowExpiresAt!: string | null;

  @Field(() => GraphQLDateTimeISO)
  lastMessageAt!: string;

  @Field(() => Int, { description: "The customer's messages the team has not read." })
  unread!: number;
}

@ObjectType({
  description: "A page of conversations, latest activity first.",
  simpleResolvers: true,
})
export class ConversationPage {
  @Field(() => [Conversation])
  items!: Conversation[];

  @Field(() => String, {
    nullable: true,
    description: "Pass as `cursor` for the next page; null on the last.",
  })
  nextCursor!: string | null;
}

@ObjectType({ description: "The template a message sent.", simpleResolvers: true })
export class ConversationMessageTemplate {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  language!: string;
}

@ObjectType({ description: "What sent a message within its source.", simpleResolvers: true })
export class ConversationMessageSender {
  @Field(() => String, { description: "api_key, member, campaign, automation…" })
  type!: string;

  @Field(() => ID, { description: "A key's, member's (their user id), campaign's or rule's id." })
  id!: string;
}

@ObjectType({ description: "Why a message failed.", simpleResolvers: true })
export class ConversationMessageError {
  @Field(() => Int, { description: "Meta's error code." })
  code!: number;

  @Field(() => String)
  title!: string;
}

@ObjectType({ description: "A message of a conversation, in or out.", simpleResolvers: true })
export class ConversationMessage {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "inbound (the customer's) or outbound." })
  direction!: string;

  @Field(() => String, { description: "text, template, image, video, audio, document…" })
  type!: string;

  @Field(() => String, { nullable: true, description: "For a template, its body as sent." })
  text!: string | null;

  @Field(() => ConversationMessageTemplate, { nullable: true })
  template!: ConversationMessageTemplate | null;

  @Field(() => String, {
    description: "accepted, queued, sent, delivered, read, failed, received.",
  })
  status!: string;

  @Field(() => String, { description: "marketing, utility, authentication or service." })
  category!: string;

  @Field(() => String, { description: "customer, api, campaign, automation or agent." })
  source!: string;

  @Field(() => ConversationMessageSender, { nullable: true })
  sender!: ConversationMessageSender | null;

  @Field(() => ConversationMessageError, { nullable: true })
  error!: ConversationMessageError | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: string;
}

@ObjectType({
  description: "A page of a conversation's messages, newest first.",
  simpleResolvers: true,
})
export class ConversationMessagePage {
  @Field(() => [ConversationMessage])
  items!: ConversationMessage[];

  @Field(() => String, {
    nullable: true,
    description: "Pass as `cursor` for the older page; null on the last.",
  })
  nextCursor!: string | null;
}

@ObjectType({
  description: "A note on a conversation: only the team sees it.",
  simpleResolvers: true,
})
export class ConversationNote {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  text!: string;

  @Field(() => ConversationMember, { nullable: true, description: "Null once they left." })
  author!: ConversationMember | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: string;
}

@ObjectType({ description: "One view's conversations to attend to.", simpleResolvers: true })
export class InboxViewCount {
  @Field(() => Int)
  open!: number;

  @Field(() => Int, { description: "With customer messages the team has not read." })
  unread!: number;
}

@ObjectType({ description: "The inbox's views and what each holds.", simpleResolvers: true })
export class InboxCounts {
  @Field(() => InboxViewCount, { description: "Assigned to the member." })
  mine!: InboxViewCount;

  @Field(() => InboxViewCount, { description: "Assigned to nobody." })
  unassigned!: InboxViewCount;

  @Field(() => InboxViewCount)
  all!: InboxViewCount;
}

@ObjectType({
  description: "A campaign that went to a conversation's customer.",
  simpleResolvers: true,
})
export class ConversationCampaign {
  @Field(() => ID)
  campaignId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "The customer's status in it: sent, delivered, read…" })
  status!: string;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  sentAt!: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  repliedAt!: string | null;
}

@ObjectType({
  description: "A saved reply the team inserts by its shortcut.",
  simpleResolvers: true,
})
export class QuickReply {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "Lowercase letters, digits, - or _, typed after /." })
  shortcut!: string;

  @Field(() => String)
  text!: string;
}
