import { Switch as SwitchPrimitive } from "radix-ui";
import { type ReactNode, useId } from "react";
import * as styles from "./Switch.css";

export interface SwitchProps {
  /** What the switch turns on ("Maintenance Mode"). */
  label: ReactNode;
  /** What that means ("Temporarily disable platform access for maintenance"). */
  description?: ReactNode;
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state when toggled. */
  onCheckedChange?: (checked: boolean) => void;
  /** Cannot be toggled (while loading or saving). */
  disabled?: boolean;
  /** Form field name (submits "on" when checked). */
  name?: string;
  /** The switch's id; generated when omitted. */
  id?: string;
}

/** An on/off setting with a visible label and description, announced as a switch. */
export function Switch({ label, description, id, ...props }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  return (
    <div className={styles.field}>
      <div className={styles.text}>
        <label htmlFor={switchId} className={styles.label}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
      </div>
      <SwitchPrimitive.Root
        id={switchId}
        className={styles.root}
        aria-describedby={description ? descriptionId : undefined}
        {...props}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
    </div>
  );
}
