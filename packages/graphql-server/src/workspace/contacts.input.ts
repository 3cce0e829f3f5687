import { Field, InputType, Int } from "type-graphql";

@InputType({ description: "One of a contact's own fields." })
export class ContactAttributeInput {
  @Field(() => String, { description: "Letters, digits or _." })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: "The value as text; null removes the attribute (on update).",
  })
  value!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "text (the default), number or boolean: how value is stored.",
  })
  kind?: string | null;
}

@InputType({ description: "Where a contact agreed to hear marketing." })
export class ConsentSourceInput {
  @Field(() => String, { description: 'e.g. "checkout form".' })
  source!: string;
}

@InputType({ description: "A contact, added or updated by its number." })
export class UpsertContactInput {
  @Field(() => String, { description: "+91 is assumed without a country code." })
  phone!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => [ContactAttributeInput], {
    nullable: true,
    description: "Merged into the known ones.",
  })
  attributes?: ContactAttributeInput[] | null;

  @Field(() => [String], { nullable: true, description: "Added to the known ones." })
  tags?: string[] | null;

  @Field(() => ConsentSourceInput, { nullable: true, description: "The contact opted in." })
  optIn?: ConsentSourceInput | null;
}

@InputType({ description: "Only the fields given change." })
export class UpdateContactInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => [ContactAttributeInput], {
    nullable: true,
    description: "Merged into the contact's; a null value removes one.",
  })
  attributes?: ContactAttributeInput[] | null;

  @Field(() => [String], { nullable: true, description: "Replaces the contact's tags." })
  tags?: string[] | null;
}

@InputType()
export class QuietHoursInput {
  @Field(() => String, { description: "HH:MM, IST." })
  start!: string;

  @Field(() => String, { description: "HH:MM, IST." })
  end!: string;
}

@InputType()
export class MarketingFrequencyCapInput {
  @Field(() => Int)
  count!: number;

  @Field(() => Int)
  days!: number;
}

@InputType({ description: "Every rule of the workspace; null turns a limit off." })
export class WorkspaceSettingsInput {
  @Field(() => QuietHoursInput, { nullable: true })
  quietHours!: QuietHoursInput | null;

  @Field(() => MarketingFrequencyCapInput, { nullable: true })
  marketingFrequencyCap!: MarketingFrequencyCapInput | null;

  @Field(() => [String])
  optOutKeywords!: string[];

  @Field(() => [String])
  optInKeywords!: string[];
}
