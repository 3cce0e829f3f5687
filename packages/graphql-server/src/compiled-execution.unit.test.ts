import { ApolloServer } from "@apollo/server";
import { buildSchema } from "graphql";
import { beforeEach, describe, expect, it } from "vitest";
import type { RequestContext } from "./context.ts";
import { compiledExecution, MAX_SETTLED_QUERY_LENGTH } from "./compiled-execution.ts";

// A schema whose resolvers count their runs, so a test can tell how often a query was executed.
const runs = { count: 0, refusal: 0 };
const schema = buildSchema(`
  type Query { count: Int!, refusal: Int }
  type Mutation { bump: Int! }
`);
schema.getQueryType()!.getFields().count!.resolve = () => ++runs.count;
schema.getQueryType()!.getFields().refusal!.resolve = () => {
  runs.refusal++;
  throw new Error("refused");
};
schema.getMutationType()!.getFields().bump!.resolve = () => ++runs.count;

// Only the caller is read by the execution itself: it names the request across Apollo's copy.
const requestContext = () => ({ caller: {} }) as RequestContext;

async function setUp() {
  const execution = compiledExecution(schema);
  const apollo = new ApolloServer<RequestContext>({ gateway: execution.gateway });
  await apollo.start();
  const throughApollo = async (
    query: string,
    { operationName = null as string | null, context = requestContext() } = {},
  ) => {
    const { body } = await apollo.executeOperation(
      { query, operationName: operationName ?? undefined },
      { contextValue: context },
    );
    if (body.kind !== "single") throw new Error("a single result was expected");
    return body.singleResult;
  };
  const settled = (
    query: string,
    { operationName = null as string | null, context = requestContext() } = {},
  ) => execution.answerSettled({ query, operationName, variables: undefined }, context);
  return { throughApollo, settled };
}

beforeEach(() => {
  runs.count = 0;
  runs.refusal = 0;
});

describe("settled queries", () => {
  it("are answered only once Apollo has run the same text", async () => {
    const { throughApollo, settled } = await setUp();
    expect(await settled("{ count }")).toBeUndefined();
    expect(runs.count).toBe(0);
    expect(await throughApollo("{ count }")).toEqual({ data: { count: 1 } });
    expect(await settled("{ count }")).toEqual({ data: { count: 2 } });
    // Another text of the same operation is another document to Apollo, and not settled.
    expect(await settled("{  count }")).toBeUndefined();
    expect(runs.count).toBe(2);
  });

  it("leave mutations, and operations of a document Apollo did not run, to Apollo", async () => {
    const { throughApollo, settled } = await setUp();
    await throughApollo("mutation { bump }");
    expect(await settled("mutation { bump }")).toBeUndefined();
    const document = "query A { count } query B { count }";
    await throughApollo(document, { operationName: "A" });
    expect(await settled(document, { operationName: "B" })).toBeUndefined();
    expect(await settled(document, { operationName: "A" })).toEqual({ data: { count: 3 } });
  });

  it("hand an answer with errors to Apollo without running the query again", async () => {
    const { throughApollo, settled } = await setUp();
    const first = await throughApollo("{ refusal }");
    expect(runs.refusal).toBe(1);
    const context = requestContext();
    expect(await settled("{ refusal }", { context })).toBeUndefined();
    expect(runs.refusal).toBe(2);
    // Apollo, asked for the same request, formats the answer already executed.
    expect(await throughApollo("{ refusal }", { context })).toEqual(first);
    expect(runs.refusal).toBe(2);
  });

  it(`are at most ${MAX_SETTLED_QUERY_LENGTH} characters long`, async () => {
    const { throughApollo, settled } = await setUp();
    const padded = (length: number) => `{ count }${" ".repeat(length - "{ count }".length)}`;
    await throughApollo(padded(MAX_SETTLED_QUERY_LENGTH));
    await throughApollo(padded(MAX_SETTLED_QUERY_LENGTH + 1));
    expect(await settled(padded(MAX_SETTLED_QUERY_LENGTH))).toEqual({ data: { count: 3 } });
    expect(await settled(padded(MAX_SETTLED_QUERY_LENGTH + 1))).toBeUndefined();
  });
});
