import { jobQueueInstallation } from "@aizapy/db";
import { testDatabaseTemplates } from "@aizapy/db/testing";
import { MESSAGING_QUEUES } from "@aizapy/messaging";

/** The services' suites work with the whole platform: the migrations and the job queue. */
export default testDatabaseTemplates(jobQueueInstallation(MESSAGING_QUEUES));
