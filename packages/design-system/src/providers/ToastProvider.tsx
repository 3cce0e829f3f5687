import { Toast as ToastPrimitive } from "radix-ui";
import { type ReactNode, useSyncExternalStore } from "react";
import {
  dismissToast,
  emptyToastState,
  getToastState,
  subscribeToToasts,
  toast,
  toastConfig,
  type ToastRecord,
} from "./toastStore";
import { Toaster } from "../components/Toast/Toaster";

export interface ToastProviderProps {
  children?: ReactNode;
  /** Label of each toast for screen readers. @default "Notification" */
  label?: string;
}

/**
 * Mount once near the root: toasts raised anywhere (`useToast().toast(...)` or `toast(...)`) show
 * one at a time for 5000 ms, can be swiped right (50 px) to dismiss, and F8 focuses them.
 */
export function ToastProvider({ children, label = "Notification" }: ToastProviderProps) {
  return (
    <ToastPrimitive.Provider
      label={label}
      duration={toastConfig.duration}
      swipeDirection={toastConfig.swipeDirection}
      swipeThreshold={toastConfig.swipeThreshold}
    >
      {children}
      <Toaster />
    </ToastPrimitive.Provider>
  );
}

const getServerState = () => emptyToastState;

export interface UseToastResult {
  /** The toasts in state (at most one; closed ones linger until removed). */
  toasts: ToastRecord[];
  /** Show a toast, replacing the current one. */
  toast: typeof toast;
  /** Dismiss one toast, or all of them. */
  dismiss: (toastId?: string) => void;
}

export function useToast(): UseToastResult {
  const { toasts } = useSyncExternalStore(subscribeToToasts, getToastState, getServerState);
  return { toasts, toast, dismiss: dismissToast };
}
