import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServerWithAdmin, type TestServer } from "../test-support/test-server.ts";

let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ server, token } = await startTestServerWithAdmin());
});
afterAll(() => server.close());

/** One POST to /graphql as a client sends it, answered as the raw status, type and text. */
async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cacheControl: response.headers.get("cache-control"),
    text: await response.text(),
  };
}

/**
 * The same request three times: the first is Apollo's, the later ones are settled. Each test's
 * query text is its own (a comment naming the case), so that its first request is Apollo's too.
 */
const thrice = async (body: unknown, headers?: Record<string, string>) => [
  await post(body, headers),
  await post(body, headers),
  await post(body, headers),
];

// A query Apollo has answered once is answered by its compiled code after that (decision 0022);
// a client must not be able to tell the two apart.
describe("a query asked again", () => {
  it.each([
    ["no Accept header", {}],
    [
      "Apollo Client's Accept header",
      { accept: "application/graphql-response+json,application/json;q=0.9" },
    ],
    ["the GraphQL response type only", { accept: "application/graphql-response+json" }],
    ["a type GraphQL cannot answer with", { accept: "image/png" }],
  ])("is answered as the first time, with %s", async (name, headers) => {
    const answers = await thrice(
      {
        query: `query Figures { dashboardStats { totalBusinesses totalMessages } me { username } } # ${name}`,
      },
      headers,
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("answers the operation asked for, with its variables", async () => {
    const query = `
      query Me { me { username } }
      query Series($days: Int!) { analyticsSeries(days: $days) { days daily { date } } }`;
    const series = (days: number) => post({ query, operationName: "Series", variables: { days } });
    await post({ query, operationName: "Me" });
    expect(JSON.parse((await post({ query, operationName: "Me" })).text)).toEqual({
      data: { me: { username: "admin" } },
    });
    await series(30);
    for (const days of [7, 90]) {
      const { data } = JSON.parse((await series(days)).text);
      expect(data.analyticsSeries.days).toBe(days);
      expect(data.analyticsSeries.daily.length).toBe(days);
    }
  });

  it.each([
    ["an unknown operation name", 400, { operationName: "Nope" }],
    ["variables as a string", 400, { variables: "{}" }],
    ["variables that do not fit", 400, { variables: { days: "many" } }],
    ["an operation name that is not a string", 400, { operationName: 7 }],
    // Apollo reads no extensions (persisted queries are off) and answers the query.
    ["extensions", 200, { extensions: { persistedQuery: { version: 1, sha256Hash: "0" } } }],
  ])("keeps Apollo's answer to a request with %s", async (name, status, fields) => {
    const query = `query Series($days: Int = 7) { analyticsSeries(days: $days) { days } } # ${name}`;
    await post({ query });
    const answers = await thrice({ query, ...fields });
    expect(answers[0]?.status).toBe(status);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("keeps Apollo's answer to a resolver's refusal", async () => {
    const answers = await thrice({
      query: `{ apiConfig(id: "00000000-0000-4000-8000-000000000000") { id } }`,
    });
    expect(JSON.parse(answers[0]!.text)).toMatchObject({
      errors: [{ message: "API configuration not found", extensions: { code: "NOT_FOUND" } }],
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("is refused once the session has ended", async () => {
    const { token: own } = JSON.parse(
      (
        await post({
          query: `mutation { adminLogin(input: { username: "admin", password: "correct horse battery" }) { token } }`,
        })
      ).text,
    ).data.adminLogin;
    const me = () => post({ query: "{ me { username } }" }, { authorization: `Bearer ${own}` });
    await me();
    expect(JSON.parse((await me()).text)).toEqual({ data: { me: { username: "admin" } } });
    await post({ query: "mutation { adminLogout }" }, { authorization: `Bearer ${own}` });
    expect(JSON.parse((await me()).text)).toMatchObject({
      data: null,
      errors: [{ extensions: { code: "UNAUTHENTICATED" } }],
    });
  });
});
