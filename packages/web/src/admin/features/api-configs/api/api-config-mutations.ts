import { graphql } from "../../../gql";

// The answers that carry secrets in full are never written to the Apollo cache (see
// use-api-config-actions.ts): they live only in the dialog that shows them once.

export const CreateApiConfigMutation = graphql(`
  mutation CreateApiConfig($input: CreateApiConfigInput!) {
    createApiConfig(input: $input) {
      apiConfig {
        ...ApiConfigDetails_apiConfig
      }
      revealed {
        apiKey
        appSecret
        webhookSecret
      }
    }
  }
`);

export const UpdateApiConfigMutation = graphql(`
  mutation UpdateApiConfig($id: ID!, $input: UpdateApiConfigInput!) {
    updateApiConfig(id: $id, input: $input) {
      apiConfig {
        ...ApiConfigDetails_apiConfig
      }
      revealed {
        apiKey
        appSecret
        webhookSecret
      }
    }
  }
`);

export const RotateApiConfigKeyMutation = graphql(`
  mutation RotateApiConfigKey($id: ID!, $apiKey: String!) {
    rotateApiConfigKey(id: $id, apiKey: $apiKey) {
      apiConfig {
        ...ApiConfigDetails_apiConfig
      }
      revealed {
        apiKey
        appSecret
        webhookSecret
      }
    }
  }
`);

export const RotateApiConfigWebhookSecretMutation = graphql(`
  mutation RotateApiConfigWebhookSecret($id: ID!) {
    rotateApiConfigWebhookSecret(id: $id) {
      apiConfig {
        ...ApiConfigDetails_apiConfig
      }
      revealed {
        apiKey
        appSecret
        webhookSecret
      }
    }
  }
`);

export const DeactivateApiConfigMutation = graphql(`
  mutation DeactivateApiConfig($id: ID!) {
    deactivateApiConfig(id: $id) {
      ...ApiConfigDetails_apiConfig
    }
  }
`);

export const DeleteApiConfigMutation = graphql(`
  mutation DeleteApiConfig($id: ID!) {
    deleteApiConfig(id: $id)
  }
`);
