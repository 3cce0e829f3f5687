import { TextLink } from "@aizapy/design-system";
import { paths } from "../../config/paths";
import { forgotPasswordCopy } from "../../content/account";
import { Island } from "../../islands/Island";
import { AuthLayout } from "./AuthLayout";
import { forgotPasswordFormIsland } from "./forgot-password-form-island";

export function ForgotPasswordPage() {
  return (
    <AuthLayout
      title={forgotPasswordCopy.title}
      lead={forgotPasswordCopy.lead}
      footnote={
        <>
          Remembered it? <TextLink href={paths.login}>Sign in</TextLink>
        </>
      }
    >
      <Island island={forgotPasswordFormIsland} />
    </AuthLayout>
  );
}
