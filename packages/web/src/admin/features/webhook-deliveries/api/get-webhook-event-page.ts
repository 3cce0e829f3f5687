import { graphql } from "../../../gql";

/** One page of a configuration's webhook events, newest first, each with its delivery log. */
export const WebhookEventPageQuery = graphql(`
  query WebhookEventPage(
    $filter: WebhookEventFilter
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    webhookEventPage(filter: $filter, first: $first, after: $after, last: $last, before: $before) {
      items {
        id
        ...WebhookEventRow_webhookEvent
        ...WebhookEventDetails_webhookEvent
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

/** What a redelivery or re-enabling can make stale. */
export const WEBHOOK_DEPENDENT_FIELDS = ["webhookEventPage", "apiConfig", "apiConfigs"] as const;
