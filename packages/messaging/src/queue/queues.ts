import { DEAD_LETTER_QUEUE_OPTIONS, type QueueDefinition } from "@aizapy/db";

/** The platform's queues and how each retries. A dead letter queue comes before its source. */
export const QUEUES = {
  /** Send jobs that failed every retry: their message is parked for an operator. */
  messageSendDead: { name: "message-send-dead", options: DEAD_LETTER_QUEUE_OPTIONS },
  /** One job per accepted message: hand it to its provider. */
  messageSend: {
    name: "message-send",
    // Transient provider failures back off from 2 s to 10 min; after the last one the message is
    // parked for an operator. A worker that dies is noticed within heartbeatSeconds.
    //
    // No NOTIFY: PostgreSQL commits every notifying transaction under one lock, held through its
    // WAL flush, so one NOTIFY per accepted message made the accepts wait for each other's
    // commits (the commonest wait under load). The process that accepts a message wakes its own
    // workers instead (JobQueue.wake); the others find it at their next poll.
    options: {
      retryLimit: 8,
      retryDelay: 2,
      retryBackoff: true,
      retryDelayMax: 600,
      expireInSeconds: 120,
      heartbeatSeconds: 10,
      notify: false,
      deadLetter: "message-send-dead",
    },
  },
  /** Delivery jobs that failed every retry: their event is marked failed, for redelivery. */
  webhookDeliverDead: { name: "webhook-deliver-dead", options: DEAD_LETTER_QUEUE_OPTIONS },
  /** One job per attempt to deliver a webhook event; its schedule is the platform's own. */
  webhookDeliver: {
    name: "webhook-deliver",
    options: {
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 60,
      heartbeatSeconds: 10,
      notify: true,
      deadLetter: "webhook-deliver-dead",
    },
  },
  /** Downloads that failed every retry: their message is forwarded without its file. */
  mediaDownloadDead: { name: "media-download-dead", options: DEAD_LETTER_QUEUE_OPTIONS },
  /** One job per file a customer sent: fetched from the provider, then the message forwarded. */
  mediaDownload: {
    name: "media-download",
    options: {
      retryLimit: 6,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 300,
      heartbeatSeconds: 30,
      notify: true,
      deadLetter: "media-download-dead",
    },
  },
} as const satisfies Record<string, QueueDefinition>;

/** Every queue of the platform, in the order they are declared. */
export const MESSAGING_QUEUES: readonly QueueDefinition[] = Object.values(QUEUES);
