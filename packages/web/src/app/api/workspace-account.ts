import { useQuery } from "@apollo/client/react";
import { graphql } from "../gql";

/**
 * Who is signed in, with what role, in which business: what the guard checks first and every
 * screen reads (from the cache) afterwards.
 */
export const WorkspaceAccountQuery = graphql(`
  query WorkspaceAccount {
    memberAccount {
      role
      user {
        id
        fullName
        email
        emailVerified
      }
    }
    workspaceBusiness {
      id
      name
      status
      plan
      messagingTier
      qualityRating
      whatsappNumber
      provider
      phoneNumberId
      createdAt
    }
  }
`);

/**
 * The signed-in member and their business. Screens render inside the guard, which has loaded
 * them, so this never waits on the network.
 */
export function useWorkspaceAccount() {
  const { data } = useQuery(WorkspaceAccountQuery);
  if (!data) throw new Error("useWorkspaceAccount used outside the workspace guard");
  return { account: data.memberAccount, business: data.workspaceBusiness };
}
