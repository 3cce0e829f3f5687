import { testDatabaseTemplates } from "@aizapy/db/testing";

/** Engagement's suites work on the product's tables: the migrations are enough. */
export default testDatabaseTemplates();
