import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.ts";
import { ApiConfig } from "./api-config.type.ts";

@Resolver()
export class ApiConfigsResolver {
  @Authorized()
  @Query(() => [ApiConfig], { description: "Every API configuration, newest first, keys masked." })
  apiConfigs(@Ctx() { services }: RequestContext): Promise<ApiConfig[]> {
    return services.apiConfigs.list();
  }
}
