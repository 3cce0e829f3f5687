import type { PricingCategory } from "@aizapy/contracts";

// What a delivered message costs in India: marketing ₹0.88, utility ₹0.125 (free inside the
// 24-hour service window), authentication ₹0.125, service (free-form replies) free. Rates come
// from the rate card, each from its effective date, so a scheduled change applies to messages
// delivered from that moment on; the delivery's own statement reads it (messages/apply-status.ts).

/** Free whatever the rate card says: service messages, and utility templates inside the window. */
export function isFreeByRule(category: PricingCategory, insideServiceWindow: boolean): boolean {
  return category === "service" || (category === "utility" && insideServiceWindow);
}
