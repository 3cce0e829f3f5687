import { type MessagingTier } from "@aizapy/contracts";
import { formatCount } from "../../shared/lib/format";

/** "2000" → "2,000 customers a day"; "unlimited" → "Unlimited customers". */
export function describeTier(tier: string): string {
  if (tier === ("unlimited" satisfies MessagingTier)) return "Unlimited customers";
  const limit = Number(tier);
  return Number.isFinite(limit) ? `${formatCount(limit)} customers a day` : tier;
}
