import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { accountFailures } from "../../content/account";
import { ApiRequestError } from "../../lib/api-request";

/** "30 seconds", "2 minutes", "1 hour": how long to wait, rounded up. */
export function formatWait(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), "second");
  if (seconds < 90 * 60) return plural(Math.ceil(seconds / 60), "minute");
  return plural(Math.ceil(seconds / 3600), "hour");
}

const retryIn = (seconds: number | undefined) =>
  seconds === undefined
    ? accountFailures.retryLater
    : `Please try again in ${formatWait(seconds)}.`;

/**
 * What to tell the visitor, above the form, about a request that failed: the server's own words
 * where it has any to show (a wrong password, maintenance), with when to try again.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return accountFailures.unexpected;
  if (error.code === "network_error") return accountFailures.network;
  if (error.status === 429) {
    return `${accountFailures.tooManyAttempts} ${retryIn(error.retryAfterSeconds)}`;
  }
  if (error.status === 503 || error.code === "maintenance") {
    const message = error.isFromServer ? error.message : accountFailures.maintenance;
    return `${message} ${retryIn(error.retryAfterSeconds)}`;
  }
  if (error.status === 401) {
    return error.isFromServer ? error.message : accountFailures.invalidCredentials;
  }
  if (error.status >= 500 || !error.isFromServer) return accountFailures.unexpected;
  return error.message;
}

/**
 * Puts the server's field errors on their fields (focusing the first) and returns what is left
 * for the form-level alert: `null` when every error found its field.
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
): string | null {
  const fieldErrors =
    error instanceof ApiRequestError && error.status === 400 ? error.fieldErrors : [];
  const known = fieldErrors.filter(({ path }) => (fields as readonly string[]).includes(path));
  known.forEach(({ path, message }, index) =>
    setError(path as FieldPath<Values>, { type: "server", message }, { shouldFocus: index === 0 }),
  );
  if (known.length > 0 && known.length === fieldErrors.length) return null;
  return failureMessage(error);
}

/** Whether the server refused an account mail's link (used, expired or unknown). */
export const isInvalidLink = (error: unknown): boolean =>
  error instanceof ApiRequestError &&
  (error.code === "invalid_link" || error.fieldErrors.some(({ path }) => path === "token"));
