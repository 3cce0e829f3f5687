import { graphql } from "../../../gql";

/** Enquiries that arrived since this admin last looked. */
export const NotificationsQuery = graphql(`
  query Notifications {
    notifications {
      count
      since
      items {
        id
        name
        subject
        createdAt
      }
    }
  }
`);

export const MarkNotificationsSeenMutation = graphql(`
  mutation MarkNotificationsSeen {
    markNotificationsSeen
  }
`);
