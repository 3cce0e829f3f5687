import { DEAD_LETTER_QUEUE_OPTIONS, type QueueDefinition } from "@aizapy/db";

export const CAMPAIGN_QUEUE_NAMES = {
  send: "campaign-send",
  sendDead: "campaign-send-dead",
} as const;

/** A campaign to send the next batches of, when the job comes due. */
export interface CampaignJob {
  campaignId: string;
}

export const CAMPAIGN_QUEUES: readonly QueueDefinition[] = [
  { name: CAMPAIGN_QUEUE_NAMES.sendDead, options: DEAD_LETTER_QUEUE_OPTIONS },
  {
    name: CAMPAIGN_QUEUE_NAMES.send,
    options: {
      retryLimit: 10,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 1800,
      heartbeatSeconds: 30,
      deadLetter: CAMPAIGN_QUEUE_NAMES.sendDead,
    },
  },
];
