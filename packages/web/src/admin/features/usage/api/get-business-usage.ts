import { graphql } from "../../../gql";

/** A business's messages and cost, IST month by month, this month first. */
export const BusinessUsageQuery = graphql(`
  query BusinessUsage($businessId: ID!, $months: Int) {
    businessUsage(businessId: $businessId, months: $months) {
      businessId
      months {
        month
        sent
        received
        delivered
        costInr
        byCategory {
          category
          delivered
          costInr
        }
      }
    }
  }
`);
