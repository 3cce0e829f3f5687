import { uuidv7 } from "@aizapy/db";

export { isUuid, uuidv7 } from "@aizapy/db";

/** A webhook event's id, the `webhook-id` header every attempt to deliver it carries. */
export const webhookEventId = (now: Date = new Date()) => `evt_${uuidv7(now).replaceAll("-", "")}`;
