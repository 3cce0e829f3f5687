import { type FieldPath, type FieldValues, type UseFormSetError } from "react-hook-form";
import { describeRequestError } from "./errors";

/**
 * Puts the server's field errors (BAD_USER_INPUT or CONFLICT `extensions.fieldErrors`) on the
 * form's own fields, focusing the first; answers whether any of them belonged to the form.
 */
export function applyFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
): boolean {
  let applied = false;
  for (const { path, message } of describeRequestError(error).fieldErrors) {
    if (!(fields as readonly string[]).includes(path)) continue;
    setError(path as FieldPath<Values>, { message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
