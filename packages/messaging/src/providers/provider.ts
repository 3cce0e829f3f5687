import type {
  MessageError,
  MessagingProvider,
  MessageType,
  PricingCategory,
  TemplateComponent,
} from "@aizapy/contracts";

/** An outbound message as a provider needs it. */
export interface OutboundMessage {
  id: string;
  /** E.164. */
  to: string;
  type: Exclude<MessageType, "button">;
  body: string;
  /** The template, its body's parameters, and its header and button components as sent. */
  template: {
    name: string;
    language: string;
    parameters: string[];
    components: TemplateComponent[];
  } | null;
  /**
   * What a media or interactive message carries: the file (`id` ours, or `link`) with its caption
   * and file name, or Meta's interactive object.
   */
  content: Record<string, unknown> | null;
  /** How Meta prices it: its template's category, or service for free-form replies. */
  category: PricingCategory;
}

/** The configuration a message is sent through, its secrets unsealed. */
export interface SendingConfiguration {
  id: string;
  provider: MessagingProvider;
  phoneNumberId: string | null;
  accessToken: string;
}

/** What a provider made of a send. */
export type SendOutcome =
  /** It took the message; its id comes back in status callbacks. */
  | { kind: "accepted"; providerMessageId: string }
  /** It refused the message for good (an undeliverable number, a bad template). */
  | { kind: "failed"; error: MessageError }
  /** A passing problem (rate limit, outage, timeout): send again later. */
  | { kind: "retry"; reason: string; retryAfterMs?: number }
  /** Sending cannot work until an operator acts (a rejected access token): park it. */
  | { kind: "park"; reason: string }
  /** The provider may or may not have taken it (a timeout after sending). */
  | { kind: "unknown"; reason: string };

/** One message and the configuration it goes through. */
export interface ProviderSend {
  message: OutboundMessage;
  configuration: SendingConfiguration;
}

export interface Provider {
  /**
   * Sends the messages a worker's batch has for this provider, at once; answers each one's
   * outcome, in order.
   */
  send(sends: readonly ProviderSend[]): Promise<SendOutcome[]>;
  /**
   * Sending the same message again returns the first send's id instead of a second message.
   * Without it, a send that may have reached the provider before a crash waits for the
   * provider's callback before it is tried again.
   */
  resendIsSafe: boolean;
}
