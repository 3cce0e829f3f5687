import { type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { control } from "../FormField/FormField.css";
import { FormField } from "../FormField/FormField";
import { cx } from "../../utils/cx";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  /** The visible label. */
  label: ReactNode;
  /** Guidance under the input. */
  hint?: ReactNode;
  /** Validation message (e.g. `errors.name?.message`); marks the input invalid. */
  error?: ReactNode;
  /** Forwarded to the `<input>`, so `{...register("name")}` works. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input: text, email, tel, number, search, url. */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  type = "text",
  ...props
}: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => (
        <input type={type} className={cx(control, className)} {...controlProps} {...props} />
      )}
    </FormField>
  );
}
