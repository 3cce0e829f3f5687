import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from "react-hook-form";
import { type z } from "zod";

/**
 * A react-hook-form resolver that checks a shared contracts schema against what the form's
 * values become when sent (empty optional fields left out, changes only): the rules stay the
 * contracts' own, and each message lands on the field of its path.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  toInput: (values: Values) => unknown,
): Resolver<Values, unknown, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".") || "root";
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
