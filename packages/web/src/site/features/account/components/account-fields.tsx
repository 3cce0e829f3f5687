import {
  PasswordField,
  type PasswordFieldProps,
  TextField,
  type TextFieldProps,
} from "@aizapy/design-system";
import { newPasswordHint } from "../../../content/account";

// The fields several account forms ask for, each with its label and autofill hint once. Spread
// `register(…)` and pass the field's error, as with the design system's own fields.

type FieldProps = Omit<TextFieldProps, "label">;

export function EmailField(props: FieldProps) {
  return <TextField label="Email Address" type="email" autoComplete="email" required {...props} />;
}

export function FullNameField(props: FieldProps) {
  return <TextField label="Full Name" autoComplete="name" required {...props} />;
}

/** A password to choose, with the rules it must meet as its hint. */
export function NewPasswordField({
  label = "Password",
  ...props
}: Omit<PasswordFieldProps, "label"> & { label?: string }) {
  return (
    <PasswordField
      label={label}
      autoComplete="new-password"
      required
      hint={newPasswordHint}
      {...props}
    />
  );
}
