import type { Caller } from "@aizapy/contracts";
import type { Services } from "@aizapy/services";
import type { FastifyRequest } from "fastify";

export interface RestCompatOptions {
  /** The host's service layer: the same services its GraphQL resolvers call. */
  services: Services;
  /** The host's view of who is calling (address after TRUST_PROXY, request id). */
  callerOf(request: FastifyRequest): Caller;
}
