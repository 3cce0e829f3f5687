import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { describeRequestError, errorMessage, isNotFound, isUnauthenticated } from "./errors";

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
    });
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

  it("has no message for a network failure, so the caller's fallback shows", () => {
    expect(errorMessage(new TypeError("Failed to fetch"), "Failed to delete message.")).toBe(
      "Failed to delete message.",
    );
  });
});

describe("isUnauthenticated", () => {
  it("recognises an expired session", () => {
    expect(isUnauthenticated(graphQLError("Sign in again", { code: "UNAUTHENTICATED" }))).toBe(
      true,
    );
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
