import type { z } from "zod";

/** A message for one input field, keyed by its dotted path (e.g. `allowedOrigins.0`). */
export interface FieldError {
  path: string;
  message: string;
}

/** zod's issues as the field errors both APIs return: one per field, the first message wins. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  const byPath = new Map<string, string>();
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "input";
    if (!byPath.has(path)) byPath.set(path, issue.message);
  }
  return [...byPath].map(([path, message]) => ({ path, message }));
}
