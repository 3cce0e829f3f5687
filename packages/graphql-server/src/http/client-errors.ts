import type { ErrorRequestHandler } from "express";

/** Readable messages for the request errors Express's body parser raises (by its error type). */
const MESSAGES: Record<string, string> = {
  "entity.too.large": "The request body is larger than 64 KB.",
  "entity.parse.failed": "The request body is not valid JSON.",
  "encoding.unsupported": "The request body's encoding is not supported.",
  "charset.unsupported": "The request body's character set is not supported.",
  "request.aborted": "The request was aborted.",
};

/** Answers a malformed request with its 4xx status and a JSON message; anything else falls through. */
export const clientErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const status = Number((error as { status?: unknown }).status);
  if (res.headersSent || !(status >= 400 && status < 500)) {
    next(error);
    return;
  }
  const type = String((error as { type?: unknown }).type ?? "");
  res.status(status).json({ message: MESSAGES[type] ?? "The request could not be understood." });
};
