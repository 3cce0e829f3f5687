import { AppError, toFieldErrors } from "@aizapy/contracts";
import type { z } from "zod";

/** Reads input against a schema, or refuses it with one message per field (400). */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors = toFieldErrors(result.error);
  throw new AppError("invalid_request", fieldErrors[0]?.message ?? "Invalid request", {
    fieldErrors,
  });
}
