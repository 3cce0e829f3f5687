import { TextLink } from "@aizapy/design-system";
import { paths } from "../../config/paths";
import { signupCopy } from "../../content/account";
import { Island } from "../../islands/Island";
import { AuthLayout } from "./AuthLayout";
import { signupFormIsland } from "./signup-form-island";

export function SignupPage() {
  return (
    <AuthLayout
      title={signupCopy.title}
      lead={signupCopy.lead}
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
