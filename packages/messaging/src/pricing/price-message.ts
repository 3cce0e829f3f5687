import type { PricingCategory, Sql } from "@aizapy/contracts";

// What a delivered message costs (spec §9): marketing ₹0.88, utility ₹0.125 (free inside the
// 24-hour service window), authentication ₹0.125, service (free-form replies) free. Rates come
// from the rate card, each from its effective date, so a scheduled change applies to messages
// delivered from that moment on.

export interface MessagePrice {
  priceInr: number;
  billable: boolean;
}

const RATE_AT = `
  SELECT "priceInr"::float8 AS price FROM rate_cards
  WHERE category = $1 AND "effectiveFrom" <= $2
  ORDER BY "effectiveFrom" DESC LIMIT 1`;

/** Free whatever the rate card says: service messages, and utility templates inside the window. */
export function isFreeByRule(category: PricingCategory, insideServiceWindow: boolean): boolean {
  return category === "service" || (category === "utility" && insideServiceWindow);
}

export async function priceDeliveredMessage(
  sql: Sql,
  message: { category: PricingCategory; insideServiceWindow: boolean },
  deliveredAt: Date,
): Promise<MessagePrice> {
  if (isFreeByRule(message.category, message.insideServiceWindow))
    return { priceInr: 0, billable: false };
  const [rate] = await sql.query<{ price: number }>(RATE_AT, [message.category, deliveredAt]);
  const priceInr = rate?.price ?? 0;
  return { priceInr, billable: priceInr > 0 };
}
