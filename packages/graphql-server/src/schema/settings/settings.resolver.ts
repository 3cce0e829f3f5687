import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { adminActor, type RequestContext } from "../../context.ts";
import { getPlatformSettings } from "../../services/settings/get-platform-settings.ts";
import { updatePlatformSettings } from "../../services/settings/update-platform-settings.ts";
import { PlatformSettings, PlatformSettingsInput } from "./platform-settings.type.ts";
import { PublicSettings } from "./public-settings.type.ts";

@Resolver()
export class SettingsResolver {
  @Query(() => PublicSettings, { description: "Public: what the marketing site needs to know." })
  async publicSettings(@Ctx() { prisma }: RequestContext): Promise<PublicSettings> {
    const { maintenanceMode, signupEnabled } = await getPlatformSettings(prisma);
    return { maintenanceMode, signupEnabled };
  }

  @Authorized()
  @Query(() => PlatformSettings)
  platformSettings(@Ctx() { prisma }: RequestContext): Promise<PlatformSettings> {
    return getPlatformSettings(prisma);
  }

  @Authorized()
  @Mutation(() => PlatformSettings)
  updatePlatformSettings(
    @Arg("input", () => PlatformSettingsInput) input: PlatformSettingsInput,
    @Ctx() context: RequestContext,
  ): Promise<PlatformSettings> {
    return updatePlatformSettings(context.prisma, adminActor(context), input);
  }
}
