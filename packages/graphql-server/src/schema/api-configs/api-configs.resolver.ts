import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.ts";
import { listApiConfigs } from "../../services/api-configs/list-api-configs.ts";
import { ApiConfig } from "./api-config.type.ts";

@Resolver()
export class ApiConfigsResolver {
  @Authorized()
  @Query(() => [ApiConfig], { description: "Every API configuration, newest first, keys masked." })
  apiConfigs(@Ctx() { prisma, config }: RequestContext): Promise<ApiConfig[]> {
    return listApiConfigs(prisma, config.appSecret);
  }
}
