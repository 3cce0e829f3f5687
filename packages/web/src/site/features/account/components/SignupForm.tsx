import { TextField, TextLink } from "@aizapy/design-system";
import { lazy, Suspense, useState } from "react";
import { paths } from "../../../config/paths";
import { signupCopy } from "../../../content/account";
import { ApiRequestError } from "../../../lib/api-request";
import { usePublicSettings } from "../../settings/api/use-public-settings";
import { signUp } from "../api/account-api";
import { EmailField, FullNameField, NewPasswordField } from "./account-fields";
import type { SignupData, SignupValues } from "./account-resolvers";
import { AccountForm } from "./AccountForm";
import { lazyResolver } from "./lazy-resolver";
import { SignedInOffer, useSignedInOffer } from "./SignedInOffer";
import { useAccountForm } from "./use-account-form";

/** Rarely shown: its code loads only when sign-ups are closed, keeping the form's first load small. */
const SignupsClosedNotice = lazy(() =>
  import("./SignupsClosedNotice").then((module) => ({ default: module.SignupsClosedNotice })),
);

const resolver = lazyResolver((resolvers) => resolvers.signupResolver);
const emailTaken = "email_taken";

/**
 * Sign-up: the member and their business in one form, with the server's rules and messages, then
 * `POST /api/auth/signup`; the workspace opens on its welcome. While New User Signup is off in the
 * platform settings (or the server says so) a closed notice stands in for the form.
 */
export function SignupForm() {
  const settings = usePublicSettings();
  const [isClosed, setClosed] = useState(false);
  const { form, isLeaving, formProps } = useAccountForm<SignupValues, SignupData>({
    resolver,
    defaultValues: { fullName: "", email: "", password: "", phoneNumber: "", businessName: "" },
    fields: ["fullName", "email", "password", "phoneNumber", "businessName"],
    send: signUp,
    destination: paths.workspaceWelcome,
    onRefusal: (error, setError) => {
      if (!(error instanceof ApiRequestError)) return false;
      if (error.code === "signup_disabled") setClosed(true);
      else if (error.code === emailTaken) {
        setError(
          "email",
          { type: emailTaken, message: signupCopy.emailTaken },
          { shouldFocus: true },
        );
      } else return false;
      return true;
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const offer = useSignedInOffer(form.setFocus, "fullName", isLeaving);

  if (settings?.signupEnabled === false || isClosed) {
    return (
      <Suspense>
        <SignupsClosedNotice />
      </Suspense>
    );
  }
  if (offer.isShown) {
    return <SignedInOffer alternative="Create another account" onAlternative={offer.decline} />;
  }

  return (
    <AccountForm label="Create your account" copy={signupCopy} {...formProps}>
      <FullNameField error={errors.fullName?.message} {...register("fullName")} />
      <EmailField
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
      <NewPasswordField error={errors.password?.message} {...register("password")} />
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
    </AccountForm>
  );
}
