import { graphql } from "../../../gql";

export const DashboardStatsQuery = graphql(`
  query DashboardStats {
    dashboardStats {
      totalBusinesses
      totalApiConfigs
      totalMessages
      avgDeliveryRate
      trends {
        businessesAddedThisMonth
        businessesAddedLastMonth
        apiConfigsAddedThisMonth
        apiConfigsAddedLastMonth
        messagesThisMonth
        messagesSamePeriodLastMonth
        messagesChangePct
        deliveryRateThisMonth
        deliveryRateLastMonth
        deliveryRateChangePoints
      }
    }
  }
`);
