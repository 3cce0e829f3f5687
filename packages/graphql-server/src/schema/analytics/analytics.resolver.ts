import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.ts";
import { getAnalyticsSummary } from "../../services/analytics/get-analytics-summary.ts";
import { getDashboardStats } from "../../services/analytics/get-dashboard-stats.ts";
import { AnalyticsSummary, DashboardStats } from "./analytics.type.ts";

@Resolver()
export class AnalyticsResolver {
  @Authorized()
  @Query(() => DashboardStats)
  dashboardStats(@Ctx() { prisma }: RequestContext): Promise<DashboardStats> {
    return getDashboardStats(prisma);
  }

  @Authorized()
  @Query(() => AnalyticsSummary)
  analyticsSummary(@Ctx() { prisma }: RequestContext): Promise<AnalyticsSummary> {
    return getAnalyticsSummary(prisma);
  }
}
