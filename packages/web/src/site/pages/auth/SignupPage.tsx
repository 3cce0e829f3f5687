import { TextLink } from "@aizapy/design-system";
import { paths } from "../../config/paths";
import { Island } from "../../islands/Island";
import { AuthLayout } from "./AuthLayout";
import { signupFormIsland } from "./SignupForm";

export function SignupPage() {
  return (
    <AuthLayout
      title="Create your account"
      lead="Start messaging your customers on the official WhatsApp Business API."
      footnote={
        <>
          Already have an account? <TextLink href={paths.login}>Sign in</TextLink>
        </>
      }
    >
      <Island island={signupFormIsland} />
    </AuthLayout>
  );
}
