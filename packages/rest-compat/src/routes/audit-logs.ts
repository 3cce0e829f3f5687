import { auditLogsResponse } from "../response-schemas.ts";
import { exampleTime, pick, type RestRoute } from "./route.ts";

const AUDIT_LOG_FIELDS = [
  "id",
  "action",
  "details",
  "targetType",
  "actorType",
  "actorId",
  "timestamp",
] as const;
const AUDIT_LOG_LIMIT = { default: 100, max: 500 };

/** What was done, by whom. */
export const auditLogRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/admin/audit-logs",
    summary: "Recorded actions, newest first",
    requiresSession: true,
    run: async (services, { query }) => {
      const limit = Number.parseInt(String(query.limit ?? AUDIT_LOG_LIMIT.default), 10);
      const logs = await services.audit.list({
        limit: Number.isFinite(limit) ? limit : AUDIT_LOG_LIMIT.default,
      });
      return { logs: logs.map((log) => pick(log, AUDIT_LOG_FIELDS)) };
    },
    queryParameters: [
      {
        name: "limit",
        description: `How many entries (newest first); default ${AUDIT_LOG_LIMIT.default}, at most ${AUDIT_LOG_LIMIT.max}.`,
        schema: {
          type: "integer",
          minimum: 1,
          maximum: AUDIT_LOG_LIMIT.max,
          default: AUDIT_LOG_LIMIT.default,
        },
      },
    ],
    successStatus: 200,
    response: auditLogsResponse,
    examples: {
      response: {
        logs: [
          {
            id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
            action: "update",
            details: "Marked message from Meera Joshi as replied (was read)",
            targetType: "contact_message",
            actorType: "admin",
            actorId: "0b8e5a1c-7d2f-4e3a-9c6b-1f2e3d4c5b6a",
            timestamp: exampleTime,
          },
        ],
      },
    },
  },
];
