import { Button, PasswordField, TextField, TextLink } from "@aizapy/design-system";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { paths } from "../../../config/paths";
import { loginCopy } from "../../../content/account";
import { signIn } from "../api/account-api";
import { showServerErrors } from "../server-errors";
import { enterWorkspace, useHasStoredSession } from "../session";
import type { LoginData, LoginValues } from "./account-resolvers";
import * as styles from "./AccountForm.css";
import { FormAlert } from "./FormAlert";
import { lazyResolver, loadAccountResolvers } from "./lazy-resolver";
import { SignedInOffer } from "./SignedInOffer";

const resolver = lazyResolver((resolvers) => resolvers.loginResolver);
const fields = ["email", "password"] as const;

/**
 * Member sign-in: the server's rules and messages, then `POST /api/auth/login`; the session's
 * token is kept and the workspace opens. Someone already signed in is offered the workspace first.
 */
export function LoginForm() {
  const hasSession = useHasStoredSession();
  const [isUsingAnotherAccount, setUsingAnotherAccount] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, LoginData>({
    resolver,
    defaultValues: { email: "", password: "" },
  });

  useEffect(() => {
    if (isUsingAnotherAccount) setFocus("email");
  }, [isUsingAnotherAccount, setFocus]);

  if (hasSession && !isUsingAnotherAccount && !isLeaving) {
    return (
      <SignedInOffer
        alternative="Sign in with another account"
        onAlternative={() => setUsingAnotherAccount(true)}
      />
    );
  }

  const send = async (data: LoginData) => {
    setFormError(null);
    try {
      const session = await signIn(data);
      setLeaving(true);
      enterWorkspace(session.token);
    } catch (error) {
      setFormError(showServerErrors(error, fields, setError));
    }
  };

  return (
    <form
      className={styles.stack}
      method="post"
      noValidate
      aria-label="Sign in"
      // Fetch the validation rules as soon as someone starts filling in the form.
      onFocus={() => void loadAccountResolvers()}
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      <FormAlert message={formError} />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register("email")}
      />
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
      <Button
        type="submit"
        size="large"
        fullWidth
        loading={isSubmitting || isLeaving}
        loadingText={loginCopy.submitting}
      >
        {loginCopy.submit}
      </Button>
    </form>
  );
}
