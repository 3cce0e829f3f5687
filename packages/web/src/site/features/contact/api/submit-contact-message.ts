import type { ContactMessageInput } from "@aizapy/contracts";
import { graphqlRequest } from "../../../lib/graphql-request";

export const submitContactMessageMutation = /* GraphQL */ `
  mutation SubmitContactMessage($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      id
      createdAt
    }
  }
`;

export interface SubmittedContactMessage {
  id: string;
  createdAt: string;
}

/** Sends an enquiry; throws a `GraphQLRequestError` when it is refused or cannot be sent. */
export async function submitContactMessage(
  input: ContactMessageInput,
): Promise<SubmittedContactMessage> {
  const data = await graphqlRequest<
    { submitContactMessage: SubmittedContactMessage },
    { input: ContactMessageInput }
  >(submitContactMessageMutation, { input });
  return data.submitContactMessage;
}
