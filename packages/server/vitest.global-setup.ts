import { testDatabaseTemplates } from "@aizapy/db/testing";
import { jobQueueInstallation } from "@aizapy/messaging";

/** The host's suites run the whole product: the migrations and the job queue. */
export default testDatabaseTemplates(jobQueueInstallation);
