import { Island } from "../../islands/Island";
import { AuthLayout } from "./AuthLayout";
import { signupFormIsland } from "./SignupForm";

export function SignupPage() {
  return (
    <AuthLayout
      title="Create your account"
      lead="Start messaging your customers on the official WhatsApp Business API."
    >
      <Island island={signupFormIsland} />
    </AuthLayout>
  );
}
