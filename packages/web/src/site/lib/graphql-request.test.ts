import { describe, expect, it } from "vitest";
import { GraphQLRequestError, graphqlRequest } from "./graphql-request";

const respond =
  (body: unknown, status = 200): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("graphqlRequest", () => {
  it("POSTs JSON to /graphql and returns the data", async () => {
    let request: { url: string; init: RequestInit } | undefined;
    const fetch: typeof globalThis.fetch = async (url, init) => {
      request = { url: String(url), init: init! };
      return new Response(JSON.stringify({ data: { ok: true } }));
    };
    await expect(graphqlRequest("query { ok }", { a: 1 }, { fetch })).resolves.toEqual({
      ok: true,
    });
    expect(request?.url).toBe("/graphql");
    expect(request?.init.method).toBe("POST");
    expect((request?.init.headers as Record<string, string>)["content-type"]).toBe(
      "application/json",
    );
    expect(JSON.parse(String(request?.init.body))).toEqual({
      query: "query { ok }",
      variables: { a: 1 },
    });
  });

  it("throws the server's first error with its code and field errors", async () => {
    const fetch = respond({
      data: null,
      errors: [
        {
          message: "Name must be at least 2 characters",
          extensions: {
            code: "BAD_USER_INPUT",
            fieldErrors: [{ path: "name", message: "Name must be at least 2 characters" }],
          },
        },
      ],
    });
    const error = await graphqlRequest("mutation { x }", {}, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({
      message: "Name must be at least 2 characters",
      code: "BAD_USER_INPUT",
      fieldErrors: [{ path: "name", message: "Name must be at least 2 characters" }],
      isFromServer: true,
    });
  });

  it("carries retryAfterSeconds when the server is throttling", async () => {
    const fetch = respond(
      {
        errors: [
          {
            message: "Too many requests",
            extensions: { code: "TOO_MANY_REQUESTS", retryAfterSeconds: 30 },
          },
        ],
      },
      429,
    );
    await expect(graphqlRequest("mutation { x }", {}, { fetch })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      retryAfterSeconds: 30,
    });
  });

  it("reports a network failure without a server message", async () => {
    const fetch: typeof globalThis.fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(graphqlRequest("query { ok }", {}, { fetch })).rejects.toMatchObject({
      code: "NETWORK_ERROR",
      isFromServer: false,
    });
  });

  it("reports a non-JSON answer as a failure with its status", async () => {
    const fetch: typeof globalThis.fetch = async () =>
      new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" });
    await expect(graphqlRequest("query { ok }", {}, { fetch })).rejects.toMatchObject({
      message: "502: Bad Gateway",
      isFromServer: false,
    });
  });
});
