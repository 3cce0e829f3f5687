import { graphql } from "../../../gql";

/** One message with everything the platform knows of it, for its details dialog. */
export const WhatsappMessageQuery = graphql(`
  query WhatsappMessage($id: ID!) {
    whatsappMessage(id: $id) {
      id
      ...WhatsappMessageDetails_whatsappMessageDetail
    }
  }
`);
