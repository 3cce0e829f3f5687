import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { printAppSchema, schemaFile } from "./print-schema.ts";

describe("schema.graphql", () => {
  it("matches the resolvers (run `pnpm schema:print` after changing them)", async () => {
    expect(readFileSync(schemaFile, "utf8")).toBe(await printAppSchema());
  });
});
