import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { maxCostRule, maxDepthRule } from "./limits.ts";

// A schema that can nest without end, to exercise the rules beyond what the product's allows.
const schema = buildSchema(`
  type Query { node: Node, nodes: [Node!]! }
  type Node { id: ID!, child: Node, children: [Node!]! }
`);

const errorsOf = (query: string, rule: ReturnType<typeof maxDepthRule>) =>
  validate(schema, parse(query), [rule]).map((error) => error.message);

const nested = (levels: number) => `{ ${"node { ".repeat(levels)}id${" }".repeat(levels)} }`;

describe("the depth limit", () => {
  it("allows eight levels and refuses nine", () => {
    expect(errorsOf(nested(8), maxDepthRule(8))).toEqual([]);
    expect(errorsOf(nested(9), maxDepthRule(8))).toEqual([
      "The operation is nested 9 levels deep; at most 8 are allowed.",
    ]);
  });

  it("follows fragments and inline fragments", () => {
    const query = `
      { node { ...A } }
      fragment A on Node { child { ... on Node { child { ...B } } } }
      fragment B on Node { child { child { child { child { child { child { id } } } } } } }`;
    expect(errorsOf(query, maxDepthRule(8))).toEqual([
      "The operation is nested 9 levels deep; at most 8 are allowed.",
    ]);
  });
});

describe("the cost limit", () => {
  it("counts one per field and a list's selections ten times", () => {
    // node(1) + id(1) = 2; nodes(1) + 10 × (id(1) + child(1) + id(1)) = 31; 33 in all.
    const query = `{ node { id } nodes { id child { id } } }`;
    expect(errorsOf(query, maxCostRule(33))).toEqual([]);
    expect(errorsOf(query, maxCostRule(32))).toEqual([
      "The operation costs 33; at most 32 is allowed.",
    ]);
  });

  it("multiplies nested lists", () => {
    // nodes(1) + 10 × (children(1) + 10 × id(1)) = 111
    expect(errorsOf(`{ nodes { children { id } } }`, maxCostRule(110))).toEqual([
      "The operation costs 111; at most 110 is allowed.",
    ]);
  });
});
