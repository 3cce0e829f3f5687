import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.ts";
import { checkSystemHealth } from "../../services/health/check-system-health.ts";
import { SystemHealth } from "./system-health.type.ts";

@Resolver()
export class HealthResolver {
  @Authorized()
  @Query(() => SystemHealth)
  systemHealth(@Ctx() { database }: RequestContext): Promise<SystemHealth> {
    return checkSystemHealth(database);
  }
}
