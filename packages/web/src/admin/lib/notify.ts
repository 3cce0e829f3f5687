import { isUnauthenticated } from "../../shared/lib/errors";
import { requestFailureNotifier } from "../../shared/lib/notify";

/**
 * A failed console action: the server's message or the spec's fallback. An expired session is
 * left to the session handler, which has already said so and gone to the login page.
 */
export const notifyRequestFailure = requestFailureNotifier(isUnauthenticated);
