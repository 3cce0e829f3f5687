import { graphql } from "../../../gql";

/** Every contact message, newest first; refetched after each status change or deletion. */
export const ContactMessagesQuery = graphql(`
  query ContactMessages {
    contactMessages {
      id
      status
      ...MessageRow_contactMessage
      ...MessageDetails_contactMessage
    }
  }
`);
