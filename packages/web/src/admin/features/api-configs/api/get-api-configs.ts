import { graphql } from "../../../gql";

export const ApiConfigsQuery = graphql(`
  query ApiConfigs {
    apiConfigs {
      id
      ...ApiConfigRow_apiConfig
    }
  }
`);

/** Every setting of one configuration, its secrets masked. */
export const ApiConfigDetailsFragment = graphql(`
  fragment ApiConfigDetails_apiConfig on ApiConfig {
    id
    businessId
    businessName
    provider
    apiKey
    phoneNumberId
    businessAccountId
    appSecret
    webhookUrl
    webhookSecret
    previousWebhookSecretExpiresAt
    isActive
    createdAt
    updatedAt
  }
`);

export const ApiConfigQuery = graphql(`
  query ApiConfig($id: ID!) {
    apiConfig(id: $id) {
      ...ApiConfigDetails_apiConfig
    }
  }
`);
