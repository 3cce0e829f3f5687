import { graphql } from "../../../gql";

export const ApiConfigsQuery = graphql(`
  query ApiConfigs {
    apiConfigs {
      id
      ...ApiConfigRow_apiConfig
    }
  }
`);
