import { GraphQLDateTimeISO } from "../date-time.scalar.ts";
import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({
  description:
    "A business's connection to a WhatsApp Business API provider. Every secret is masked (`••••3f9a`).",
  simpleResolvers: true,
})
export class ApiConfig {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  businessId!: string;

  @Field(() => String)
  businessName!: string;

  @Field(() => String, { description: "sandbox or whatsapp-cloud." })
  provider!: string;

  @Field(() => String, { description: "The access token, masked: its last four characters." })
  apiKey!: string;

  @Field(() => String, { nullable: true, description: "WhatsApp Cloud API only." })
  phoneNumberId!: string | null;

  @Field(() => String, { nullable: true, description: "WhatsApp Cloud API only." })
  businessAccountId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "WhatsApp Cloud API only: the Meta app secret, masked.",
  })
  appSecret!: string | null;

  @Field(() => String, { nullable: true })
  webhookUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The secret that signs this business's webhooks, masked.",
  })
  webhookSecret!: string | null;

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description: "After a rotation: until when the previous signing secret still signs too.",
  })
  previousWebhookSecretExpiresAt!: Date | null;

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description: "When deliveries to the webhook URL started failing; null while they succeed.",
  })
  webhookFailingSince!: Date | null;

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description:
      "When webhooks were disabled after three days of failures; they are held until enableWebhooks.",
  })
  webhookDisabledAt!: Date | null;

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  updatedAt!: Date;
}

@ObjectType({
  description:
    "Secrets in full, in the one answer that sets or generates them: copy them now, they are never shown again.",
  simpleResolvers: true,
})
export class RevealedSecrets {
  @Field(() => String, { nullable: true })
  apiKey!: string | null;

  @Field(() => String, { nullable: true })
  appSecret!: string | null;

  @Field(() => String, { nullable: true, description: "`whsec_` and 32 random bytes, base64." })
  webhookSecret!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class ApiConfigWithSecrets {
  @Field(() => ApiConfig)
  apiConfig!: ApiConfig;

  @Field(() => RevealedSecrets)
  revealed!: RevealedSecrets;
}
