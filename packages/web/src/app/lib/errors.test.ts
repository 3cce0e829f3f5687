import { CombinedGraphQLErrors } from "@apollo/client";
import { describe, expect, it } from "vitest";
import {
  describeRequestError,
  isForbidden,
  isServiceUnavailable,
  isUnauthenticated,
} from "./errors";

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe("reading the server's errors", () => {
  it("reads the message, code and field errors of a refused input", () => {
    const error = graphQLError("Invalid input", {
      code: "BAD_USER_INPUT",
      fieldErrors: [{ path: "to", message: "Enter your WhatsApp number, e.g. +91 98765 43210" }],
    });
    expect(describeRequestError(error)).toEqual({
      message: "Invalid input",
      code: "BAD_USER_INPUT",
      fieldErrors: [{ path: "to", message: "Enter your WhatsApp number, e.g. +91 98765 43210" }],
      retryAfterSeconds: null,
    });
  });

  it("reads when to come back from maintenance", () => {
    const error = graphQLError("Ai Zapy is down for scheduled maintenance.", {
      code: "SERVICE_UNAVAILABLE",
      retryAfterSeconds: 300,
    });
    expect(describeRequestError(error).retryAfterSeconds).toBe(300);
    expect(isServiceUnavailable(error)).toBe(true);
    expect(isUnauthenticated(error)).toBe(false);
  });

  it("tells a refused session from a refused role", () => {
    expect(isUnauthenticated(graphQLError("Sign in", { code: "UNAUTHENTICATED" }))).toBe(true);
    expect(isForbidden(graphQLError("Owners and admins only", { code: "FORBIDDEN" }))).toBe(true);
  });

  it("says nothing usable about a network failure", () => {
    expect(describeRequestError(new TypeError("Failed to fetch"))).toEqual({
      message: null,
      code: null,
      fieldErrors: [],
      retryAfterSeconds: null,
    });
  });
});
