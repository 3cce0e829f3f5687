import { businessesResponse } from "../response-schemas.ts";
import { pick, type RestRoute } from "./route.ts";

/** Businesses on the platform. */
export const businessRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/admin/businesses",
    summary: "Every registered business",
    requiresSession: true,
    run: async (services) =>
      (await services.businesses.list()).map((business) =>
        pick(business, ["id", "name", "whatsappNumber", "status", "plan"]),
      ),
    successStatus: 200,
    response: businessesResponse,
    examples: {
      response: [
        {
          id: "3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
          name: "Spice Route Kitchen",
          whatsappNumber: "+919876543210",
          status: "active",
          plan: "pro",
        },
      ],
    },
  },
];
