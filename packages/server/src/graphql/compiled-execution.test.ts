import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startTestServerWithAdmin } from "../test-support/test-server.ts";

let server: TestServer;
let token: string;

beforeAll(async () => {
  ({ server, token } = await startTestServerWithAdmin());
});
afterAll(() => server.close());

// graphql-jit's marker for dates (its source), followed by code it would run as `new Date(<code>)`.
const DATE_MARKER = "__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d";
const injected = globalThis as { aizapyInjected?: unknown };

describe("compiled queries", () => {
  it.each([
    ["spelled out", `"${DATE_MARKER}(globalThis.aizapyInjected = 1)"`],
    [
      "behind an escape sequence",
      `"\\u005f${DATE_MARKER.slice(1)}(globalThis.aizapyInjected = 2)"`,
    ],
  ])(
    "treat a string argument holding graphql-jit's date marker as a string, %s",
    async (_, literal) => {
      const result = await server.graphql(`{ apiConfigs(businessId: ${literal}) { id } }`, {
        token,
      });
      expect(injected.aizapyInjected).toBeUndefined();
      // The value reached the service as the string it is, and is no business's id.
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fieldErrors: [{ path: "businessId" }],
      });
    },
  );

  it("answer a resolver's refusal with its message, code and path, as graphql-js does", async () => {
    const result = await server.graphql(
      `query One($id: ID!) { config: apiConfig(id: $id) { id } }`,
      {
        token,
        variables: { id: "00000000-0000-4000-8000-000000000000" },
      },
    );
    expect(result.data).toBeNull();
    expect(result.errors).toEqual([
      {
        message: "API configuration not found",
        path: ["config"],
        extensions: { code: "NOT_FOUND" },
      },
    ]);
  });

  it.each([true, 1.5, { id: "x" }])(
    "answer variables that do not fit their types (%o for an ID) as the client's mistake",
    async (businessId) => {
      const before = server.logged.length;
      const result = await server.graphql(
        `query Q($businessId: ID) { apiConfigs(businessId: $businessId) { id } }`,
        {
          token,
          variables: { businessId },
        },
      );
      expect(result.status).toBe(400);
      expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(server.logged.slice(before).filter((line) => line.level === "error")).toEqual([]);
    },
  );
});
