import { Button, PasswordField, TextField } from "@aizapy/design-system";
import { LogIn } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useLogin } from "../api/use-login";
import * as styles from "./LoginForm.css";

/**
 * Username and password. Empty fields are caught here with a toast, before any call, so the
 * inputs are not marked `required` (the browser would stop the submit first).
 */
export function LoginForm() {
  const { signIn, isSigningIn } = useLogin();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void signIn({ username, password });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Admin sign in">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        placeholder="Enter your username"
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        placeholder="Enter your password"
      />
      <Button
        type="submit"
        fullWidth
        size="large"
        loading={isSigningIn}
        loadingText="Signing in..."
        iconStart={<LogIn size={18} />}
      >
        Sign In to Admin Panel
      </Button>
    </form>
  );
}
