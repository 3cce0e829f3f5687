import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { describe, expect, it } from "vitest";
import {
  describeRequestError,
  errorMessage,
  isForbidden,
  isNotFound,
  isServiceUnavailable,
  isUnauthenticated,
} from "./errors";

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe("describeRequestError", () => {
  it("reads the first GraphQL error's message, code and field errors", () => {
    const error = graphQLError("Current password is incorrect", {
      code: "BAD_USER_INPUT",
      fieldErrors: [{ path: "currentPassword", message: "Current password is incorrect" }],
    });
    expect(describeRequestError(error)).toEqual({
      message: "Current password is incorrect",
      code: "BAD_USER_INPUT",
      fieldErrors: [{ path: "currentPassword", message: "Current password is incorrect" }],
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

  it("adds the request id of a masked server fault", () => {
    const error = graphQLError("Something went wrong on our side. Please try again.", {
      code: "INTERNAL_SERVER_ERROR",
      requestId: "abc-123",
    });
    expect(describeRequestError(error).message).toBe(
      "Something went wrong on our side. Please try again. (reference abc-123)",
    );
  });

  it("turns a non-success HTTP answer into 'status: body', or the status text if no body", () => {
    const response = new Response("Bad gateway upstream", {
      status: 502,
      statusText: "Bad Gateway",
    });
    const error = new ServerError("Response not successful", {
      response,
      bodyText: "Bad gateway upstream",
    });
    expect(describeRequestError(error).message).toBe("502: Bad gateway upstream");
    const empty = new ServerError("Response not successful", { response, bodyText: "" });
    expect(describeRequestError(empty).message).toBe("502: Bad Gateway");
  });

  it("says nothing usable about a network failure, so the caller's fallback shows", () => {
    const failure = new TypeError("Failed to fetch");
    expect(describeRequestError(failure)).toEqual({
      message: null,
      code: null,
      fieldErrors: [],
      retryAfterSeconds: null,
    });
    expect(errorMessage(failure, "Failed to delete message.")).toBe("Failed to delete message.");
  });
});

describe("the codes of a refusal", () => {
  it("tells a refused session from a refused role", () => {
    expect(isUnauthenticated(graphQLError("Sign in again", { code: "UNAUTHENTICATED" }))).toBe(
      true,
    );
    expect(isForbidden(graphQLError("Owners and admins only", { code: "FORBIDDEN" }))).toBe(true);
    expect(isUnauthenticated(graphQLError("Nope", { code: "NOT_FOUND" }))).toBe(false);
    expect(isUnauthenticated(new Error("x"))).toBe(false);
  });
});

describe("isNotFound", () => {
  const answer = (...errors: Array<{ code: string; path: string[] }>) =>
    new CombinedGraphQLErrors({
      errors: errors.map(({ code, path }) => ({ message: code, path, extensions: { code } })),
    });

  it("recognises a missing record by the field that asked for it, among other errors", () => {
    const error = answer(
      { code: "BAD_USER_INPUT", path: ["apiConfigs"] },
      { code: "NOT_FOUND", path: ["business"] },
    );
    expect(isNotFound(error, "business")).toBe(true);
    expect(isNotFound(error, "apiConfigs")).toBe(false);
  });

  it("is not fooled by other failures", () => {
    expect(
      isNotFound(answer({ code: "INTERNAL_SERVER_ERROR", path: ["business"] }), "business"),
    ).toBe(false);
    expect(isNotFound(new TypeError("Failed to fetch"), "business")).toBe(false);
  });
});
