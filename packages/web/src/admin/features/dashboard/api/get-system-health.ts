import { graphql } from "../../../gql";

/** A live probe of the database, for the dashboard's system status card. */
export const SystemHealthQuery = graphql(`
  query SystemHealth {
    systemHealth {
      databaseHealthy
      databaseLatencyMs
      databaseKind
    }
  }
`);
