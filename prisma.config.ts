// Configuration of the Prisma CLI (generate, migrate dev/status/diff). The running product does
// not use the CLI: it applies prisma/migrations itself at start (see packages/db).
import path from "node:path";
import { defineConfig } from "prisma/config";
import { createPgAdapterFactory, createPgliteAdapterFactory } from "./prisma/cli-adapters.ts";

const databaseUrl = process.env.DATABASE_URL;
// schema.prisma reads env("DATABASE_URL") so that it parses; the driver adapter below is what
// actually connects, so any well-formed URL will do when the embedded database is in use.
process.env.DATABASE_URL ??= "postgresql://pglite@localhost/pglite";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  adapter: async () =>
    databaseUrl
      ? createPgAdapterFactory(databaseUrl)
      : createPgliteAdapterFactory(path.resolve(process.env.DATA_DIR ?? "./data", "pg")),
});
