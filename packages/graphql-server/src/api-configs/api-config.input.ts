import { Field, ID, InputType } from "type-graphql";

@InputType({
  description:
    "A business's provider settings. WhatsApp Cloud API needs phoneNumberId, businessAccountId and appSecret; the sandbox takes none of them.",
})
export class CreateApiConfigInput {
  @Field(() => ID)
  businessId!: string;

  @Field(() => String, { description: "sandbox or whatsapp-cloud." })
  provider!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The provider's access token: required for WhatsApp Cloud API; the sandbox issues one when none is given.",
  })
  apiKey?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Where the business receives its webhooks; https, on a public address.",
  })
  webhookUrl?: string | null;

  @Field(() => Boolean, { nullable: true, description: "true unless given." })
  isActive?: boolean;

  @Field(() => String, { nullable: true })
  phoneNumberId?: string | null;

  @Field(() => String, { nullable: true })
  businessAccountId?: string | null;

  @Field(() => String, { nullable: true })
  appSecret?: string | null;
}

@InputType({
  description:
    "Changes to provider settings: only the fields given change; null clears webhookUrl. The access token is replaced by rotateApiConfigKey.",
})
export class UpdateApiConfigInput {
  @Field(() => String, { nullable: true })
  provider?: string;

  @Field(() => String, { nullable: true })
  webhookUrl?: string | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean;

  @Field(() => String, { nullable: true })
  phoneNumberId?: string | null;

  @Field(() => String, { nullable: true })
  businessAccountId?: string | null;

  @Field(() => String, { nullable: true })
  appSecret?: string | null;
}
