import { Button, PasswordField, TextField } from "@aizapy/design-system";
import { type FormEvent, lazy, Suspense } from "react";
import { usePublicSettings } from "../../features/settings/api/use-public-settings";
import { defineIsland } from "../../islands/define-island";
import * as styles from "./AuthLayout.css";

/** Rarely shown: its code loads only when sign-ups are closed, keeping the form's first load small. */
const SignupsClosedNotice = lazy(() =>
  import("./SignupsClosedNotice").then((module) => ({ default: module.SignupsClosedNotice })),
);

/** Spec §7: customer sign-up submits nowhere; after the browser's own validation, it says so. */
export const signupAlert = "Signup functionality would be implemented here!";

/** The sign-up form, or, when New User Signup is off in the platform settings, a closed notice. */
export function SignupForm() {
  const settings = usePublicSettings();

  if (settings?.signupEnabled === false) {
    return (
      <Suspense>
        <SignupsClosedNotice />
      </Suspense>
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
    </form>
  );
}

export const signupFormIsland = defineIsland("signup-form", SignupForm);
