import { graphql } from "../../../gql";

/** The configuration whose webhooks the page shows: where they go, and how that endpoint fares. */
export const WebhookEndpointQuery = graphql(`
  query WebhookEndpoint($id: ID!) {
    apiConfig(id: $id) {
      id
      provider
      businessName
      webhookUrl
      webhookFailingSince
      webhookDisabledAt
    }
  }
`);
