import { V1_ERRORS, type V1ErrorCode } from "@aizapy/contracts";

/**
 * An expected refusal of a /v1 request: its code decides the HTTP status (V1_ERRORS) and is what
 * clients branch on; `details` says more in a shape of the code's own (field errors, counts).
 */
export class PlatformError extends Error {
  override name = "PlatformError";

  constructor(
    readonly code: V1ErrorCode,
    message: string,
    readonly details: unknown = null,
    /** For rate_limited and service_unavailable: when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get status(): number {
    return V1_ERRORS[this.code].status;
  }
}
