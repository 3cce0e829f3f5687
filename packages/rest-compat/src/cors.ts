import type { FastifyReply, FastifyRequest } from "fastify";

const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The origin the API itself is served from (honours TRUST_PROXY for the scheme). */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host}`;
}

/**
 * CORS from the platform settings: same-origin requests always pass; a cross-origin request
 * (or preflight) passes only from an allowed origin and is refused with 403 otherwise, before
 * anything runs.
 */
export function corsPolicy(options: {
  allowedOrigins(): Promise<string[]>;
  /** Methods served at the request's path, for the preflight answer. */
  methodsFor(path: string): string[];
}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("Vary", "Origin");
    const origin = request.headers.origin;
    if (!origin || origin === ownOrigin(request)) return;
    if (!(await options.allowedOrigins()).includes(origin)) {
      return reply.code(403).send({ message: "This origin is not allowed to call the API." });
    }
    reply.headers({
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Credentials": "true",
      "Access-Control-Expose-Headers": "Retry-After, X-Request-Id",
    });
    if (request.method === "OPTIONS" && request.headers["access-control-request-method"]) {
      return reply
        .headers({
          "Access-Control-Allow-Methods": options.methodsFor(request.url).join(", "),
          "Access-Control-Allow-Headers": "Authorization, Content-Type",
          "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE_SECONDS),
        })
        .code(204)
        .send();
    }
  };
}
