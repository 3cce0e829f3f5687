import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../shared/lib/notify";
import { graphql } from "../gql";
import { notifyRequestFailure } from "../lib/notify";

export const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail
  }
`);

/** Mails the member a new verification link and says so; resolves to whether it was sent. */
export function useResendVerificationEmail() {
  const [mutate, { loading }] = useMutation(ResendVerificationEmailMutation);

  const resend = async (email: string) => {
    try {
      await mutate();
      notifySuccess("Verification email sent", `We sent a new link to ${email}.`);
      return true;
    } catch (error) {
      notifyRequestFailure(
        "Could not send the email",
        error,
        "The verification email could not be sent. Please try again.",
      );
      return false;
    }
  };

  return { resend, isResending: loading };
}
