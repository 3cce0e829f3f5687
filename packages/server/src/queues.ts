import type { QueueDefinition } from "@aizapy/db";
import { ENGAGEMENT_QUEUES } from "@aizapy/engagement";
import { MESSAGING_QUEUES } from "@aizapy/messaging";
import { MAIL_QUEUES } from "@aizapy/services";

/** Every queue of the product: one job queue serves them all, in every new database. */
export const PRODUCT_QUEUES: readonly QueueDefinition[] = [
  ...MESSAGING_QUEUES,
  ...MAIL_QUEUES,
  ...ENGAGEMENT_QUEUES,
];
