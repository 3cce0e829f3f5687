import { type ButtonHTMLAttributes, type ReactNode, type Ref } from "react";
import { iconButton, iconSlot } from "./IconButton.css";
import { cx } from "../../utils/cx";

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  /** What the button does ("Open navigation", "Delete message"): its accessible name. */
  label: string;
  /** The icon, e.g. `<Menu size={20} />`; hidden from assistive technology. */
  icon: ReactNode;
  /** @default "ghost" */
  variant?: "ghost" | "secondary" | "primary" | "destructive";
  /** Square size: 32, 40 or 48px. @default "medium" */
  size?: "small" | "medium" | "large";
  /** Forwarded to the button (Radix triggers need it). */
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon; `label` names it for everyone who cannot see it. */
export function IconButton({
  label,
  icon,
  variant = "ghost",
  size = "medium",
  type = "button",
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cx(iconButton({ variant, size }), className)}
      {...props}
    >
      <span aria-hidden="true" className={iconSlot}>
        {icon}
      </span>
    </button>
  );
}
