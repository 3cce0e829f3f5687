import type {
  BusinessWebhooks,
  Logger,
  MessageSendService,
  MessagingObserver,
  Sql,
} from "@aizapy/contracts";
import type { JobQueue, QueueDefinition } from "@aizapy/db";
import { createContacts } from "./contacts/contacts.ts";
import { createContactImports, IMPORT_QUEUES } from "./contacts/imports.ts";
import { createSegments } from "./contacts/segments.ts";
import { createKeywordConsent } from "./contacts/keyword-consent.ts";
import { v1ContactRoutes } from "./http/v1-contacts.ts";
import { createWorkspaceSettings } from "./settings/workspace-settings.ts";

export interface EngagementOptions {
  sql: Sql;
  /** The platform's send: everything engagement sends goes through the accept path. */
  messages: MessageSendService;
  /** The platform's webhook outbox, for the events engagement announces. */
  webhooks: BusinessWebhooks;
  /** The host's job queue, declaring ENGAGEMENT_QUEUES among its own; started by the host. */
  queue: JobQueue;
  clock: { now(): Date };
  log: Logger;
}

/** Every queue of engagement: the host declares them in its one job queue. */
export const ENGAGEMENT_QUEUES: readonly QueueDefinition[] = [...IMPORT_QUEUES];

/** The businesses' product on one database: contacts and consent, the workspace's rules. */
export function createEngagement(options: EngagementOptions) {
  const { sql, webhooks, clock, queue } = options;
  const segments = createSegments({ sql, clock });
  const contacts = createContacts({ sql, webhooks, clock, segmentFilter: segments.filterOf });
  const imports = createContactImports({ sql, queue, clock });
  const keywordConsent = createKeywordConsent(options);
  const observer: MessagingObserver = {
    inboundReceived: keywordConsent,
    statusesChanged: async () => undefined,
  };
  return {
    contacts,
    imports,
    segments,
    settings: createWorkspaceSettings(sql, clock),
    /** Hand to the platform (`observe`): what engagement does with each message and status. */
    observer,
    /** Mount on /v1 (`extensions`). */
    v1Routes: v1ContactRoutes({ contacts, imports, segments }),
    /** Starts this process's workers, once the host has started the queue. */
    start: () => imports.startWorker(),
  };
}

export type Engagement = ReturnType<typeof createEngagement>;
