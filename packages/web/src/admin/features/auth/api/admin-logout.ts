import { graphql } from "../../../gql";

export const AdminLogoutMutation = graphql(`
  mutation AdminLogout {
    adminLogout
  }
`);
