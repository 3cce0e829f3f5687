import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import * as styles from "./Checkbox.css";
import { visuallyHidden } from "../VisuallyHidden/VisuallyHidden.css";
import { composeRefs } from "../../utils/composeRefs";
import { cx } from "../../utils/cx";

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "children" | "onChange"
> {
  /** What ticking it means ("Select all on this page"): shown after the box, and its name. */
  label: ReactNode;
  /** Keep the label for screen readers only (a row's box, whose row says the rest). */
  hideLabel?: boolean;
  /** Some but not all of what it stands for is ticked: shown as a dash, read as "mixed". */
  indeterminate?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label: for choosing rows of a list, or a yes/no in a form. */
export function Checkbox({
  label,
  hideLabel = false,
  indeterminate = false,
  onCheckedChange,
  id,
  className,
  ref,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <span className={cx(styles.field, className)}>
      <input
        {...props}
        id={inputId}
        type="checkbox"
        className={styles.input}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        ref={composeRefs<HTMLInputElement>(ref, (element) => {
          // `indeterminate` exists only as a DOM property; it reads as "mixed" to assistive tech.
          if (element) element.indeterminate = indeterminate;
        })}
      />
      <label htmlFor={inputId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
    </span>
  );
}
