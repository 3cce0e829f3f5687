import { ChevronDown } from "lucide-react";
import { type ReactNode, type Ref, type SelectHTMLAttributes } from "react";
import * as styles from "./Select.css";
import { control } from "../FormField/FormField.css";
import { FormField } from "../FormField/FormField";
import { cx } from "../../utils/cx";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  /** The visible label. */
  label: ReactNode;
  /** The choices. */
  options: readonly SelectOption[];
  /** A first, empty choice prompting a selection ("Choose a plan"). */
  placeholder?: string;
  /** Guidance under the select. */
  hint?: ReactNode;
  /** Validation message; marks the select invalid. */
  error?: ReactNode;
  /** Forwarded to the `<select>`, so `{...register("plan")}` works. */
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: accessible everywhere, light, and works with `register`. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  required,
  id,
  className,
  ...props
}: SelectProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => (
        <div className={styles.wrapper}>
          <select className={cx(control, styles.select, className)} {...controlProps} {...props}>
            {placeholder !== undefined && (
              <option value="" disabled={required}>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown size={18} className={styles.chevron} aria-hidden="true" />
        </div>
      )}
    </FormField>
  );
}
