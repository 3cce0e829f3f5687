// The businesses' own product, on top of the messaging platform: contacts and consent, segments,
// campaigns and retargeting, conversations (the team inbox), automation and the FAQ bot. It sends
// through messaging's accept path and hears of inbound messages and statuses from it, through
// what the host hands in; it imports neither messaging nor the services.
export {
  createEngagement,
  ENGAGEMENT_QUEUES,
  type Engagement,
  type EngagementOptions,
} from "./engagement.ts";
export type { ContactImports } from "./contacts/imports.ts";
export type { Segments } from "./contacts/segments.ts";
export type { Campaigns } from "./campaigns/campaigns.ts";
export type { Contacts } from "./contacts/contacts.ts";
export type { Conversations } from "./conversations/conversations.ts";
export type { QuickReplies } from "./conversations/quick-replies.ts";
export type { InboxEvent, InboxEvents } from "./conversations/inbox-events.ts";
export type { ConsentActor } from "./contacts/consent.ts";
export type { WorkspaceSettingsService } from "./settings/workspace-settings.ts";
export { META_STOP_PROMOTIONS } from "./contacts/keyword-consent.ts";
