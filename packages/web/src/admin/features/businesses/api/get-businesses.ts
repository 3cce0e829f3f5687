import { graphql } from "../../../gql";

export const BusinessesQuery = graphql(`
  query Businesses {
    businesses {
      id
      ...BusinessRow_business
    }
  }
`);
