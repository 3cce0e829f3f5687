import { type ReactNode } from "react";

/** The toast rules, mirroring shadcn's toast reducer. */
export const toastConfig = {
  /** Only one toast is visible: a new one replaces the current. */
  limit: 1,
  /** A dismissed toast stays in state (closed, animating out) this long before removal. */
  removeDelay: 1_000_000,
  /** Default time on screen before auto-dismiss, in ms. */
  duration: 5000,
  swipeDirection: "right",
  swipeThreshold: 50,
  /** Keyboard shortcut that focuses the notification viewport. */
  hotkey: ["F8"],
} as const;

export type ToastVariant = "default" | "destructive" | "success";

export interface ToastOptions {
  /** Bold first line, e.g. "Message sent successfully!". */
  title?: ReactNode;
  /** Detail under the title. */
  description?: ReactNode;
  /** `destructive` for failures, `success` for confirmations. @default "default" */
  variant?: ToastVariant;
  /** An optional action element (e.g. `<ToastAction altText="Undo">Undo</ToastAction>`). */
  action?: ReactNode;
  /** Override the display time in ms (default 5000). */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastState {
  toasts: ToastRecord[];
}

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToastRecord }
  | { type: "UPDATE_TOAST"; toast: Partial<ToastRecord> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

/** Pure state transitions; timers live in `dispatch`. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, toastConfig.limit) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE_TOAST":
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

export const emptyToastState: ToastState = { toasts: [] };

let state = emptyToastState;
let count = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string) {
  if (removalTimers.has(toastId)) return;
  removalTimers.set(
    toastId,
    setTimeout(() => {
      removalTimers.delete(toastId);
      dispatch({ type: "REMOVE_TOAST", toastId });
    }, toastConfig.removeDelay),
  );
}

export function dispatch(action: ToastAction): void {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId === undefined ? state.toasts.map((t) => t.id) : [action.toastId];
    ids.forEach(scheduleRemoval);
  }
  state = toastReducer(state, action);
  listeners.forEach((listener) => listener());
}

export function getToastState(): ToastState {
  return state;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Dismiss one toast, or all of them. */
export function dismissToast(toastId?: string): void {
  dispatch({ type: "DISMISS_TOAST", toastId });
}

/**
 * Show a toast; it replaces any toast already on screen. Callable outside React too (e.g. from
 * an error interceptor); a `<ToastProvider>` must be mounted for it to be seen.
 */
export function toast(options: ToastOptions) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  dispatch({ type: "ADD_TOAST", toast: { ...options, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } }),
  };
}

/** Clears every toast and pending timer (used between tests). */
export function resetToasts(): void {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  state = emptyToastState;
  listeners.forEach((listener) => listener());
}
