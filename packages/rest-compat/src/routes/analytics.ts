import { analyticsSummaryResponse, dashboardResponse } from "../response-schemas.ts";
import { pick, type RestRoute } from "./route.ts";

/** The console's figures. */
export const analyticsRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/admin/analytics/dashboard",
    summary: "Dashboard totals",
    requiresSession: true,
    run: async (services) =>
      pick(await services.analytics.dashboard(), [
        "totalBusinesses",
        "totalApiConfigs",
        "totalMessages",
        "avgDeliveryRate",
      ]),
    successStatus: 200,
    response: dashboardResponse,
    examples: {
      response: {
        totalBusinesses: 12,
        totalApiConfigs: 12,
        totalMessages: 6401187,
        avgDeliveryRate: 97.21,
      },
    },
  },
  {
    method: "get",
    path: "/admin/analytics",
    summary: "This month's analytics",
    requiresSession: true,
    run: async (services) =>
      pick(await services.analytics.summary(), [
        "totalMessages",
        "deliveryRate",
        "avgResponseTime",
        "activeBusinesses",
      ]),
    successStatus: 200,
    response: analyticsSummaryResponse,
    examples: {
      response: {
        totalMessages: 1533420,
        deliveryRate: 97.18,
        avgResponseTime: 268,
        activeBusinesses: 9,
      },
    },
  },
];
