export {
  Toast,
  ToastAction,
  ToastViewport,
  type ToastActionProps,
  type ToastProps,
  type ToastViewportProps,
} from "./Toast";
export { Toaster } from "./Toaster";
