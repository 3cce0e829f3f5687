import { graphql } from "../../../gql";

/** Other sessions of this admin end; this one stays. */
export const UpdateAdminCredentialsMutation = graphql(`
  mutation UpdateAdminCredentials($input: UpdateCredentialsInput!) {
    updateAdminCredentials(input: $input) {
      ...CurrentAdmin_admin
    }
  }
`);
