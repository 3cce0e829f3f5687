import { toast } from "@aizapy/design-system";
import { errorMessage, isServiceUnavailable, isUnauthenticated } from "./errors";

/** A confirmation toast, in the success style. */
export function notifySuccess(title: string, description: string) {
  toast({ title, description, variant: "success" });
}

/** A failure toast, in the destructive style. */
export function notifyFailure(title: string, description: string) {
  toast({ title, description, variant: "destructive" });
}

/**
 * A failed action: the server's message or the fallback. A refused session and maintenance are
 * left to the workspace's own handlers (the sign-in page, the maintenance notice).
 */
export function notifyRequestFailure(title: string, error: unknown, fallback: string) {
  if (isUnauthenticated(error) || isServiceUnavailable(error)) return;
  notifyFailure(title, errorMessage(error, fallback));
}
