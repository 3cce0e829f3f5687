import type { z } from "zod";
import { AppError } from "@aizapy/contracts";
import { toFieldErrors } from "@aizapy/contracts";

/**
 * Parses service input with its shared zod schema. Invalid input throws BAD_USER_INPUT carrying
 * every field's message; the first one is the error's message, as the forms show it.
 */
export function validateInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = toFieldErrors(result.error);
  throw new AppError("invalid_request", fieldErrors[0]?.message ?? "Invalid input", {
    fieldErrors,
  });
}
