import { toast } from "@aizapy/design-system";
import { errorMessage, isUnauthenticated } from "./errors";

/** A confirmation toast, in the success style. */
export function notifySuccess(title: string, description: string) {
  toast({ title, description, variant: "success" });
}

/** A failure toast, in the destructive style. */
export function notifyFailure(title: string, description: string) {
  toast({ title, description, variant: "destructive" });
}

/**
 * A failed console action: the server's message or the spec's fallback. An expired session is
 * left to the session handler, which has already said so and gone to the login page.
 */
export function notifyRequestFailure(title: string, error: unknown, fallback: string) {
  if (isUnauthenticated(error)) return;
  notifyFailure(title, errorMessage(error, fallback));
}
