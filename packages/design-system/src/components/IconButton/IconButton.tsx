import { type ButtonHTMLAttributes, type ReactNode, type Ref } from "react";
import { countBadge, iconButton, iconSlot } from "./IconButton.css";
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
  /** A number shown as a small badge on the icon (unread notifications); 0 or less hides it. */
  count?: number;
  /**
   * Words the count, as the badge shows it ("3", "99+"), after the label in the accessible name
   * ("Notifications, 3 new"). @default (count) => `${count} new`
   */
  formatCount?: (count: string) => string;
  /** Above this the badge shows "{maxCount}+". @default 99 */
  maxCount?: number;
  /** Forwarded to the button (Radix triggers need it). */
  ref?: Ref<HTMLButtonElement>;
}

const defaultFormatCount = (count: string) => `${count} new`;

/**
 * A square button showing only an icon; `label` names it for everyone who cannot see it. A `count`
 * adds a badge, and its words to the name.
 */
export function IconButton({
  label,
  icon,
  variant = "ghost",
  size = "medium",
  count = 0,
  formatCount = defaultFormatCount,
  maxCount = 99,
  type = "button",
  className,
  ...props
}: IconButtonProps) {
  const hasCount = count > 0;
  // The name uses the badge's own text, so what is seen is what is heard (WCAG 2.5.3).
  const shownCount = count > maxCount ? `${maxCount}+` : String(count);
  return (
    <button
      type={type}
      aria-label={hasCount ? `${label}, ${formatCount(shownCount)}` : label}
      className={cx(iconButton({ variant, size }), className)}
      {...props}
    >
      <span aria-hidden="true" className={iconSlot}>
        {icon}
        {hasCount && <span className={countBadge}>{shownCount}</span>}
      </span>
    </button>
  );
}
