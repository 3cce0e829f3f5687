import { Button, PasswordField, TextField, TextLink } from "@aizapy/design-system";
import { lazy, Suspense, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { paths } from "../../../config/paths";
import { newPasswordHint, signupCopy } from "../../../content/account";
import { ApiRequestError } from "../../../lib/api-request";
import { usePublicSettings } from "../../settings/api/use-public-settings";
import { signUp } from "../api/account-api";
import { showServerErrors } from "../server-errors";
import { enterWorkspace, useHasStoredSession } from "../session";
import type { SignupData, SignupValues } from "./account-resolvers";
import * as styles from "./AccountForm.css";
import { FormAlert } from "./FormAlert";
import { lazyResolver, loadAccountResolvers } from "./lazy-resolver";
import { SignedInOffer } from "./SignedInOffer";

/** Rarely shown: its code loads only when sign-ups are closed, keeping the form's first load small. */
const SignupsClosedNotice = lazy(() =>
  import("./SignupsClosedNotice").then((module) => ({ default: module.SignupsClosedNotice })),
);

const resolver = lazyResolver((resolvers) => resolvers.signupResolver);
const fields = ["fullName", "email", "password", "phoneNumber", "businessName"] as const;
const emailTaken = "email_taken";

/**
 * Sign-up: the member and their business in one form, with the server's rules and messages, then
 * `POST /api/auth/signup`; the workspace opens on its welcome. While New User Signup is off in the
 * platform settings (or the server says so) a closed notice stands in for the form.
 */
export function SignupForm() {
  const settings = usePublicSettings();
  const hasSession = useHasStoredSession();
  const [isCreatingAnother, setCreatingAnother] = useState(false);
  const [isClosed, setClosed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues, unknown, SignupData>({
    resolver,
    defaultValues: { fullName: "", email: "", password: "", phoneNumber: "", businessName: "" },
  });

  useEffect(() => {
    if (isCreatingAnother) setFocus("fullName");
  }, [isCreatingAnother, setFocus]);

  if (settings?.signupEnabled === false || isClosed) {
    return (
      <Suspense>
        <SignupsClosedNotice />
      </Suspense>
    );
  }
  if (hasSession && !isCreatingAnother && !isLeaving) {
    return (
      <SignedInOffer
        alternative="Create another account"
        onAlternative={() => setCreatingAnother(true)}
      />
    );
  }

  const send = async (data: SignupData) => {
    setFormError(null);
    try {
      const session = await signUp(data);
      setLeaving(true);
      enterWorkspace(session.token, paths.workspaceWelcome);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "signup_disabled") {
        setClosed(true);
      } else if (error instanceof ApiRequestError && error.code === emailTaken) {
        setError(
          "email",
          { type: emailTaken, message: signupCopy.emailTaken },
          { shouldFocus: true },
        );
      } else {
        setFormError(showServerErrors(error, fields, setError));
      }
    }
  };

  return (
    <form
      className={styles.stack}
      method="post"
      noValidate
      aria-label="Create your account"
      // Fetch the validation rules as soon as someone starts filling in the form.
      onFocus={() => void loadAccountResolvers()}
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      <FormAlert message={formError} />
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        error={errors.fullName?.message}
        {...register("fullName")}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        error={
          errors.email?.type === emailTaken ? (
            <>
              {errors.email.message} <TextLink href={paths.login}>Sign in instead</TextLink>
            </>
          ) : (
            errors.email?.message
          )
        }
        {...register("email")}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        hint={newPasswordHint}
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        placeholder="+91 98765 43210"
        required
        error={errors.phoneNumber?.message}
        {...register("phoneNumber")}
      />
      <TextField
        label="Business Name"
        autoComplete="organization"
        required
        error={errors.businessName?.message}
        {...register("businessName")}
      />
      <Button
        type="submit"
        size="large"
        fullWidth
        loading={isSubmitting || isLeaving}
        loadingText={signupCopy.submitting}
      >
        {signupCopy.submit}
      </Button>
    </form>
  );
}
