import { useSyncExternalStore } from "react";
import { Toast, ToastViewport } from "./Toast";
import {
  dismissToast,
  emptyToastState,
  getToastState,
  subscribeToToasts,
  toastConfig,
} from "../../providers/toastStore";

const getServerState = () => emptyToastState;

/** Renders the toasts raised with `toast()` / `useToast()`, plus the F8 viewport. */
export function Toaster() {
  const { toasts } = useSyncExternalStore(subscribeToToasts, getToastState, getServerState);
  return (
    <>
      {toasts.map(({ id, title, description, variant, action, duration, open }) => (
        <Toast
          key={id}
          title={title}
          description={description}
          variant={variant}
          action={action}
          duration={duration}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        />
      ))}
      <ToastViewport hotkey={[...toastConfig.hotkey]} />
    </>
  );
}
