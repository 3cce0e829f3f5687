import { AlertDialog } from "radix-ui";
import { type ReactElement, type ReactNode } from "react";
import { Button } from "../Button/Button";
import * as styles from "../Dialog/Dialog.css";
import { cx } from "../../utils/cx";
import { useReturnFocus } from "../../utils/useReturnFocus";

export interface ConfirmDialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** Called when the dialog opens or closes (including after confirming). */
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the dialog (e.g. a delete `Button`). */
  trigger?: ReactElement;
  /** The question ("Delete message?"). */
  title: ReactNode;
  /** The consequence ("Are you sure you want to delete this message? This action cannot be undone."). */
  description: ReactNode;
  /** @default "Confirm" */
  confirmLabel?: ReactNode;
  /** @default "Cancel" */
  cancelLabel?: ReactNode;
  /** `destructive` paints the confirm button red. @default "destructive" */
  tone?: "destructive" | "default";
  /** Called when the user confirms. The dialog closes unless `keepOpenOnConfirm`. */
  onConfirm: () => void;
  /** Keep the dialog open after confirming (to show `loading` until an async action ends). */
  keepOpenOnConfirm?: boolean;
  /** The confirm action is running: disables both buttons. */
  loading?: boolean;
}

/**
 * Asks before an irreversible action. Focus starts on Cancel; Escape cancels; on closing, focus
 * goes back to what had it before. Built on Radix AlertDialog, so it cannot be dismissed by
 * clicking outside.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  tone = "destructive",
  onConfirm,
  keepOpenOnConfirm = false,
  loading = false,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={cx(styles.content, styles.size.small)} {...returnFocus}>
          <div className={styles.header}>
            <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
            <AlertDialog.Description className={styles.description}>
              {description}
            </AlertDialog.Description>
          </div>
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={loading}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action
              asChild
              onClick={(event) => {
                if (keepOpenOnConfirm) event.preventDefault();
                onConfirm();
              }}
            >
              <Button
                variant={tone === "destructive" ? "destructive" : "primary"}
                loading={loading}
              >
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
