import { graphql } from "../../../gql";

/** One page of the messages a filter keeps, newest first. */
export const WhatsappMessagePageQuery = graphql(`
  query WhatsappMessagePage(
    $filter: WhatsappMessageFilter
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    whatsappMessagePage(
      filter: $filter
      first: $first
      after: $after
      last: $last
      before: $before
    ) {
      items {
        id
        ...WhatsappMessageRow_whatsappMessage
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

/** What a change to a message (a retry) can make stale. */
export const WHATSAPP_MESSAGE_DEPENDENT_FIELDS = [
  "whatsappMessagePage",
  "whatsappMessage",
] as const;
