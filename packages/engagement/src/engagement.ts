import type {
  BusinessWebhooks,
  Logger,
  MessageSendService,
  MessagingObserver,
  Sql,
} from "@aizapy/contracts";
import type { JobQueue, NotificationHandlers, QueueDefinition, Unlisten } from "@aizapy/db";
import { createContacts } from "./contacts/contacts.ts";
import { createContactImports, IMPORT_QUEUES } from "./contacts/imports.ts";
import { createSegments } from "./contacts/segments.ts";
import { createKeywordConsent } from "./contacts/keyword-consent.ts";
import { createCampaigns } from "./campaigns/campaigns.ts";
import { CAMPAIGN_QUEUES } from "./campaigns/campaign-queues.ts";
import { createCampaignSender } from "./campaigns/campaign-sender.ts";
import { createCampaignTracking } from "./campaigns/campaign-tracking.ts";
import { v1CampaignRoutes } from "./http/v1-campaigns.ts";
import { v1ContactRoutes } from "./http/v1-contacts.ts";
import { v1ConversationRoutes } from "./http/v1-conversations.ts";
import { createConversations } from "./conversations/conversations.ts";
import { createQuickReplies } from "./conversations/quick-replies.ts";
import { createInboxEvents } from "./conversations/inbox-events.ts";
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
  /** The database's LISTEN, for the inboxes open on this process to hear every process's changes. */
  listen(channel: string, handlers: NotificationHandlers): Promise<Unlisten>;
}

/** Every queue of engagement: the host declares them in its one job queue. */
export const ENGAGEMENT_QUEUES: readonly QueueDefinition[] = [...IMPORT_QUEUES, ...CAMPAIGN_QUEUES];

/** The businesses' product on one database: contacts and consent, campaigns, the workspace's rules. */
export function createEngagement(options: EngagementOptions) {
  const { sql, webhooks, clock, queue } = options;
  const segments = createSegments({ sql, clock });
  const contacts = createContacts({ sql, webhooks, clock, segmentFilter: segments.filterOf });
  const imports = createContactImports({ sql, queue, clock });
  const keywordConsent = createKeywordConsent(options);
  const campaigns = createCampaigns({ sql, queue, clock, segmentFilter: segments.filterOf });
  const sender = createCampaignSender(options);
  const tracking = createCampaignTracking({ webhooks, queue, clock });
  const conversations = createConversations({ sql, clock, messages: options.messages });
  const quickReplies = createQuickReplies({ sql, clock });
  const inboxEvents = createInboxEvents({ sql, listen: options.listen });
  const observer: MessagingObserver = {
    async inboundReceived(tx, event) {
      await keywordConsent(tx, event);
      await tracking.inboundReceived(tx, event);
    },
    statusesChanged: tracking.statusesChanged,
  };
  return {
    contacts,
    imports,
    segments,
    campaigns,
    conversations,
    quickReplies,
    /** Open inboxes' changes; the host starts and stops it with every process, workers or not. */
    inboxEvents,
    settings: createWorkspaceSettings(sql, clock),
    /** Hand to the platform (`observe`): what engagement does with each message and status. */
    observer,
    /** Mount on /v1 (`extensions`). */
    v1Routes: [
      v1ContactRoutes({ contacts, imports, segments }),
      v1CampaignRoutes({ campaigns }),
      v1ConversationRoutes({ conversations }),
    ],
    /** Starts this process's workers, once the host has started the queue. */
    async start() {
      await imports.startWorker();
      await sender.startWorker();
      await sender.resumeSending();
    },
  };
}

export type Engagement = ReturnType<typeof createEngagement>;
