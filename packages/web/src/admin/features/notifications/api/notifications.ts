import { graphql } from "../../../gql";

/** Enquiries and platform alerts that arrived since this admin last looked. */
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
      alertCount
      alerts {
        id
        title
        detail
        targetType
        targetId
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
