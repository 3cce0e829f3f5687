import { describe, expect, it } from "vitest";
import { ApiRequestError, postJson } from "./api-request";

const respond =
  (body: unknown, status = 200, headers: Record<string, string> = {}): typeof fetch =>
  async () =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", ...headers },
    });

const failureOf = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

describe("postJson", () => {
  it("POSTs the body as JSON to the path and returns the answer", async () => {
    let request: { url: string; init: RequestInit } | undefined;
    const fetch: typeof globalThis.fetch = async (url, init) => {
      request = { url: String(url), init: init! };
      return new Response(JSON.stringify({ token: "t" }), { status: 201 });
    };
    await expect(postJson("/api/auth/login", { email: "a@b.in" }, { fetch })).resolves.toEqual({
      token: "t",
    });
    expect(request?.url).toBe("/api/auth/login");
    expect(request?.init.method).toBe("POST");
    expect((request?.init.headers as Record<string, string>)["content-type"]).toBe(
      "application/json",
    );
    expect(JSON.parse(String(request?.init.body))).toEqual({ email: "a@b.in" });
  });

  it("accepts an answer without a body (202)", async () => {
    await expect(
      postJson("/api/auth/forgot-password", {}, { fetch: respond(undefined, 202) }),
    ).resolves.toBeUndefined();
  });

  it("throws the server's message, code and field errors", async () => {
    const error = await failureOf(
      postJson(
        "/api/auth/signup",
        {},
        {
          fetch: respond(
            {
              message: "Invalid request",
              code: "invalid_request",
              errors: [{ path: "password", message: "Too easy" }, { path: 3 }],
            },
            400,
          ),
        },
      ),
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: "invalid_request",
      message: "Invalid request",
      fieldErrors: [{ path: "password", message: "Too easy" }],
      isFromServer: true,
    });
  });

  it("reads how long to wait from the body, else from Retry-After", async () => {
    const limited = await failureOf(
      postJson("/x", {}, { fetch: respond({ message: "Slow down", retryAfterSeconds: 30 }, 429) }),
    );
    expect(limited).toMatchObject({
      status: 429,
      code: "too_many_requests",
      retryAfterSeconds: 30,
    });

    const maintenance = await failureOf(
      postJson(
        "/x",
        {},
        {
          fetch: respond({ code: "maintenance", message: "Back soon" }, 503, {
            "retry-after": "120",
          }),
        },
      ),
    );
    expect(maintenance).toMatchObject({ code: "maintenance", retryAfterSeconds: 120 });
  });

  it("reports a network failure, or an answer that is not JSON, as code network_error", async () => {
    const offline = await failureOf(
      postJson(
        "/x",
        {},
        {
          fetch: async () => {
            throw new TypeError("Failed to fetch");
          },
        },
      ),
    );
    expect(offline).toMatchObject({ status: 0, code: "network_error", isFromServer: false });

    const proxyPage = await failureOf(
      postJson(
        "/x",
        {},
        { fetch: async () => new Response("<html>Bad gateway</html>", { status: 502 }) },
      ),
    );
    expect(proxyPage).toMatchObject({ status: 502, code: "server_error", isFromServer: false });
  });
});
