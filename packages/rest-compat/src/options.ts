import type { FastifyRequest } from "fastify";
import type {
  ApiConfigView,
  ApiKeyView,
  OperatorAlertView,
  RateCard,
  RateView,
  SystemStatus,
  TemplateView,
  Usage,
  WebhookEventView,
  WhatsappMessageDetail,
  WhatsappMessageView,
  ApiConfigWithSecrets,
  ConsoleSearchResults,
  Page,
  PageInfo,
  PageRequest,
} from "@aizapy/contracts";

/** The signed-in admin of a request, as the host's session check resolves it. */
export interface AdminSession {
  sessionId: string;
  admin: { id: string; username: string; role: string; createdAt: Date };
}

/** What the host knows about the caller of any request. */
export interface Caller {
  clientAddress: string;
  requestId: string;
}

// The records the REST answers are made of (timestamps as the services return them).
export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
}
export interface BusinessRecord {
  id: string;
  name: string;
  whatsappNumber: string;
  status: string;
  plan: string;
  createdAt: Date;
  updatedAt: Date;
}
/** Every secret masked (`••••3f9a`). */
export type ApiConfigRecord = ApiConfigView;
/** A record and the secrets its operation set or generated, in full (shown this once). */
export type ApiConfigWithSecretsRecord = ApiConfigWithSecrets;
export interface AuditLogRecord {
  id: string;
  action: string;
  details: string | null;
  targetType: string | null;
  actorType: string;
  actorId: string;
  timestamp: Date;
}
export interface SettingsRecord {
  maintenanceMode: boolean;
  signupEnabled: boolean;
  allowedOrigins: string[];
  updatedAt: Date | null;
}
export type PageInfoRecord = PageInfo;
export type PageRecord<T> = Page<T>;
export interface CsvFileRecord {
  filename: string;
  chunks: AsyncIterable<string>;
}
export interface AnalyticsSeriesRecord {
  days: number;
  from: string;
  to: string;
  businessId: string | null;
  daily: {
    date: string;
    messages: number;
    deliveryRate: number | null;
    avgResponseMs: number | null;
  }[];
  topBusinesses: { businessId: string; name: string; messages: number }[];
  totalMessages: number;
  otherMessages: number;
}
export type ConsoleSearchRecord = ConsoleSearchResults;
export interface NotificationsRecord {
  count: number;
  alertCount: number;
  alerts: OperatorAlertView[];
  since: Date | null;
  items: { id: string; name: string; subject: string; createdAt: Date }[];
}

/**
 * The host's service layer, as much of it as the REST paths use. Handed in by the host (the same
 * services its GraphQL resolvers call), so this package depends on no server code; services
 * validate their own input and throw AppError (from @aizapy/contracts) for expected failures.
 */
export interface RestServices {
  auth: {
    authenticate(token: string | undefined): Promise<AdminSession>;
    login(
      input: unknown,
      caller: Caller,
    ): Promise<{ token: string; admin: { id: string; username: string; role: string } }>;
    logout(auth: AdminSession): Promise<void>;
    updateCredentials(
      auth: AdminSession,
      input: unknown,
    ): Promise<{ username: string; role: string; createdAt: Date }>;
  };
  contact: {
    submit(input: unknown, caller: Caller): Promise<{ id: string; createdAt: Date }>;
    /** The newest messages (see listLimit in @aizapy/contracts). */
    list(options: { limit?: number }): Promise<ContactMessageRecord[]>;
    updateStatus(auth: AdminSession, id: string, input: unknown): Promise<ContactMessageRecord>;
    delete(auth: AdminSession, id: string): Promise<void>;
    page(filter: unknown, page: PageRequest | undefined): Promise<PageRecord<ContactMessageRecord>>;
    unreadCount(): Promise<number>;
    bulk(auth: AdminSession, input: unknown): Promise<{ affected: number }>;
    exportCsv(filter: unknown): Promise<CsvFileRecord>;
  };
  analytics: {
    dashboard(): Promise<{
      totalBusinesses: number;
      totalApiConfigs: number;
      totalMessages: number;
      avgDeliveryRate: number;
    }>;
    summary(): Promise<{
      totalMessages: number;
      deliveryRate: number;
      avgResponseTime: number;
      activeBusinesses: number;
    }>;
    series(input: unknown): Promise<AnalyticsSeriesRecord>;
  };
  businesses: {
    listMatching(query: unknown): Promise<BusinessRecord[]>;
    page(query: unknown, page: PageRequest | undefined): Promise<PageRecord<BusinessRecord>>;
    get(id: string): Promise<BusinessRecord>;
    create(auth: AdminSession, input: unknown): Promise<BusinessRecord>;
    update(auth: AdminSession, id: string, input: unknown): Promise<BusinessRecord>;
    delete(auth: AdminSession, id: string, options: { cascade: boolean }): Promise<void>;
  };
  apiConfigs: {
    list(query?: unknown): Promise<ApiConfigRecord[]>;
    get(id: string): Promise<ApiConfigRecord>;
    create(auth: AdminSession, input: unknown): Promise<ApiConfigWithSecretsRecord>;
    update(auth: AdminSession, id: string, input: unknown): Promise<ApiConfigWithSecretsRecord>;
    rotateApiKey(
      auth: AdminSession,
      id: string,
      input: unknown,
    ): Promise<ApiConfigWithSecretsRecord>;
    rotateWebhookSecret(auth: AdminSession, id: string): Promise<ApiConfigWithSecretsRecord>;
    deactivate(auth: AdminSession, id: string): Promise<ApiConfigRecord>;
    delete(auth: AdminSession, id: string): Promise<void>;
  };
  audit: {
    list(options: { limit?: number }): Promise<AuditLogRecord[]>;
    page(filter: unknown, page: PageRequest | undefined): Promise<PageRecord<AuditLogRecord>>;
    exportCsv(filter: unknown): Promise<CsvFileRecord>;
  };
  search: { console(input: unknown): Promise<ConsoleSearchRecord> };
  notifications: {
    get(auth: AdminSession): Promise<NotificationsRecord>;
    markSeen(auth: AdminSession): Promise<Date>;
  };
  apiKeys: {
    list(businessId: string): Promise<ApiKeyView[]>;
    create(
      auth: AdminSession,
      businessId: string,
      input: unknown,
    ): Promise<{ apiKey: ApiKeyView; key: string }>;
    revoke(auth: AdminSession, businessId: string, apiKeyId: string): Promise<ApiKeyView>;
  };
  templates: {
    list(businessId: string): Promise<TemplateView[]>;
    create(auth: AdminSession, businessId: string, input: unknown): Promise<TemplateView>;
    delete(auth: AdminSession, businessId: string, templateId: string): Promise<void>;
  };
  whatsappMessages: {
    page(filter: unknown, page: PageRequest | undefined): Promise<PageRecord<WhatsappMessageView>>;
    get(id: string): Promise<WhatsappMessageDetail>;
  };
  webhookEvents: {
    page(filter: unknown, page: PageRequest | undefined): Promise<PageRecord<WebhookEventView>>;
  };
  billing: {
    usage(businessId: string, query: unknown): Promise<Usage>;
    rateCard(): Promise<RateCard>;
    scheduleRate(auth: AdminSession, input: unknown): Promise<RateView>;
    cancelRate(auth: AdminSession, id: string): Promise<void>;
  };
  pipeline: {
    systemStatus(): Promise<SystemStatus>;
    retryMessage(auth: AdminSession, messageId: string): Promise<void>;
    redeliverWebhook(auth: AdminSession, eventId: string): Promise<void>;
    enableWebhooks(auth: AdminSession, apiConfigId: string): Promise<number>;
    simulateInbound(auth: AdminSession, input: unknown): Promise<{ messageId: string }>;
  };
  settings: {
    allowedOrigins(): Promise<string[]>;
    get(): Promise<SettingsRecord>;
    update(auth: AdminSession, input: unknown): Promise<SettingsRecord>;
    addAllowedOrigin(auth: AdminSession, input: unknown): Promise<SettingsRecord>;
    removeAllowedOrigin(auth: AdminSession, input: unknown): Promise<SettingsRecord>;
  };
}

export interface RestCompatOptions {
  services: RestServices;
  /** The host's view of who is calling (address after TRUST_PROXY, request id). */
  callerOf(request: FastifyRequest): Caller;
}
