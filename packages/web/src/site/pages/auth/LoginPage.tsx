import { Island } from "../../islands/Island";
import { AuthLayout } from "./AuthLayout";
import { loginFormIsland } from "./LoginForm";

export function LoginPage() {
  return (
    <AuthLayout title="Welcome back" lead="Sign in to your Ai Zapy account.">
      <Island island={loginFormIsland} />
    </AuthLayout>
  );
}
