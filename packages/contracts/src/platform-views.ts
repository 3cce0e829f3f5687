import type {
  MessageDirection,
  MessageQueueState,
  PricingCategory,
  TemplateCategory,
  TemplateStatus,
  WebhookDeliveryState,
  WebhookEventType,
} from "./messaging.ts";

// What the console and both admin APIs show of the messaging platform: one definition each, for
// the services that build them and the REST layer that answers with them.

/** A /v1 API key: never the key itself. */
export interface ApiKeyView {
  id: string;
  businessId: string;
  name: string;
  /** The key's first characters, e.g. `azk_7Qm2xK9p`. */
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export interface TemplateView {
  id: string;
  businessId: string;
  name: string;
  language: string;
  category: TemplateCategory;
  body: string;
  parameterCount: number;
  status: TemplateStatus;
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A WhatsApp message as the console lists it. */
export interface WhatsappMessageView {
  id: string;
  businessId: string;
  businessName: string;
  direction: MessageDirection;
  customerNumber: string;
  type: "text" | "template";
  body: string;
  templateName: string | null;
  category: PricingCategory;
  status: string;
  queueState: MessageQueueState;
  attempts: number;
  lastAttemptError: string | null;
  providerMessageId: string | null;
  errorCode: number | null;
  errorTitle: string | null;
  priceInr: number | null;
  createdAt: Date;
  statusAt: Date;
}

export interface WhatsappMessageDetail extends WhatsappMessageView {
  templateLanguage: string | null;
  /** The values sent for the template's {{1}}…{{n}}, in order. */
  templateParameters: string[] | null;
  errorDetail: string | null;
  billable: boolean | null;
  insideServiceWindow: boolean;
  /** Each status the message reached, in order. */
  statusHistory: { status: string; occurredAt: Date; errorCode: number | null }[];
}

export interface WebhookAttemptView {
  attempt: number;
  attemptedAt: Date;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  responseExcerpt: string | null;
}

/** A webhook to a business and its delivery log. */
export interface WebhookEventView {
  id: string;
  businessId: string;
  businessName: string;
  apiConfigId: string;
  type: WebhookEventType;
  messageId: string | null;
  body: string;
  state: WebhookDeliveryState;
  attempts: number;
  nextAttemptAt: Date | null;
  lastStatusCode: number | null;
  createdAt: Date;
  deliveredAt: Date | null;
  deliveryLog: WebhookAttemptView[];
}

/** One month of a business's messaging (IST months), as it is billed. */
export interface UsageMonth {
  /** YYYY-MM. */
  month: string;
  /** Outbound messages accepted that month. */
  sent: number;
  delivered: number;
  failed: number;
  received: number;
  /** Delivered messages by price category, with what they cost. */
  byCategory: { category: PricingCategory; delivered: number; billable: number; costInr: number }[];
  costInr: number;
}

export interface Usage {
  businessId: string;
  /** This month first. */
  months: UsageMonth[];
}

export interface RateView {
  id: string;
  category: PricingCategory;
  priceInr: number;
  effectiveFrom: Date;
  createdAt: Date;
}

export interface RateCard {
  /** The price of each category now. */
  current: RateView[];
  /** Prices that take effect later, soonest first. */
  scheduled: RateView[];
}

/** The platform's state for the console's system status card, measured now. */
export interface SystemStatus {
  database: { healthy: boolean; latencyMs: number; kind: string };
  messageQueue: {
    /** Accepted messages not yet handed to their provider. */
    waiting: number;
    oldestWaitingSeconds: number;
    /** Messages whose retries ran out, waiting for an operator. */
    parked: number;
  };
  webhooks: {
    pending: number;
    /** How late the most overdue pending delivery is. */
    overdueSeconds: number;
    disabledEndpoints: number;
  };
  analytics: {
    /**
     * Analytics increments not yet folded into the daily figures (the figures read add them in,
     * so they are exact; a growing backlog means the folding has stopped).
     */
    waiting: number;
    oldestWaitingSeconds: number;
  };
  providers: {
    /** The sandbox runs in this process: it answers whenever the server does. */
    sandbox: { reachable: true };
    whatsappCloud: { reachable: boolean; latencyMs: number | null; checkedAt: string };
  };
}

/** Something an operator should know about, beside the new enquiries. */
export interface OperatorAlertView {
  id: string;
  kind: string;
  title: string;
  detail: string;
  targetType: string | null;
  targetId: string | null;
  createdAt: Date;
}
