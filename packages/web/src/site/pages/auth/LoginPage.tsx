import { TextLink } from "@aizapy/design-system";
import { paths } from "../../config/paths";
import { Island } from "../../islands/Island";
import { AuthLayout } from "./AuthLayout";
import { loginFormIsland } from "./LoginForm";

export function LoginPage() {
  return (
    <AuthLayout
      title="Welcome back"
      lead="Sign in to your Ai Zapy account."
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
