import { graphql } from "../../../gql";

export const AnalyticsSummaryQuery = graphql(`
  query AnalyticsSummary {
    analyticsSummary {
      totalMessages
      deliveryRate
      avgResponseTime
      activeBusinesses
      periodStart
      periodEnd
    }
  }
`);
