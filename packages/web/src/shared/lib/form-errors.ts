import { type FieldPath, type FieldValues, type UseFormSetError } from "react-hook-form";
import { describeRequestError } from "./errors";

/**
 * Puts the server's field errors (BAD_USER_INPUT or CONFLICT `extensions.fieldErrors`) on the
 * form's own fields, focusing the first; answers whether any of them belonged to the form.
 * `aliases` maps a server path to the form's field when they differ (`to` → `phoneNumber`).
 */
export function applyFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
  aliases: Readonly<Record<string, FieldPath<Values>>> = {},
): boolean {
  let applied = false;
  for (const { path, message } of describeRequestError(error).fieldErrors) {
    const field = aliases[path] ?? path;
    if (!(fields as readonly string[]).includes(field)) continue;
    setError(field as FieldPath<Values>, { message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
