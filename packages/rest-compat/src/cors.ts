import type { Request, RequestHandler } from "express";
import { sendJsonError } from "./http-error.ts";

const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The origin the API itself is served from (honours TRUST_PROXY for the scheme). */
function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get("host")}`;
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
}): RequestHandler {
  return async (req, res, next) => {
    res.vary("Origin");
    const origin = req.get("origin");
    if (!origin || origin === ownOrigin(req)) {
      next();
      return;
    }
    if (!(await options.allowedOrigins()).includes(origin)) {
      sendJsonError(res, 403, "This origin is not allowed to call the API.");
      return;
    }
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Access-Control-Allow-Credentials", "true");
    res.setHeader("Access-Control-Expose-Headers", "Retry-After, X-Request-Id");
    if (req.method === "OPTIONS" && req.get("access-control-request-method")) {
      res.setHeader("Access-Control-Allow-Methods", options.methodsFor(req.path).join(", "));
      res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type");
      res.setHeader("Access-Control-Max-Age", String(PREFLIGHT_MAX_AGE_SECONDS));
      res.status(204).end();
      return;
    }
    next();
  };
}
