import { testDatabaseTemplates } from "@aizapy/db/testing";
import { productInstallation } from "./src/database-template.ts";

/** The host's suites run the whole product: the migrations and the job queue. */
export default testDatabaseTemplates(productInstallation);
