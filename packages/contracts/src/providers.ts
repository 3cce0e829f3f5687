/**
 * Who delivers a business's messages: the built-in sandbox (behaves like the Cloud API, sends
 * nothing to WhatsApp) or Meta's WhatsApp Cloud API.
 */
export const MESSAGING_PROVIDERS = ["sandbox", "whatsapp-cloud"] as const;
export type MessagingProvider = (typeof MESSAGING_PROVIDERS)[number];

export const MESSAGING_PROVIDER_LABELS: Record<MessagingProvider, string> = {
  sandbox: "Sandbox",
  "whatsapp-cloud": "WhatsApp Cloud",
};
