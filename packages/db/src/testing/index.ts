// Test databases for the suites of every package: fresh, migrated copies of a template, on PGlite
// or on the PostgreSQL test server, as the vitest project's TEST_DATABASE says.
export * from "./test-database.ts";
export { postgresServerUrl, testDatabaseTemplates } from "./global-setup.ts";
