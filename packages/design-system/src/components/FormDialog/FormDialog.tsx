import { CircleAlert } from "lucide-react";
import { type FormEvent, type ReactElement, type ReactNode } from "react";
import * as styles from "./FormDialog.css";
import { Button } from "../Button/Button";
import { Spinner } from "../Spinner/Spinner";
import {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogFooter,
  DialogTrigger,
} from "../Dialog/Dialog";

export interface FormDialogProps {
  /** Whether the dialog is open (controlled: the app closes it after a successful save). */
  open: boolean;
  /** Called when the user opens or dismisses it; never with `false` while `pending`. */
  onOpenChange: (open: boolean) => void;
  /** Optional element that opens the dialog (an "Add" `Button`). */
  trigger?: ReactElement;
  /** The dialog's title and accessible name ("Add customer"). */
  title: ReactNode;
  /** A sentence under the title, used as the accessible description. */
  description?: ReactNode;
  /** The fields (`TextField`, `Select`, `Combobox`…); the first one gets focus on opening. */
  children: ReactNode;
  /**
   * Called on submit (button or Enter). The page never reloads: the default is prevented first, so
   * react-hook-form's `handleSubmit(save)` or a plain handler both work.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The save is running: the submit button shows `pendingLabel` and a spinner, nothing can dismiss the dialog. */
  pending?: boolean;
  /** What went wrong for the form as a whole (not one field), announced as an alert. */
  error?: ReactNode;
  /** @default "Save" */
  submitLabel?: ReactNode;
  /** @default "Saving…" */
  pendingLabel?: ReactNode;
  /** @default "Cancel" */
  cancelLabel?: ReactNode;
  /** `destructive` paints the submit button red. @default "primary" */
  submitVariant?: "primary" | "destructive";
  /** Leave validation to the app (zod, field `error`s) instead of the browser's bubbles. @default true */
  noValidate?: boolean;
  /** Maximum width. @default "medium" */
  size?: DialogContentProps["size"];
}

/** A dialog around a form: fields, an optional form-level error, and Cancel / Save buttons. */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  onSubmit,
  pending = false,
  error,
  submitLabel = "Save",
  pendingLabel = "Saving…",
  cancelLabel = "Cancel",
  submitVariant = "primary",
  noValidate = true,
  size,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending && !next) return;
        onOpenChange(next);
      }}
    >
      {trigger && <DialogTrigger>{trigger}</DialogTrigger>}
      <DialogContent title={title} description={description} size={size} dismissible={!pending}>
        <form
          className={styles.form}
          noValidate={noValidate}
          aria-busy={pending || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending) onSubmit(event);
          }}
        >
          <div className={styles.fields}>{children}</div>
          {error && (
            <p role="alert" className={styles.error}>
              <CircleAlert size={16} className={styles.errorIcon} aria-hidden="true" />
              <span>{error}</span>
            </p>
          )}
          <DialogFooter>
            <DialogClose>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </DialogClose>
            {/* aria-disabled, not disabled: the button just pressed keeps focus while it saves. */}
            <Button
              type="submit"
              variant={submitVariant}
              aria-disabled={pending || undefined}
              aria-busy={pending || undefined}
              iconStart={pending ? <Spinner size="small" tone="current" label={null} /> : undefined}
            >
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
