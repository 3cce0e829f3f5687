import {
  MESSAGING_PROVIDER_LABELS,
  MESSAGING_PROVIDERS,
  type MessagingProvider,
} from "@aizapy/contracts";

export const providerOptions = MESSAGING_PROVIDERS.map((value) => ({
  value,
  label: MESSAGING_PROVIDER_LABELS[value],
}));

/** "WhatsApp Cloud", "Sandbox"; an unknown provider by its own name. */
export function describeProvider(provider: string): string {
  return MESSAGING_PROVIDER_LABELS[provider as MessagingProvider] ?? provider;
}
