import { CircleAlert } from "lucide-react";
import { type ReactNode, useId } from "react";
import * as styles from "./FormField.css";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";

/** Props a `FormField` hands to its control so label, hint and error are wired up. */
export interface FormFieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  required?: boolean;
}

export interface FormFieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Renders the control, spreading the props it is given: `{(props) => <input {...props} />}`. */
  children: (control: FormFieldControlProps) => ReactNode;
  /** Guidance under the control. */
  hint?: ReactNode;
  /** A validation message: marks the control `aria-invalid` and describes it. */
  error?: ReactNode;
  /** Shows an asterisk after the label and marks the control `required`. */
  required?: boolean;
  /** Keep the label for screen readers only (a search box whose placeholder and place say it). */
  hideLabel?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Extra class names on the wrapper. */
  className?: string;
}

/** The id of the label `FormField` renders for the control with this id. */
export function labelId(controlId: string): string {
  return `${controlId}-label`;
}

/**
 * One labelled form control: the label, a required asterisk, a hint and an error, linked to the
 * control with `for`, `aria-describedby` and `aria-invalid`.
 */
export function FormField({
  label,
  children,
  hint,
  error,
  required = false,
  hideLabel = false,
  id,
  className,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(" ");

  const labelElement = (
    <label htmlFor={controlId} id={labelId(controlId)} className={styles.label}>
      {label}
      {required && (
        <span className={styles.asterisk} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      {children({
        id: controlId,
        ...(hasError ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(required ? { required: true } : {}),
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className={styles.error}>
          <CircleAlert size={16} className={styles.errorIcon} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
