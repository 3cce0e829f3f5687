import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, type HTMLAttributes, type ReactNode } from "react";
import * as styles from "./Dialog.css";
import { cx } from "../../utils/cx";
import { IconButton } from "../IconButton/IconButton";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import { useReturnFocus } from "../../utils/useReturnFocus";

export type DialogProps = ComponentProps<typeof DialogPrimitive.Root>;

/** A modal window: focus is trapped inside, Escape or the close button dismisses it. */
export function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root {...props} />;
}

export type DialogTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger>;

/** Opens the dialog; wraps its child (a `Button`) by default. */
export function DialogTrigger({ asChild = true, ...props }: DialogTriggerProps) {
  return <DialogPrimitive.Trigger asChild={asChild} {...props} />;
}

export interface DialogContentProps extends Omit<
  ComponentProps<typeof DialogPrimitive.Content>,
  "title"
> {
  /** The dialog's title: shown as its heading and used as its accessible name. */
  title: ReactNode;
  /** A sentence under the title, used as the accessible description. */
  description?: ReactNode;
  /** Keep the description for screen readers only. */
  hideDescription?: boolean;
  /** Maximum width. @default "medium" */
  size?: keyof typeof styles.size;
  /** Accessible name of the close button. @default "Close" */
  closeLabel?: string;
  /**
   * Escape, a click outside and the close button may close it. Turn off while a save runs.
   * @default true
   */
  dismissible?: boolean;
}

/** A focused combobox with its list open gets Escape (to close the list) before the dialog. */
function isInOpenPopup(target: EventTarget | null) {
  return (
    target instanceof Element &&
    target.getAttribute("role") === "combobox" &&
    target.getAttribute("aria-expanded") === "true"
  );
}

/**
 * The dialog's window: title, optional description, your content and a close button. On closing,
 * focus goes back to what had it when the dialog opened (its trigger, or the app's own button).
 */
export function DialogContent({
  title,
  description,
  hideDescription = false,
  size = "medium",
  closeLabel = "Close",
  dismissible = true,
  className,
  children,
  onEscapeKeyDown,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  const descriptionNode = description && (
    <DialogPrimitive.Description className={styles.description}>
      {description}
    </DialogPrimitive.Description>
  );
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content
        className={cx(styles.content, styles.size[size], className)}
        {...(description ? {} : { "aria-describedby": undefined })}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (!dismissible || isInOpenPopup(event.target)) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (!dismissible) event.preventDefault();
        }}
        {...returnFocus}
        {...props}
      >
        <div className={styles.header}>
          <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
          {hideDescription ? <VisuallyHidden>{descriptionNode}</VisuallyHidden> : descriptionNode}
        </div>
        {children}
        <DialogPrimitive.Close asChild>
          <IconButton
            className={styles.close}
            label={closeLabel}
            icon={<X size={18} />}
            size="small"
            disabled={!dismissible}
          />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Buttons at the bottom of a dialog, right-aligned (stacked on phones). */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}

export type DialogCloseProps = ComponentProps<typeof DialogPrimitive.Close>;

/** Closes the dialog; wraps its child (a `Button`) by default. */
export function DialogClose({ asChild = true, ...props }: DialogCloseProps) {
  return <DialogPrimitive.Close asChild={asChild} {...props} />;
}
