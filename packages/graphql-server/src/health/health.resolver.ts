import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../context.ts";
import { SystemHealth } from "./system-health.type.ts";

@Resolver()
export class HealthResolver {
  @Authorized()
  @Query(() => SystemHealth)
  systemHealth(@Ctx() { services }: RequestContext): Promise<SystemHealth> {
    return services.health.check();
  }
}
