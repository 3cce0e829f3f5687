import { Field, Float, ID, InputType } from "type-graphql";

@InputType()
export class CreateApiKeyInput {
  @Field(() => String, {
    nullable: true,
    description: 'What the key is for, e.g. the system that uses it; "API key" when not given.',
  })
  name?: string | null;
}

@InputType({
  description: "A template: approved at once in the sandbox, reviewed by Meta otherwise.",
})
export class CreateTemplateInput {
  @Field(() => String, { description: "Lowercase letters, digits and underscores." })
  name!: string;

  @Field(() => String, { description: "A language code such as en or en_US." })
  language!: string;

  @Field(() => String, {
    description: "marketing, utility or authentication (or in capitals, as Meta writes them).",
  })
  category!: string;

  @Field(() => String, { description: "The text, with {{1}}, {{2}}, … for its parameters." })
  body!: string;
}

@InputType({ description: "Narrows the WhatsApp messages list; every field given must match." })
export class WhatsappMessageFilter {
  @Field(() => ID, { nullable: true })
  businessId?: string;

  @Field(() => String, { nullable: true, description: "outbound or inbound." })
  direction?: string;

  @Field(() => String, { nullable: true })
  status?: string;

  @Field(() => String, { nullable: true, description: "parked: the ones waiting for an operator." })
  queueState?: string;

  @Field(() => String, { nullable: true, description: "The customer's number (+91 assumed)." })
  customerNumber?: string;

  @Field(() => String, { nullable: true, description: "ISO 8601, inclusive." })
  from?: string;

  @Field(() => String, { nullable: true, description: "ISO 8601, exclusive." })
  to?: string;
}

@InputType()
export class WebhookEventFilter {
  @Field(() => ID, { nullable: true })
  businessId?: string;

  @Field(() => ID, { nullable: true })
  apiConfigId?: string;

  @Field(() => String, {
    nullable: true,
    description: "pending, delivered, failed or endpoint_disabled.",
  })
  state?: string;
}

@InputType({ description: "A customer's WhatsApp message to a business's sandbox." })
export class SandboxInboundInput {
  @Field(() => ID)
  businessId!: string;

  @Field(() => String, { description: "The customer's number; +91 when no country code is given." })
  from!: string;

  @Field(() => String)
  text!: string;
}

@InputType({ description: "A new price for a category from a future date." })
export class ScheduleRateInput {
  @Field(() => String, { description: "marketing, utility, authentication or service." })
  category!: string;

  @Field(() => Float, { description: "Rupees per delivered message." })
  priceInr!: number;

  @Field(() => String, { description: "ISO 8601, in the future." })
  effectiveFrom!: string;
}
