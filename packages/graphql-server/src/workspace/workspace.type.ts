import { Field, ID, ObjectType } from "type-graphql";
import { GraphQLDateTimeISO } from "../date-time.scalar.ts";

@ObjectType({
  description: "A member of a business, as they see themselves.",
  simpleResolvers: true,
})
export class MemberUser {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => Boolean, { description: "Going live on WhatsApp needs a verified address." })
  emailVerified!: boolean;
}

@ObjectType({
  description: "The member's business: plan, limits and quality as the operator set them.",
  simpleResolvers: true,
})
export class WorkspaceBusiness {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "active, suspended or inactive." })
  status!: string;

  @Field(() => String)
  plan!: string;

  @Field(() => String, { description: "Unique customers per rolling 24 hours, or unlimited." })
  messagingTier!: string;

  @Field(() => String, { description: "green, yellow or red." })
  qualityRating!: string;

  @Field(() => String, {
    description: "The business's WhatsApp number (a test number on the sandbox).",
  })
  whatsappNumber!: string;

  @Field(() => String, { nullable: true, description: "sandbox or whatsapp-cloud." })
  provider!: string | null;

  @Field(() => String, { nullable: true })
  phoneNumberId!: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;
}

@ObjectType({ description: "Who is signed in to the workspace.", simpleResolvers: true })
export class MemberAccount {
  @Field(() => MemberUser)
  user!: MemberUser;

  @Field(() => String, { description: "owner, admin or agent." })
  role!: string;
}

@ObjectType({
  description: "The first steps of a new business, each done or not.",
  simpleResolvers: true,
})
export class Onboarding {
  @Field(() => Boolean)
  sandboxReady!: boolean;

  @Field(() => Boolean)
  helloWorldSent!: boolean;

  @Field(() => Boolean)
  helloWorldDelivered!: boolean;

  @Field(() => Boolean, { description: "The latest hello_world could not be delivered." })
  helloWorldFailed!: boolean;

  @Field(() => Boolean)
  apiKeyCreated!: boolean;

  @Field(() => Boolean)
  webhookSet!: boolean;

  @Field(() => Boolean)
  webhookDelivered!: boolean;

  @Field(() => Boolean)
  emailVerified!: boolean;
}

@ObjectType({ description: "A member of the business, for the team page.", simpleResolvers: true })
export class TeamMember {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: "owner, admin or agent." })
  role!: string;

  @Field(() => Boolean)
  emailVerified!: boolean;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  lastSignInAt!: Date | null;

  @Field(() => GraphQLDateTimeISO)
  joinedAt!: Date;
}

@ObjectType({ description: "An invitation mailed to join the business.", simpleResolvers: true })
export class Invitation {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  role!: string;

  @Field(() => String, { description: "pending, accepted, revoked or expired." })
  status!: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => GraphQLDateTimeISO)
  expiresAt!: Date;
}

@ObjectType({ description: "Where the business receives its webhooks.", simpleResolvers: true })
export class WorkspaceWebhook {
  @Field(() => String, { nullable: true })
  url!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The signing secret, in this answer only: after it is first made or rotated.",
  })
  signingSecret!: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  failingSince!: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  disabledAt!: Date | null;
}
