import { graphql } from "../../../gql";

export const WorkspaceMemberFragment = graphql(`
  fragment WorkspaceMember_teamMember on TeamMember {
    id
    fullName
    email
    role
    emailVerified
    joinedAt
    lastSignInAt
  }
`);

/** The business's members, first to join first. */
export const WorkspaceMembersQuery = graphql(`
  query WorkspaceMembers {
    workspaceMembers {
      ...WorkspaceMember_teamMember
    }
  }
`);

export const WorkspaceInvitationFragment = graphql(`
  fragment WorkspaceInvitation_invitation on Invitation {
    id
    email
    role
    status
    createdAt
    expiresAt
  }
`);

/** Invitations mailed to join the business, newest first. */
export const WorkspaceInvitationsQuery = graphql(`
  query WorkspaceInvitations {
    workspaceInvitations {
      ...WorkspaceInvitation_invitation
    }
  }
`);
