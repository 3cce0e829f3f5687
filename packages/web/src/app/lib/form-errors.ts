import { type FieldPath, type FieldValues, type UseFormSetError } from "react-hook-form";
import { applyFieldErrors } from "../../shared/lib/form-errors";
import { notifyRequestFailure } from "./notify";

/**
 * Where a failed form's error belongs: on its fields when the server named them, else in a toast
 * titled `title`.
 */
export function showFormError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
  toast: { title: string; fallback: string },
  aliases: Readonly<Record<string, FieldPath<Values>>> = {},
): void {
  if (applyFieldErrors(error, setError, fields, aliases)) return;
  notifyRequestFailure(toast.title, error, toast.fallback);
}
