import { Field, ID, Int, ObjectType } from "type-graphql";
import { GraphQLDateTimeISO } from "../date-time.scalar.ts";

@ObjectType({
  description: "One of a contact's own fields; numbers and true/false are shown as text.",
  simpleResolvers: true,
})
export class ContactAttribute {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  value!: string;

  @Field(() => String, { description: "text, number or boolean: what value holds." })
  kind!: string;
}

@ObjectType({ description: "A contact's consent to marketing.", simpleResolvers: true })
export class ContactConsent {
  @Field(() => String, { description: "opted_in, opted_out or unknown." })
  status!: string;

  @Field(() => String, { nullable: true, description: "Where it was given or withdrawn." })
  source!: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  updatedAt!: string | null;
}

@ObjectType({ description: "Who changed a contact's consent.", simpleResolvers: true })
export class ConsentActor {
  @Field(() => String, { description: "api_key, member or customer." })
  type!: string;

  @Field(() => ID, { nullable: true, description: "The API key's or the member's id." })
  id!: string | null;
}

@ObjectType({ description: "One change of a contact's consent.", simpleResolvers: true })
export class ConsentEvent {
  @Field(() => String, { description: "opted_in or opted_out." })
  status!: string;

  @Field(() => String)
  source!: string;

  @Field(() => ConsentActor)
  actor!: ConsentActor;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: string;
}

@ObjectType({ description: "Someone the business messages.", simpleResolvers: true })
export class Contact {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "E.164." })
  phone!: string;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => [ContactAttribute])
  attributes!: ContactAttribute[];

  @Field(() => [String])
  tags!: string[];

  @Field(() => ContactConsent)
  consent!: ContactConsent;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "When the contact last wrote." })
  lastInboundAt!: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: string;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: string;

  @Field(() => [ConsentEvent], {
    nullable: true,
    description: "Every change of its consent, newest first: on workspaceContact, null elsewhere.",
  })
  consentHistory?: ConsentEvent[] | null;
}

@ObjectType({ description: "A page of contacts, newest first.", simpleResolvers: true })
export class ContactPage {
  @Field(() => [Contact])
  items!: Contact[];

  @Field(() => String, {
    nullable: true,
    description: "Pass as `cursor` for the next page; null on the last.",
  })
  nextCursor!: string | null;
}

@ObjectType({ description: "A contact added or updated by its number.", simpleResolvers: true })
export class UpsertedContact {
  @Field(() => Contact)
  contact!: Contact;

  @Field(() => Boolean, { description: "False when the number was already a contact." })
  created!: boolean;
}

@ObjectType({ description: "No marketing sends between start and end.", simpleResolvers: true })
export class QuietHours {
  @Field(() => String, { description: "HH:MM, IST." })
  start!: string;

  @Field(() => String, { description: "HH:MM, IST." })
  end!: string;
}

@ObjectType({
  description: "At most count marketing messages per contact in days.",
  simpleResolvers: true,
})
export class MarketingFrequencyCap {
  @Field(() => Int)
  count!: number;

  @Field(() => Int)
  days!: number;
}

@ObjectType({
  description: "The rules the workspace's campaigns and automation keep to.",
  simpleResolvers: true,
})
export class WorkspaceSettings {
  @Field(() => QuietHours, { nullable: true })
  quietHours!: QuietHours | null;

  @Field(() => MarketingFrequencyCap, { nullable: true })
  marketingFrequencyCap!: MarketingFrequencyCap | null;

  @Field(() => [String], { description: "An inbound message that is one of these opts out." })
  optOutKeywords!: string[];

  @Field(() => [String], { description: "An inbound message that is one of these opts back in." })
  optInKeywords!: string[];
}
