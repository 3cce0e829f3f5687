import { Field, InputType } from "type-graphql";

@InputType({ description: "A new business. Status and plan default to active and free." })
export class CreateBusinessInput {
  @Field(() => String, { description: "2 to 120 characters." })
  name!: string;

  @Field(() => String, {
    description: "Any common format; without a country code it is taken as Indian (+91).",
  })
  whatsappNumber!: string;

  @Field(() => String, { nullable: true, description: "active, suspended or inactive." })
  status?: string;

  @Field(() => String, { nullable: true, description: "free, basic, pro or enterprise." })
  plan?: string;
}

@InputType({ description: "Changes to a business: only the fields given change." })
export class UpdateBusinessInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true })
  whatsappNumber?: string;

  @Field(() => String, { nullable: true })
  status?: string;

  @Field(() => String, { nullable: true })
  plan?: string;

  @Field(() => String, { nullable: true, description: "250, 2000, 10000, 100000 or unlimited." })
  messagingTier?: string;

  @Field(() => String, { nullable: true, description: "green, yellow or red." })
  qualityRating?: string;
}

@InputType({ description: "Narrows the businesses list; every field given must match." })
export class BusinessFilter {
  @Field(() => String, {
    nullable: true,
    description: "Part of the name (any case) or of the WhatsApp number.",
  })
  search?: string;

  @Field(() => String, { nullable: true })
  status?: string;

  @Field(() => String, { nullable: true })
  plan?: string;
}

@InputType({ description: "The businesses list's order; newest first unless given." })
export class BusinessSort {
  @Field(() => String, { nullable: true, description: "name or createdAt." })
  field?: string;

  @Field(() => String, { nullable: true, description: "asc or desc." })
  direction?: string;
}
