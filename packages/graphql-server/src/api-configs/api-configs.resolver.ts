import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { requireAuth, type RequestContext } from "../context.ts";
import { CreateApiConfigInput, UpdateApiConfigInput } from "./api-config.input.ts";
import { ApiConfig, ApiConfigWithSecrets } from "./api-config.type.ts";

/** What the client sent: GraphQL leaves omitted fields undefined, which means "not given". */
const given = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

@Resolver()
export class ApiConfigsResolver {
  @Authorized()
  @Query(() => [ApiConfig], {
    description: "Every API configuration, or one business's, newest first, secrets masked.",
  })
  apiConfigs(
    @Arg("businessId", () => ID, { nullable: true }) businessId: string | undefined,
    @Ctx() { services }: RequestContext,
  ): Promise<ApiConfig[]> {
    return services.apiConfigs.list(businessId ? { businessId } : {});
  }

  @Authorized()
  @Query(() => ApiConfig)
  apiConfig(
    @Arg("id", () => ID) id: string,
    @Ctx() { services }: RequestContext,
  ): Promise<ApiConfig> {
    return services.apiConfigs.get(id);
  }

  @Authorized()
  @Mutation(() => ApiConfigWithSecrets, {
    description: "Adds provider settings; the answer shows the secrets in full, this once.",
  })
  createApiConfig(
    @Arg("input", () => CreateApiConfigInput) input: CreateApiConfigInput,
    @Ctx() context: RequestContext,
  ): Promise<ApiConfigWithSecrets> {
    return context.services.apiConfigs.create(requireAuth(context), given(input));
  }

  @Authorized()
  @Mutation(() => ApiConfigWithSecrets, {
    description: "A webhook URL set for the first time comes with its signing secret, shown once.",
  })
  updateApiConfig(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateApiConfigInput) input: UpdateApiConfigInput,
    @Ctx() context: RequestContext,
  ): Promise<ApiConfigWithSecrets> {
    return context.services.apiConfigs.update(requireAuth(context), id, given(input));
  }

  @Authorized()
  @Mutation(() => ApiConfigWithSecrets, {
    description: "Replaces the access token with a new one from the provider.",
  })
  rotateApiConfigKey(
    @Arg("id", () => ID) id: string,
    @Arg("apiKey", () => String) apiKey: string,
    @Ctx() context: RequestContext,
  ): Promise<ApiConfigWithSecrets> {
    return context.services.apiConfigs.rotateApiKey(requireAuth(context), id, { apiKey });
  }

  @Authorized()
  @Mutation(() => ApiConfigWithSecrets, {
    description:
      "Generates a new webhook signing secret (shown once); the previous one keeps signing for 24 hours.",
  })
  rotateApiConfigWebhookSecret(
    @Arg("id", () => ID) id: string,
    @Ctx() context: RequestContext,
  ): Promise<ApiConfigWithSecrets> {
    return context.services.apiConfigs.rotateWebhookSecret(requireAuth(context), id);
  }

  @Authorized()
  @Mutation(() => ApiConfig, {
    description: "Stops the configuration sending; keeps its settings.",
  })
  deactivateApiConfig(
    @Arg("id", () => ID) id: string,
    @Ctx() context: RequestContext,
  ): Promise<ApiConfig> {
    return context.services.apiConfigs.deactivate(requireAuth(context), id);
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteApiConfig(
    @Arg("id", () => ID) id: string,
    @Ctx() context: RequestContext,
  ): Promise<boolean> {
    await context.services.apiConfigs.delete(requireAuth(context), id);
    return true;
  }
}
