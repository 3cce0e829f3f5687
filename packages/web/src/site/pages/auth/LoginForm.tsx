import { Button, PasswordField, TextField } from "@aizapy/design-system";
import type { FormEvent } from "react";
import { defineIsland } from "../../islands/define-island";
import * as styles from "./AuthLayout.css";

/** Spec §7: customer sign-in submits nowhere; after the browser's own validation, it says so. */
export const loginAlert = "Login functionality would be implemented here!";

export function LoginForm() {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.alert(loginAlert);
  };
  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} aria-label="Sign in">
      <TextField label="Email Address" type="email" name="email" autoComplete="email" required />
      <PasswordField label="Password" name="password" autoComplete="current-password" required />
      <Button type="submit" size="large" fullWidth>
        Sign In
      </Button>
    </form>
  );
}

export const loginFormIsland = defineIsland("login-form", LoginForm);
