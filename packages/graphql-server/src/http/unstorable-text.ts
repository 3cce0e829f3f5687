import { AppError, AppErrorCode } from "@aizapy/contracts";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";

export const UNSTORABLE_TEXT_MESSAGE =
  "Text may not contain NUL characters or unpaired surrogates.";

/** PostgreSQL text cannot hold U+0000, and a lone surrogate is not Unicode text at all. */
export function isStorableText(text: string): boolean {
  return text.isWellFormed() && !text.includes("\u0000");
}

/** The dotted path of the first string in `value` that is not storable text, if any. */
export function findUnstorableText(value: unknown, at: string[] = []): string | undefined {
  if (typeof value === "string") return isStorableText(value) ? undefined : at.join(".") || "input";
  // A raw body kept as bytes (a signed webhook) is checked by whoever reads it.
  if (typeof value !== "object" || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...at, "(key)"].join(".");
    const found = findUnstorableText(item, [...at, key]);
    if (found !== undefined) return found;
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
    new AppError(AppErrorCode.BadUserInput, UNSTORABLE_TEXT_MESSAGE, {
      fieldErrors: [{ path, message: UNSTORABLE_TEXT_MESSAGE }],
    }),
  );
}
