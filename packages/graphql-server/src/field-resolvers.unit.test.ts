import { isObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { buildAppSchema } from "./build-schema.ts";

// type-graphql wraps every field of an object type in a middleware runner unless the type says
// `simpleResolvers: true`. The product's object types are plain data, so the wrapper is pure cost:
// a page of 24 messages would run it 240 times per request.
describe("GraphQL object types", () => {
  it("read their fields directly, without per-field wrappers", async () => {
    const schema = await buildAppSchema();
    const wrapped: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith("__")) continue;
      if (type === schema.getQueryType() || type === schema.getMutationType()) continue;
      for (const field of Object.values(type.getFields())) {
        if (field.resolve) wrapped.push(`${type.name}.${field.name}`);
      }
    }
    expect(wrapped, "add `simpleResolvers: true` to these @ObjectType()s").toEqual([]);
  });
});
