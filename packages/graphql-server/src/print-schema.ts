import { fileURLToPath } from "node:url";
import { lexicographicSortSchema, printSchema } from "graphql";
import { buildAppSchema } from "./build-schema.ts";

/** The committed SDL that clients generate their types from. */
export const schemaFile = fileURLToPath(new URL("../schema.graphql", import.meta.url));

const HEADER =
  "# Generated from the type-graphql resolvers by `pnpm schema:print`. Do not edit.\n\n";

export async function printAppSchema(): Promise<string> {
  return HEADER + printSchema(lexicographicSortSchema(await buildAppSchema())) + "\n";
}
