import { graphql } from "../../../gql";

export const ApiKeyFieldsFragment = graphql(`
  fragment ApiKeyFields_apiKey on ApiKey {
    id
    name
    prefix
    createdAt
    lastUsedAt
    revokedAt
  }
`);

/** A business's /v1 keys, newest first, revoked ones included; never a key itself. */
export const ApiKeysQuery = graphql(`
  query ApiKeys($businessId: ID!) {
    apiKeys(businessId: $businessId) {
      ...ApiKeyFields_apiKey
    }
  }
`);
