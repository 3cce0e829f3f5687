import { graphql } from "../../../gql";

/** A few businesses, API configurations and messages containing the text; never a secret. */
export const ConsoleSearchQuery = graphql(`
  query ConsoleSearch($query: String!) {
    consoleSearch(query: $query) {
      businesses {
        id
        name
        whatsappNumber
        status
      }
      apiConfigs {
        id
        businessName
        provider
        phoneNumberId
      }
      contactMessages {
        id
        name
        email
        subject
        status
      }
    }
  }
`);
