import { toast } from "@aizapy/design-system";
import { errorMessage } from "./errors";

/** A confirmation toast, in the success style. */
export function notifySuccess(title: string, description: string) {
  toast({ title, description, variant: "success" });
}

/** A failure toast, in the destructive style. */
export function notifyFailure(title: string, description: string) {
  toast({ title, description, variant: "destructive" });
}

/**
 * The toast of a failed action (the server's message, or the fallback), for an area whose own
 * handlers already answer some failures: `isHandled` names those (an expired session, which has
 * gone to the sign-in page; maintenance, which shows its notice), and they get no toast.
 */
export function requestFailureNotifier(isHandled: (error: unknown) => boolean) {
  return (title: string, error: unknown, fallback: string): void => {
    if (isHandled(error)) return;
    notifyFailure(title, errorMessage(error, fallback));
  };
}
