import { notificationsResponse, notificationsSeenResponse } from "../response-schemas.ts";
import { exampleTime, session, type RestRoute } from "./route.ts";

/** The top bar's bell: enquiries since this admin last looked. */
export const notificationRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/admin/notifications",
    summary: "Enquiries that arrived since you last marked notifications seen (the newest ten)",
    requiresSession: true,
    run: (services, _input, auth) => services.notifications.get(session(auth)),
    successStatus: 200,
    response: notificationsResponse,
    examples: {
      response: {
        count: 1,
        since: exampleTime,
        items: [
          {
            id: "6f1c2a8e-3b7d-4c1e-9a52-0d4e8b7f2c11",
            name: "Meera Joshi",
            subject: "Pricing for Pro",
            createdAt: exampleTime,
          },
        ],
        alertCount: 0,
        alerts: [],
      },
    },
  },
  {
    method: "post",
    path: "/admin/notifications/seen",
    summary: "Count everything that arrived up to now as seen",
    requiresSession: true,
    run: async (services, _input, auth) => ({
      seenAt: await services.notifications.markSeen(session(auth)),
    }),
    successStatus: 200,
    response: notificationsSeenResponse,
    examples: { response: { seenAt: exampleTime } },
  },
];
