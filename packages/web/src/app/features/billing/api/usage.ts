import { graphql } from "../../../gql";

/** The business's messaging month by month (IST), this month first, as it is billed. */
export const WorkspaceUsageQuery = graphql(`
  query WorkspaceUsage($months: Int) {
    workspaceUsage(months: $months) {
      months {
        month
        sent
        delivered
        failed
        received
        costInr
        byCategory {
          category
          delivered
          billable
          costInr
        }
      }
    }
  }
`);
