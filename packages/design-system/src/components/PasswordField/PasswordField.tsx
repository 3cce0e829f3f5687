import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from "react";
import * as styles from "./PasswordField.css";
import { control } from "../FormField/FormField.css";
import { FormField } from "../FormField/FormField";
import { IconButton } from "../IconButton/IconButton";
import { cx } from "../../utils/cx";

export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "children"
> {
  /** The visible label. */
  label: ReactNode;
  /** Guidance under the input. */
  hint?: ReactNode;
  /** Validation message; marks the input invalid. */
  error?: ReactNode;
  /** @default "Show password" */
  showLabel?: string;
  /** @default "Hide password" */
  hideLabel?: string;
  /** Forwarded to the `<input>`, so `{...register("password")}` works. */
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  hint,
  error,
  required,
  id,
  className,
  showLabel = "Show password",
  hideLabel = "Hide password",
  autoComplete = "current-password",
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => (
        <div className={styles.wrapper}>
          <input
            type={isVisible ? "text" : "password"}
            autoComplete={autoComplete}
            className={cx(control, styles.input, className)}
            {...controlProps}
            {...props}
          />
          <IconButton
            className={styles.toggle}
            size="small"
            label={isVisible ? hideLabel : showLabel}
            aria-controls={controlProps.id}
            icon={isVisible ? <EyeOff size={18} /> : <Eye size={18} />}
            onClick={() => setVisible((visible) => !visible)}
          />
        </div>
      )}
    </FormField>
  );
}
