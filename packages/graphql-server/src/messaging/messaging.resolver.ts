import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { requireAuth, type RequestContext } from "../context.ts";
import { definedOnly } from "../defined-only.ts";
import { PageArgs, PageOf } from "../pagination.type.ts";
import {
  CreateApiKeyInput,
  CreateTemplateInput,
  SandboxInboundInput,
  ScheduleRateInput,
  WebhookEventFilter,
  WhatsappMessageFilter,
} from "./messaging.input.ts";
import {
  ApiKey,
  CreatedApiKey,
  MessageTemplate,
  Rate,
  RateCard,
  SystemStatus,
  Usage,
  WebhookEventPage,
  WhatsappMessage,
  WhatsappMessageDetail,
} from "./messaging.type.ts";

const WhatsappMessagePage = PageOf(WhatsappMessage, "WhatsappMessagePage");
type WhatsappMessagePage = InstanceType<typeof WhatsappMessagePage>;

/** The messaging platform as operators run it: keys, templates, traffic, webhooks, billing. */
@Resolver()
export class MessagingResolver {
  @Authorized()
  @Query(() => [ApiKey], { description: "A business's /v1 API keys, newest first." })
  apiKeys(@Arg("businessId", () => ID) businessId: string, @Ctx() { services }: RequestContext) {
    return services.apiKeys.list(businessId);
  }

  @Authorized()
  @Mutation(() => CreatedApiKey, { description: "A new /v1 key; the answer shows it, this once." })
  createApiKey(
    @Arg("businessId", () => ID) businessId: string,
    @Arg("input", () => CreateApiKeyInput) input: CreateApiKeyInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.apiKeys.create(requireAuth(context), businessId, input);
  }

  @Authorized()
  @Mutation(() => ApiKey, {
    description: "Revokes a key: refused at once here, within a second on every server.",
  })
  revokeApiKey(
    @Arg("businessId", () => ID) businessId: string,
    @Arg("id", () => ID) id: string,
    @Ctx() context: RequestContext,
  ) {
    return context.services.apiKeys.revoke(requireAuth(context), businessId, id);
  }

  @Authorized()
  @Query(() => [MessageTemplate])
  messageTemplates(
    @Arg("businessId", () => ID) businessId: string,
    @Ctx() { services }: RequestContext,
  ) {
    return services.templates.list(businessId);
  }

  @Authorized()
  @Mutation(() => MessageTemplate)
  createMessageTemplate(
    @Arg("businessId", () => ID) businessId: string,
    @Arg("input", () => CreateTemplateInput) input: CreateTemplateInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.templates.create(requireAuth(context), businessId, input);
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteMessageTemplate(
    @Arg("businessId", () => ID) businessId: string,
    @Arg("id", () => ID) id: string,
    @Ctx() context: RequestContext,
  ): Promise<boolean> {
    await context.services.templates.delete(requireAuth(context), businessId, id);
    return true;
  }

  @Authorized()
  @Query(() => WhatsappMessagePage, { description: "WhatsApp messages both ways, newest first." })
  whatsappMessagePage(
    @Arg("filter", () => WhatsappMessageFilter, { nullable: true })
    filter: WhatsappMessageFilter | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { services }: RequestContext,
  ): Promise<WhatsappMessagePage> {
    return services.whatsappMessages.page(definedOnly(filter), definedOnly(page));
  }

  @Authorized()
  @Query(() => WhatsappMessageDetail)
  whatsappMessage(@Arg("id", () => ID) id: string, @Ctx() { services }: RequestContext) {
    return services.whatsappMessages.get(id);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Sends a parked message again, with a fresh set of attempts.",
  })
  async retryWhatsappMessage(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    await context.services.pipeline.retryMessage(requireAuth(context), id);
    return true;
  }

  @Authorized()
  @Mutation(() => ID, {
    description:
      "A customer's message to a business's sandbox: opens the 24-hour window and reaches the business as message.received. Answers the message's id.",
  })
  async simulateInboundMessage(
    @Arg("input", () => SandboxInboundInput) input: SandboxInboundInput,
    @Ctx() context: RequestContext,
  ): Promise<string> {
    return (await context.services.pipeline.simulateInbound(requireAuth(context), input)).messageId;
  }

  @Authorized()
  @Query(() => WebhookEventPage, { description: "Webhooks sent to businesses, newest first." })
  webhookEventPage(
    @Arg("filter", () => WebhookEventFilter, { nullable: true })
    filter: WebhookEventFilter | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { services }: RequestContext,
  ): Promise<WebhookEventPage> {
    return services.webhookEvents.page(definedOnly(filter), definedOnly(page));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Delivers a webhook event again now: a delivered or failed one, or one waiting for its next retry.",
  })
  async redeliverWebhookEvent(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    await context.services.pipeline.redeliverWebhook(requireAuth(context), id);
    return true;
  }

  @Authorized()
  @Mutation(() => Int, {
    description:
      "Re-enables webhooks disabled after three days of failures; answers how many held events go out again.",
  })
  enableWebhooks(
    @Arg("apiConfigId", () => ID) apiConfigId: string,
    @Ctx() context: RequestContext,
  ) {
    return context.services.pipeline.enableWebhooks(requireAuth(context), apiConfigId);
  }

  @Authorized()
  @Query(() => Usage, { description: "A business's messages and cost, month by month (IST)." })
  businessUsage(
    @Arg("businessId", () => ID) businessId: string,
    @Arg("months", () => Int, { nullable: true }) months: number | undefined,
    @Ctx() { services }: RequestContext,
  ) {
    return services.billing.usage(businessId, definedOnly({ months }));
  }

  @Authorized()
  @Query(() => RateCard)
  rateCard(@Ctx() { services }: RequestContext) {
    return services.billing.rateCard();
  }

  @Authorized()
  @Mutation(() => Rate)
  scheduleRate(
    @Arg("input", () => ScheduleRateInput) input: ScheduleRateInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.billing.scheduleRate(requireAuth(context), input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Withdraws a scheduled price before it takes effect." })
  async cancelScheduledRate(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    await context.services.billing.cancelRate(requireAuth(context), id);
    return true;
  }

  @Authorized()
  @Query(() => SystemStatus, {
    description:
      "Database, message queue, webhook backlog and provider reachability, measured now.",
  })
  systemStatus(@Ctx() { services }: RequestContext) {
    return services.pipeline.systemStatus();
  }
}
