import { graphql } from "../../../gql";

/**
 * A business's page: the business and its API configurations (newest first), in one request, so
 * the page knows at once whether the business exists and which provider it sends through.
 */
export const BusinessOverviewQuery = graphql(`
  query BusinessOverview($id: ID!) {
    business(id: $id) {
      ...BusinessFields_business
    }
    apiConfigs(businessId: $id) {
      id
      provider
      isActive
    }
  }
`);
