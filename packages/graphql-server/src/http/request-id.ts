import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

/** Tags each request with an id, echoed in X-Request-Id, that logs and masked errors refer to. */
export const assignRequestId: RequestHandler = (_req, res, next) => {
  const requestId = randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  next();
};
