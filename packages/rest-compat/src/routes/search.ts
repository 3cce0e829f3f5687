import { consoleSearchResponse } from "../response-schemas.ts";
import { exampleTime, type RestRoute } from "./route.ts";

/** The console's top bar. */
export const searchRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/admin/search",
    summary:
      "Businesses, API configurations and contact messages containing the text `q` (at least 2 characters), a few of each",
    requiresSession: true,
    run: (services, { query }) => services.search.console({ query: query.q }),
    queryParameters: [
      {
        name: "q",
        description: "The text to find, 2–100 characters, ignoring case.",
        schema: { type: "string", minLength: 2, maxLength: 100 },
      },
    ],
    successStatus: 200,
    response: consoleSearchResponse,
    examples: {
      query: { q: "joshi" },
      response: {
        businesses: [
          {
            id: "0b8e5a1c-7d2f-4e3a-9c6b-1f2e3d4c5b6a",
            name: "Joshi Sweets",
            whatsappNumber: "+919876543210",
            status: "active",
          },
        ],
        apiConfigs: [],
        contactMessages: [
          {
            id: "6f1c2a8e-3b7d-4c1e-9a52-0d4e8b7f2c11",
            name: "Meera Joshi",
            email: "meera@joshisweets.in",
            subject: "Pricing for Pro",
            status: "read",
            createdAt: exampleTime,
          },
        ],
      },
    },
  },
];
