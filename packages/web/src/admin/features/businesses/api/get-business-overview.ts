import { graphql } from "../../../gql";

/** A business's page: the business it is about. */
export const BusinessOverviewQuery = graphql(`
  query BusinessOverview($id: ID!) {
    business(id: $id) {
      ...BusinessFields_business
    }
  }
`);
