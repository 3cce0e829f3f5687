import { graphql } from "../gql";

/** A few businesses whose name or number contains the text, for pickers. */
export const BusinessOptionsQuery = graphql(`
  query BusinessOptions($search: String, $first: Int!) {
    businessPage(
      filter: { search: $search }
      sort: { field: "name", direction: "asc" }
      first: $first
    ) {
      items {
        id
        name
        whatsappNumber
      }
    }
  }
`);

/** One business by id: a picker's current choice after a reload. */
export const BusinessNameQuery = graphql(`
  query BusinessName($id: ID!) {
    business(id: $id) {
      id
      name
      whatsappNumber
    }
  }
`);
