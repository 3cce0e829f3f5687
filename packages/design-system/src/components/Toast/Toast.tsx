import { CircleAlert, CircleCheck, X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode } from "react";
import * as styles from "./Toast.css";
import { type ToastVariant } from "../../providers/toastStore";
import { cx } from "../../utils/cx";

export interface ToastProps extends Omit<ComponentProps<typeof ToastPrimitive.Root>, "title"> {
  /** Bold first line. */
  title?: ReactNode;
  /** Detail under the title. */
  description?: ReactNode;
  /** `destructive` for failures, `success` for confirmations. @default "default" */
  variant?: ToastVariant;
  /** Optional action, typically a `ToastAction`. */
  action?: ReactNode;
  /** Accessible name of the close button. @default "Close notification" */
  closeLabel?: string;
}

/**
 * One notification. Usually rendered for you by `ToastProvider` from `toast()` calls; use it
 * directly only for previews.
 */
export function Toast({
  title,
  description,
  variant = "default",
  action,
  closeLabel = "Close notification",
  className,
  ...props
}: ToastProps) {
  const Icon = variant === "success" ? CircleCheck : variant === "destructive" ? CircleAlert : null;
  return (
    <ToastPrimitive.Root
      className={cx(styles.toast({ variant }), className)}
      data-variant={variant}
      {...props}
    >
      {Icon && (
        <span className={cx(styles.icon, variant === "success" && styles.successIcon)}>
          <Icon size={20} aria-hidden="true" />
        </span>
      )}
      <div className={styles.body}>
        {title && <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>}
        {description && (
          <ToastPrimitive.Description className={styles.description}>
            {description}
          </ToastPrimitive.Description>
        )}
      </div>
      {action}
      <ToastPrimitive.Close className={styles.close} aria-label={closeLabel}>
        <X size={16} aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export interface ToastActionProps extends ComponentProps<typeof ToastPrimitive.Action> {
  /** What the action does, for screen readers that announce the toast (required by Radix). */
  altText: string;
}

/** A button inside a toast (e.g. "Undo"). */
export function ToastAction({ className, ...props }: ToastActionProps) {
  return <ToastPrimitive.Action className={cx(styles.action, className)} {...props} />;
}

export type ToastViewportProps = ComponentProps<typeof ToastPrimitive.Viewport>;

/** Where toasts appear (bottom right); F8 moves focus here. */
export function ToastViewport({ className, ...props }: ToastViewportProps) {
  return <ToastPrimitive.Viewport className={cx(styles.viewport, className)} {...props} />;
}
