import { graphql } from "../../../gql";

/** The platform's state, measured now: what the system status cards and badge show. */
export const SystemStatusQuery = graphql(`
  query SystemStatus {
    systemStatus {
      database {
        healthy
        latencyMs
      }
      messageQueue {
        waiting
        oldestWaitingSeconds
        parked
      }
      webhooks {
        pending
        overdueSeconds
        disabledEndpoints
      }
      analytics {
        waiting
        oldestWaitingSeconds
      }
      providers {
        whatsappCloud {
          reachable
          latencyMs
        }
      }
    }
  }
`);
