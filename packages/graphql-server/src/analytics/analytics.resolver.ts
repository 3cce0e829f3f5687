import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../context.ts";
import { definedOnly } from "../defined-only.ts";
import { AnalyticsSeries } from "./analytics-series.type.ts";
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

  @Authorized()
  @Query(() => AnalyticsSeries, {
    description: "Messages, delivery rate and response time per day, and messages by business.",
  })
  analyticsSeries(
    @Arg("days", () => Int, { nullable: true, description: "7, 30 (default) or 90." })
    days: number | undefined,
    @Arg("businessId", () => ID, { nullable: true, description: "One business; all when absent." })
    businessId: string | undefined,
    @Arg("top", () => Int, { nullable: true, description: "How many businesses to name (10)." })
    top: number | undefined,
    @Ctx() { services }: RequestContext,
  ): Promise<AnalyticsSeries> {
    return services.analytics.series(definedOnly({ days, businessId, top }));
  }
}
