import { graphql } from "../../../gql";

export const TeamMemberFieldsFragment = graphql(`
  fragment TeamMemberFields_teamMember on TeamMember {
    id
    fullName
    email
    role
    emailVerified
    lastSignInAt
    joinedAt
  }
`);

/**
 * The people who sign in to a business's workspace (who signed it up, or accepted an invitation
 * to it), first to join first. A business an operator added has none.
 */
export const BusinessMembersQuery = graphql(`
  query BusinessMembers($businessId: ID!) {
    businessMembers(businessId: $businessId) {
      ...TeamMemberFields_teamMember
    }
  }
`);
