import type { ApolloServerPlugin } from "@apollo/server";
import type { RequestContext } from "./context.ts";
import { isDatabaseUnavailable } from "@aizapy/db";
import { DATABASE_RETRY_AFTER_SECONDS } from "@aizapy/contracts";
import { isExpectedError } from "./format-error.ts";

/**
 * Logs every unexpected error in full with its request id, and hands that id to the client in
 * place of the details, so a report can be matched to the log.
 */
export const unexpectedErrorLogging: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ contextValue, errors }) {
        for (const error of errors) {
          if (isExpectedError(error, error.extensions?.code)) continue;
          if (isDatabaseUnavailable(error.originalError)) {
            contextValue.log.warn("database unavailable", {
              requestId: contextValue.caller.requestId,
            });
            continue;
          }
          const cause = error.originalError ?? error;
          contextValue.log.error("unexpected GraphQL error", {
            requestId: contextValue.caller.requestId,
            path: error.path,
            error: cause.stack ?? cause.message,
          });
        }
      },
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== "single") return;
        for (const error of response.body.singleResult.errors ?? []) {
          if (error.extensions?.code === "INTERNAL_SERVER_ERROR") {
            (error.extensions as Record<string, unknown>).requestId = contextValue.caller.requestId;
          }
        }
      },
    };
  },
};

/**
 * While the database cannot be reached, GraphQL answers like the rest of the API: 503 with
 * Retry-After, so clients and load balancers back off instead of reporting a fault.
 */
export const databaseUnavailableStatus: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, errors }) {
        if (!errors?.some((error) => isDatabaseUnavailable(error.originalError))) return;
        response.http.status = 503;
        response.http.headers.set("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      },
    };
  },
};
