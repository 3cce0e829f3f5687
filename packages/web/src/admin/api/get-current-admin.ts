import { graphql } from "../gql";

/** The signed-in admin: the guard's check, the user menu and the profile page. */
export const CurrentAdminQuery = graphql(`
  query CurrentAdmin {
    me {
      ...CurrentAdmin_admin
    }
  }
`);

export const CurrentAdminFragment = graphql(`
  fragment CurrentAdmin_admin on Admin {
    id
    username
    role
    createdAt
  }
`);
