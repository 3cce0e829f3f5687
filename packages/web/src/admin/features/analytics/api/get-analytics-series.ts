import { graphql } from "../../../gql";

/** The charts' figures: per IST day over 7, 30 or 90 days, and messages by business. */
export const AnalyticsSeriesQuery = graphql(`
  query AnalyticsSeries($days: Int, $businessId: ID) {
    analyticsSeries(days: $days, businessId: $businessId) {
      days
      from
      to
      businessId
      totalMessages
      otherMessages
      daily {
        date
        messages
        deliveryRate
        avgResponseMs
      }
      topBusinesses {
        businessId
        name
        messages
      }
    }
  }
`);
