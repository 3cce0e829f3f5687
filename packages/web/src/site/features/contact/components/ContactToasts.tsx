// Loaded with the first submission (see ContactForm): the toast viewport and its store are not
// needed before someone sends a message.
import { ToastProvider, toast, type ToastOptions } from "@aizapy/design-system";

export function showToast(options: ToastOptions): void {
  toast(options);
}

export default function ContactToasts() {
  return <ToastProvider />;
}
