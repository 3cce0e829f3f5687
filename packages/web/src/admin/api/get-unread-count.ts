import { graphql } from "../gql";

/** The unread messages' count: the page's counter, the sidebar's badge, the dashboard. */
export const UnreadCountQuery = graphql(`
  query ContactMessageUnreadCount {
    contactMessageUnreadCount
  }
`);
