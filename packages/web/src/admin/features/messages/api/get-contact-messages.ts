import { graphql } from "../../../gql";

/** One page of the messages a filter keeps, newest first. */
export const ContactMessagePageQuery = graphql(`
  query ContactMessagePage(
    $filter: ContactMessageFilterInput
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    contactMessagePage(
      filter: $filter
      first: $first
      after: $after
      last: $last
      before: $before
    ) {
      items {
        id
        status
        ...MessageRow_contactMessage
        ...MessageDetails_contactMessage
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

/** What a change to messages can make stale. */
export const MESSAGE_DEPENDENT_FIELDS = [
  "contactMessagePage",
  "contactMessages",
  "contactMessageUnreadCount",
  "consoleSearch",
] as const;
