// `pnpm schema:print`: writes schema.graphql from the resolvers (CI checks it is up to date).
import "reflect-metadata";
import { writeFileSync } from "node:fs";
import { printAppSchema, schemaFile } from "../print-schema.ts";

writeFileSync(schemaFile, await printAppSchema());
console.log(`wrote ${schemaFile}`);
