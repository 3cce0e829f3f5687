import { graphql } from "../../../gql";

export const AdminLoginMutation = graphql(`
  mutation AdminLogin($input: AdminLoginInput!) {
    adminLogin(input: $input) {
      token
      expiresAt
      admin {
        ...CurrentAdmin_admin
      }
    }
  }
`);
