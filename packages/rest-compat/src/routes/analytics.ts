import {
  analyticsSeriesResponse,
  analyticsSummaryResponse,
  dashboardResponse,
} from "../response-schemas.ts";
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
  {
    method: "get",
    path: "/admin/analytics/series",
    summary:
      "Messages, delivery rate and response time per IST day over 7, 30 or 90 days, and messages by business",
    requiresSession: true,
    run: async (services, { query }) => {
      const asNumber = (value: unknown) =>
        typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
      const input = Object.fromEntries(
        Object.entries({
          days: asNumber(query.days),
          top: asNumber(query.top),
          businessId: query.businessId,
        }).filter(([, value]) => value !== undefined && value !== ""),
      );
      return services.analytics.series(input);
    },
    queryParameters: [
      {
        name: "days",
        description: "7, 30 (default) or 90.",
        schema: { type: "integer", enum: [7, 30, 90], default: 30 },
      },
      {
        name: "businessId",
        description: "One business's figures; every business when absent.",
        schema: { type: "string", format: "uuid" },
      },
      {
        name: "top",
        description: "How many businesses to name (1–20, default 10); the rest are summed.",
        schema: { type: "integer", minimum: 1, maximum: 20, default: 10 },
      },
    ],
    successStatus: 200,
    response: analyticsSeriesResponse,
    examples: {
      response: {
        days: 7,
        from: "2026-11-16",
        to: "2026-11-22",
        businessId: null,
        daily: [{ date: "2026-11-22", messages: 1520, deliveryRate: 97.4, avgResponseMs: 812 }],
        topBusinesses: [
          {
            businessId: "0b8e5a1c-7d2f-4e3a-9c6b-1f2e3d4c5b6a",
            name: "Joshi Sweets",
            messages: 1520,
          },
        ],
        totalMessages: 1520,
        otherMessages: 0,
      },
    },
  },
];
