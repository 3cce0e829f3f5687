import { AUDIT_ACTIONS } from "@aizapy/contracts";
import { auditLogsResponse, csvResponse } from "../response-schemas.ts";
import {
  asksForPage,
  limitParameter,
  limitQuery,
  pageParameters,
  pageQuery,
  textQuery,
  timeRangeParameters,
} from "./query.ts";
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
const FILTER_PARAMETERS = ["action", "actorId", "targetType", "from", "to"] as const;

const filterParameters = [
  {
    name: "action",
    description: "Only this action.",
    schema: { type: "string", enum: [...AUDIT_ACTIONS] },
  },
  {
    name: "actorId",
    description: "Only this actor: an admin's id, an address or 'system'.",
    schema: { type: "string" },
  },
  {
    name: "targetType",
    description: "Only this kind of target, e.g. contact_message.",
    schema: { type: "string" },
  },
  ...timeRangeParameters,
];

/** What was done, by whom. */
export const auditLogRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/admin/audit-logs",
    summary:
      "Recorded actions, newest first; with any filter or page parameter, one page of the entries the filter keeps",
    requiresSession: true,
    run: async (services, { query }) => {
      if (asksForPage(query, FILTER_PARAMETERS)) {
        const page = await services.audit.page(
          textQuery(query, FILTER_PARAMETERS),
          pageQuery(query),
        );
        return {
          logs: page.items.map((log) => pick(log, AUDIT_LOG_FIELDS)),
          pageInfo: page.pageInfo,
        };
      }
      const logs = await services.audit.list({ limit: limitQuery(query) });
      return { logs: logs.map((log) => pick(log, AUDIT_LOG_FIELDS)) };
    },
    queryParameters: [limitParameter("entries"), ...filterParameters, ...pageParameters],
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
  {
    method: "get",
    path: "/admin/audit-logs/export.csv",
    summary:
      "Every entry the filter keeps as a CSV download, newest first (send the bearer header; the file is streamed)",
    requiresSession: true,
    run: async (services, { query }) =>
      services.audit.exportCsv(textQuery(query, FILTER_PARAMETERS)),
    queryParameters: filterParameters,
    produces: "text/csv",
    successStatus: 200,
    response: csvResponse,
    examples: {
      response: "\uFEFFTime,Action,Actor type,Actor,Target type,Target,Details,Id\r\n",
    },
  },
];
