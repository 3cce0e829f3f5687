import { testDatabaseTemplates } from "@aizapy/db/testing";
import { jobQueueInstallation } from "@aizapy/messaging";

/** The services' suites work with the whole platform: the migrations and the job queue. */
export default testDatabaseTemplates(jobQueueInstallation);
