import { PasswordField, TextLink } from "@aizapy/design-system";
import { paths } from "../../../config/paths";
import { loginCopy } from "../../../content/account";
import { signIn } from "../api/account-api";
import { EmailField } from "./account-fields";
import type { LoginData, LoginValues } from "./account-resolvers";
import { AccountForm } from "./AccountForm";
import * as styles from "./AccountForm.css";
import { lazyResolver } from "./lazy-resolver";
import { SignedInOffer, useSignedInOffer } from "./SignedInOffer";
import { useAccountForm } from "./use-account-form";

const resolver = lazyResolver((resolvers) => resolvers.loginResolver);

/**
 * Member sign-in: the server's rules and messages, then `POST /api/auth/login`; the session's
 * token is kept and the workspace opens. Someone already signed in is offered the workspace first.
 */
export function LoginForm() {
  const { form, isLeaving, formProps } = useAccountForm<LoginValues, LoginData>({
    resolver,
    defaultValues: { email: "", password: "" },
    fields: ["email", "password"],
    send: signIn,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const offer = useSignedInOffer(form.setFocus, "email", isLeaving);

  if (offer.isShown) {
    return (
      <SignedInOffer alternative="Sign in with another account" onAlternative={offer.decline} />
    );
  }

  return (
    <AccountForm label="Sign in" copy={loginCopy} {...formProps}>
      <EmailField error={errors.email?.message} {...register("email")} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <TextLink href={paths.forgotPassword} className={styles.endLink}>
        Forgot your password?
      </TextLink>
    </AccountForm>
  );
}
