import { TextLink } from "@aizapy/design-system";
import { paths } from "../../config/paths";
import { loginCopy } from "../../content/account";
import { Island } from "../../islands/Island";
import { AuthLayout } from "./AuthLayout";
import { loginFormIsland } from "./login-form-island";

export function LoginPage() {
  return (
    <AuthLayout
      title={loginCopy.title}
      lead={loginCopy.lead}
      footnote={
        <>
          Don&apos;t have an account? <TextLink href={paths.signup}>Create an account</TextLink>
        </>
      }
    >
      <Island island={loginFormIsland} />
    </AuthLayout>
  );
}
