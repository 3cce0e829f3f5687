import { Button, PasswordField, TextField, TextLink } from "@aizapy/design-system";
import type { FormEvent } from "react";
import { Notice } from "../../components/Notice";
import { paths } from "../../config/paths";
import { usePublicSettings } from "../../features/settings/api/use-public-settings";
import { defineIsland } from "../../islands/define-island";
import * as styles from "./AuthLayout.css";

/** Spec §7: customer sign-up submits nowhere; after the browser's own validation, it says so. */
export const signupAlert = "Signup functionality would be implemented here!";

/** The sign-up form, or, when New User Signup is off in the platform settings, a closed notice. */
export function SignupForm() {
  const settings = usePublicSettings();
  const signInLink = (
    <p className={styles.footnote}>
      Already have an account? <TextLink href={paths.login}>Sign in</TextLink>
    </p>
  );

  if (settings?.signupEnabled === false) {
    return (
      <div className={styles.form}>
        <Notice tone="info" title="Sign-ups are closed" role="status">
          We are not accepting new accounts right now. Please check back soon, or{" "}
          <TextLink href={paths.contact}>contact us</TextLink> and we will let you know when they
          reopen.
        </Notice>
        {signInLink}
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.alert(signupAlert);
  };
  return (
    <form
      className={styles.form}
      method="post"
      onSubmit={onSubmit}
      aria-label="Create your account"
    >
      <TextField label="Full Name" name="fullName" autoComplete="name" required />
      <TextField label="Email Address" type="email" name="email" autoComplete="email" required />
      <PasswordField label="Password" name="password" autoComplete="new-password" required />
      <TextField
        label="Phone Number"
        type="tel"
        name="phoneNumber"
        autoComplete="tel"
        placeholder="+91 98765 43210"
        required
      />
      <Button type="submit" size="large" fullWidth>
        Create Account
      </Button>
      {signInLink}
    </form>
  );
}

export const signupFormIsland = defineIsland("signup-form", SignupForm);
