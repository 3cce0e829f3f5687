import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { requireAuth, type RequestContext } from "../context.ts";
import { PlatformSettings, PlatformSettingsInput } from "./platform-settings.type.ts";
import { PublicSettings } from "./public-settings.type.ts";

@Resolver()
export class SettingsResolver {
  @Query(() => PublicSettings, { description: "Public: what the marketing site needs to know." })
  publicSettings(@Ctx() { services }: RequestContext): Promise<PublicSettings> {
    return services.settings.public();
  }

  @Authorized()
  @Query(() => PlatformSettings)
  platformSettings(@Ctx() { services }: RequestContext): Promise<PlatformSettings> {
    return services.settings.get();
  }

  @Authorized()
  @Mutation(() => PlatformSettings)
  updatePlatformSettings(
    @Arg("input", () => PlatformSettingsInput) input: PlatformSettingsInput,
    @Ctx() context: RequestContext,
  ): Promise<PlatformSettings> {
    return context.services.settings.update(requireAuth(context), input);
  }

  @Authorized()
  @Mutation(() => PlatformSettings, {
    description: "Adds one origin (scheme, host, optional port); a duplicate is CONFLICT.",
  })
  addAllowedOrigin(
    @Arg("origin", () => String) origin: string,
    @Ctx() context: RequestContext,
  ): Promise<PlatformSettings> {
    return context.services.settings.addAllowedOrigin(requireAuth(context), { origin });
  }

  @Authorized()
  @Mutation(() => PlatformSettings, {
    description: "Removes one origin; an unknown one is NOT_FOUND.",
  })
  removeAllowedOrigin(
    @Arg("origin", () => String) origin: string,
    @Ctx() context: RequestContext,
  ): Promise<PlatformSettings> {
    return context.services.settings.removeAllowedOrigin(requireAuth(context), { origin });
  }
}
