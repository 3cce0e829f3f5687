import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.ts";
import { AnalyticsSummary, DashboardStats } from "./analytics.type.ts";

@Resolver()
export class AnalyticsResolver {
  @Authorized()
  @Query(() => DashboardStats)
  dashboardStats(@Ctx() { services }: RequestContext): Promise<DashboardStats> {
    return services.analytics.dashboard();
  }

  @Authorized()
  @Query(() => AnalyticsSummary)
  analyticsSummary(@Ctx() { services }: RequestContext): Promise<AnalyticsSummary> {
    return services.analytics.summary();
  }
}
