import { ACCOUNT_MESSAGES } from "@aizapy/contracts";
import { describe, expect, it } from "vitest";
import { accountFailures } from "../../content/account";
import { ApiRequestError } from "../../lib/api-request";
import { failureMessage, formatWait, isInvalidLink, showServerErrors } from "./server-errors";

const refusal = (
  status: number,
  code: string,
  message = "",
  extra: { fieldErrors?: { path: string; message: string }[]; retryAfterSeconds?: number } = {},
) =>
  new ApiRequestError(message || String(status), {
    status,
    code,
    isFromServer: message !== "",
    ...extra,
  });

describe("account form failures", () => {
  it("says how long to wait in words", () => {
    expect(formatWait(1)).toBe("1 second");
    expect(formatWait(45)).toBe("45 seconds");
    expect(formatWait(61)).toBe("2 minutes");
    expect(formatWait(15 * 60)).toBe("15 minutes");
    expect(formatWait(3 * 3600)).toBe("3 hours");
  });

  it("shows the server's words for a wrong password, with when to retry for limits and maintenance", () => {
    expect(failureMessage(refusal(401, "unauthorized", "Invalid email or password"))).toBe(
      "Invalid email or password",
    );
    expect(
      failureMessage(refusal(429, "too_many_requests", "Slow", { retryAfterSeconds: 900 })),
    ).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(
      failureMessage(refusal(503, "maintenance", "We are upgrading.", { retryAfterSeconds: 30 })),
    ).toBe("We are upgrading. Please try again in 30 seconds.");
    expect(failureMessage(refusal(503, "maintenance"))).toBe(
      `${accountFailures.maintenance} ${accountFailures.retryLater}`,
    );
    expect(failureMessage(refusal(0, "network_error"))).toBe(accountFailures.network);
    expect(failureMessage(refusal(500, "server_error", "stack trace"))).toBe(
      accountFailures.unexpected,
    );
    expect(failureMessage(new Error("boom"))).toBe(accountFailures.unexpected);
  });

  it("puts field errors on their fields, focusing the first, and leaves the rest to the form", () => {
    const set: [string, string, boolean | undefined][] = [];
    const setError = (
      name: string,
      error: { message?: string },
      options?: { shouldFocus?: boolean },
    ) => set.push([name, error.message ?? "", options?.shouldFocus]);
    const invalid = refusal(400, "invalid_request", "Invalid request", {
      fieldErrors: [
        { path: "password", message: ACCOUNT_MESSAGES.passwordGuessable },
        { path: "phoneNumber", message: ACCOUNT_MESSAGES.phoneNumber },
      ],
    });
    expect(showServerErrors(invalid, ["password", "phoneNumber"], setError as never)).toBeNull();
    expect(set).toEqual([
      ["password", ACCOUNT_MESSAGES.passwordGuessable, true],
      ["phoneNumber", ACCOUNT_MESSAGES.phoneNumber, false],
    ]);

    set.length = 0;
    expect(showServerErrors(invalid, ["password"], setError as never)).toBe("Invalid request");
    expect(set.map(([name]) => name)).toEqual(["password"]);
  });

  it("recognises a refused mail link", () => {
    expect(isInvalidLink(refusal(400, "invalid_link", ACCOUNT_MESSAGES.invalidLink))).toBe(true);
    expect(
      isInvalidLink(
        refusal(400, "invalid_request", "Invalid", {
          fieldErrors: [{ path: "token", message: ACCOUNT_MESSAGES.invalidLink }],
        }),
      ),
    ).toBe(true);
    expect(isInvalidLink(refusal(409, "already_member", "Already"))).toBe(false);
  });
});
