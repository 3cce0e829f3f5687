import type { ComboboxItem } from "@aizapy/design-system/Combobox";
import { capitalize } from "../../../shared/lib/format";
import { type ConsoleSearchQuery } from "../../gql/graphql";
import { businessPath, paths, withQuery } from "../../lib/paths";

export interface SearchResult extends ComboboxItem {
  /** Where choosing it goes: its page, or the list that shows it, opened on it. */
  href: string;
}

/** The search's answer as grouped options, each leading to the page that shows it. */
export function toSearchResults(results: ConsoleSearchQuery["consoleSearch"]): SearchResult[] {
  return [
    ...results.businesses.map((business) => ({
      id: `business-${business.id}`,
      group: "Businesses",
      label: business.name,
      description: `${business.whatsappNumber} · ${capitalize(business.status)}`,
      href: businessPath(business.id),
    })),
    ...results.apiConfigs.map((config) => ({
      id: `api-config-${config.id}`,
      group: "API configurations",
      label: `${config.provider} API`,
      description: [config.businessName, config.phoneNumberId].filter(Boolean).join(" · "),
      href: withQuery(paths.apiConfigs, { view: config.id }),
    })),
    ...results.contactMessages.map((message) => ({
      id: `message-${message.id}`,
      group: "Messages",
      label: message.subject,
      description: `${message.name} · ${message.email} · ${capitalize(message.status)}`,
      href: withQuery(paths.messages, { search: message.email, view: message.id }),
    })),
  ];
}
