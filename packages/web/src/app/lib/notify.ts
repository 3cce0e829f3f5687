import { isServiceUnavailable, isUnauthenticated } from "../../shared/lib/errors";
import { requestFailureNotifier } from "../../shared/lib/notify";

/**
 * A failed action: the server's message or the fallback. A refused session and maintenance are
 * left to the workspace's own handlers (the sign-in page, the maintenance notice).
 */
export const notifyRequestFailure = requestFailureNotifier(
  (error) => isUnauthenticated(error) || isServiceUnavailable(error),
);
