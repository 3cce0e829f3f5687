import { AppError, isStorableText, UNSTORABLE_TEXT_MESSAGE } from "@aizapy/contracts";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";

/** The dotted path of the first string in `value` that is not storable text, if any. */
export function findUnstorableText(value: unknown): string | undefined {
  const path = unstorablePath(value);
  if (path === undefined) return undefined;
  return path.length > 0 ? path.join(".") : "input";
}

/**
 * The keys leading to the first unstorable string, built on the way back out: every request's
 * body and query pass through here, and almost all of them hold nothing to report.
 */
function unstorablePath(value: unknown): string[] | undefined {
  if (typeof value === "string") return isStorableText(value) ? undefined : [];
  // A raw body kept as bytes (a signed webhook) is checked by whoever reads it.
  if (typeof value !== "object" || value === null || Buffer.isBuffer(value)) return undefined;
  for (const key of Object.keys(value)) {
    if (!isStorableText(key)) return ["(key)"];
    const path = unstorablePath((value as Record<string, unknown>)[key]);
    if (path !== undefined) {
      path.unshift(key);
      return path;
    }
  }
  return undefined;
}

/**
 * Refuses, with a 400 naming the field, any request whose body, query string or path carries
 * text the database could not store: one check for every route, before any handler runs.
 */
export function refuseUnstorableText(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const path =
    findUnstorableText(request.body) ??
    findUnstorableText(request.query) ??
    findUnstorableText(request.params);
  if (path === undefined) return done();
  done(
    new AppError("invalid_request", UNSTORABLE_TEXT_MESSAGE, {
      fieldErrors: [{ path, message: UNSTORABLE_TEXT_MESSAGE }],
    }),
  );
}
