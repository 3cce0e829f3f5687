import { testDatabaseTemplates } from "./src/testing/index.ts";

/** The database's own suites need the migrations only. */
export default testDatabaseTemplates();
