import { graphql } from "../../../gql";

export const BusinessPageQuery = graphql(`
  query BusinessPage(
    $filter: BusinessFilter
    $sort: BusinessSort
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    businessPage(
      filter: $filter
      sort: $sort
      first: $first
      after: $after
      last: $last
      before: $before
    ) {
      items {
        ...BusinessFields_business
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
`);

export const BusinessFieldsFragment = graphql(`
  fragment BusinessFields_business on Business {
    id
    name
    whatsappNumber
    status
    plan
    messagingTier
    qualityRating
    createdAt
  }
`);
