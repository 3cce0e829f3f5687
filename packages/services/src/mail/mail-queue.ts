import { DEAD_LETTER_QUEUE_OPTIONS, type QueueDefinition } from "@aizapy/db";

/** The queues of mail: one job per mail, retried with backoff for about a day. */
export const MAIL_QUEUE_NAMES = { send: "mail-send", sendDead: "mail-send-dead" } as const;

export const MAIL_QUEUES: readonly QueueDefinition[] = [
  { name: MAIL_QUEUE_NAMES.sendDead, options: DEAD_LETTER_QUEUE_OPTIONS },
  {
    name: MAIL_QUEUE_NAMES.send,
    // A mail server that is down or refusing is retried from 10 s to every hour: 16 tries cover
    // about a day before the mail is marked failed.
    options: {
      retryLimit: 16,
      retryDelay: 10,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: 120,
      heartbeatSeconds: 30,
      notify: true,
      deadLetter: MAIL_QUEUE_NAMES.sendDead,
    },
  },
];
