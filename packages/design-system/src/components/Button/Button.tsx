import { Slot } from "radix-ui";
import { type ButtonHTMLAttributes, type ReactNode, type Ref } from "react";
import { button, icon as iconClass } from "./Button.css";
import { Spinner } from "../Spinner/Spinner";
import { cx } from "../../utils/cx";

export type ButtonVariant = "primary" | "accent" | "secondary" | "ghost" | "destructive";
export type ButtonSize = "small" | "medium" | "large";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Visual weight, by role: `primary` the main action (solid brand fill); `accent` a call to action
   * that must stand out (bright accent fill, dark text); `secondary` an outlined alternative; `ghost`
   * a quiet action with no fill; `destructive` deletions and other actions that cannot be undone.
   * @default "primary"
   */
  variant?: ButtonVariant;
  /** @default "medium" */
  size?: ButtonSize;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Busy: shows a spinner, disables the button and sets `aria-busy`. */
  loading?: boolean;
  /** Label shown while `loading` (e.g. "Signing in..."); defaults to the normal label. */
  loadingText?: ReactNode;
  /** Icon before the label (decorative). */
  iconStart?: ReactNode;
  /** Icon after the label (decorative). */
  iconEnd?: ReactNode;
  /** Render as a link to this URL instead of a button. */
  href?: string;
  /** With `href`: open in a new tab (adds `rel="noopener noreferrer"`). */
  external?: boolean;
  /**
   * Merge the button's styling into its only child, e.g. react-router's
   * `<Button asChild><Link to="/signup">Get Started</Link></Button>`.
   */
  asChild?: boolean;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLButtonElement>;
}

/** The action button; also renders links styled as buttons (`href` or `asChild`). */
export function Button({
  variant = "primary",
  size = "medium",
  fullWidth = false,
  loading = false,
  loadingText,
  iconStart,
  iconEnd,
  href,
  external = false,
  asChild = false,
  className,
  children,
  disabled,
  type = "button",
  ref,
  ...props
}: ButtonProps) {
  const classes = cx(button({ variant, size, fullWidth }), className);

  if (asChild) {
    return (
      <Slot.Root className={classes} ref={ref} {...props}>
        {children}
      </Slot.Root>
    );
  }

  const content = (
    <>
      {loading ? (
        <Spinner size="small" tone="current" label={null} />
      ) : (
        iconStart && <span className={iconClass}>{iconStart}</span>
      )}
      {loading && loadingText !== undefined ? loadingText : children}
      {iconEnd && !loading && <span className={iconClass}>{iconEnd}</span>}
    </>
  );

  if (href !== undefined) {
    const anchorProps = props as unknown as React.AnchorHTMLAttributes<HTMLAnchorElement>;
    return (
      <a
        {...anchorProps}
        href={href}
        className={classes}
        ref={ref as unknown as Ref<HTMLAnchorElement>}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {content}
      </a>
    );
  }

  return (
    <button
      {...props}
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {content}
    </button>
  );
}
