import { apiConfigsResponse } from "../response-schemas.ts";
import { exampleTime, pick, type RestRoute } from "./route.ts";

const API_CONFIG_FIELDS = [
  "id",
  "businessId",
  "provider",
  "apiKey",
  "webhookUrl",
  "isActive",
  "createdAt",
  "updatedAt",
] as const;

/** Businesses' provider settings. */
export const apiConfigRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/admin/api-configs",
    summary: "Every API configuration (keys masked)",
    requiresSession: true,
    run: async (services) =>
      (await services.apiConfigs.list()).map((config) => pick(config, API_CONFIG_FIELDS)),
    successStatus: 200,
    response: apiConfigsResponse,
    examples: {
      response: [
        {
          id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
          businessId: "3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
          provider: "whatsapp-cloud",
          apiKey: "EAAG••••••••x7Qz",
          webhookUrl: "https://hooks.spiceroute.in/whatsapp",
          isActive: true,
          createdAt: exampleTime,
          updatedAt: exampleTime,
        },
      ],
    },
  },
];
