import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { OnboardingQuery } from "./get-onboarding";

export const SendHelloWorldMutation = graphql(`
  mutation SendHelloWorld($to: String!) {
    sendHelloWorld(to: $to)
  }
`);

/**
 * Sends the approved hello_world template from the sandbox to the member's own number; the
 * checklist then follows it until it is delivered. The error is handed back for the form.
 */
export function useSendHelloWorld() {
  const [mutate, { loading }] = useMutation(SendHelloWorldMutation, {
    refetchQueries: [OnboardingQuery],
    awaitRefetchQueries: true,
  });

  const sendHelloWorld = async (to: string) => {
    try {
      const { data } = await mutate({ variables: { to } });
      if (!data) throw new Error("The server sent no message id");
      return { ok: true as const, messageId: data.sendHelloWorld };
    } catch (error) {
      return { ok: false as const, error };
    }
  };

  return { sendHelloWorld, isSending: loading };
}
