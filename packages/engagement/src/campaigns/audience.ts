import type { CampaignParameter, SegmentFilter } from "@aizapy/contracts";
import { segmentConditions } from "../contacts/segments.ts";
import { ENGAGEMENT_STATUSES } from "./engagement-statuses.ts";
import { frequencyCappedQuery } from "./sending-rules.ts";
import type { CampaignRow } from "./campaign-rows.ts";

// Who a campaign goes to, as one SELECT the preflight counts and the launch inserts from: every
// contact its audience names (each once, the repeats counted as duplicates), each either eligible
// (`excluded` null) or left out for a reason the preflight reports.

export interface AudienceRules {
  /** The template is marketing: opted-out contacts and the frequency cap are left out. */
  marketing: boolean;
  frequencyCap: { count: number; days: number } | null;
  /** The saved segment's filter, when the audience names one. */
  segment: SegmentFilter | null;
  now: Date;
}

/** A contact the campaign cannot fill a parameter for, as a condition on `c` (contacts). */
function missingParameter(parameters: CampaignParameter[], param: (value: unknown) => string) {
  const missing = parameters.flatMap((parameter) => {
    if ("field" in parameter && parameter.field === "name")
      return [`btrim(coalesce(c.name, '')) = ''`];
    if ("attribute" in parameter)
      return [`btrim(coalesce(c.attributes ->> ${param(parameter.attribute)}, '')) = ''`];
    return [];
  });
  return missing.length ? missing.join(" OR ") : "false";
}

/**
 * `SELECT id, phone, entries, excluded` over the campaign's audience: `entries` is how often the
 * audience named the contact, `excluded` one of optedOut, invalid, frequencyCap, or null.
 * `$1` is the business.
 */
export function audienceQuery(
  campaign: CampaignRow,
  rules: AudienceRules,
): { text: string; params: unknown[] } {
  const params: unknown[] = [campaign.businessId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const live = `"businessId" = $1 AND "deletedAt" IS NULL`;
  const parts: string[] = [];
  if (campaign.retargetOf) {
    parts.push(`SELECT r."contactId" AS id FROM campaign_recipients r
      WHERE r."campaignId" = ${param(campaign.retargetOf.campaignId)} AND r."businessId" = $1
        AND r.status = ANY(${param(ENGAGEMENT_STATUSES[campaign.retargetOf.audience])}::text[])`);
  } else {
    const audience = campaign.audience ?? {};
    if (audience.tags?.length)
      parts.push(
        `SELECT id FROM contacts WHERE ${live} AND tags && ${param(audience.tags)}::text[]`,
      );
    if (rules.segment) {
      const conditions = segmentConditions(rules.segment, params, rules.now);
      parts.push(`SELECT id FROM contacts WHERE ${[live, ...conditions].join(" AND ")}`);
    }
    if (audience.contactIds?.length)
      parts.push(`SELECT x.id FROM unnest(${param(audience.contactIds)}::uuid[]) AS x(id)`);
  }
  const cap = rules.marketing ? rules.frequencyCap : null;
  const capped = cap
    ? frequencyCappedQuery(cap, rules.now, param)
    : `SELECT NULL::text AS phone WHERE false`;
  const text = `
    WITH named AS (${parts.length ? parts.join(" UNION ALL ") : "SELECT NULL::uuid AS id WHERE false"}),
    entries AS (SELECT id, count(*)::int AS entries FROM named GROUP BY id),
    capped AS (${capped})
    SELECT e.id, c.phone, e.entries,
      CASE
        WHEN c.id IS NULL THEN 'invalid'
        WHEN ${param(rules.marketing)} AND c."consentStatus" = 'opted_out' THEN 'optedOut'
        WHEN ${missingParameter(campaign.parameters, param)} THEN 'invalid'
        WHEN capped.phone IS NOT NULL THEN 'frequencyCap'
      END AS excluded
    FROM entries e
    LEFT JOIN contacts c ON c.id = e.id AND c."businessId" = $1 AND c."deletedAt" IS NULL
    LEFT JOIN capped ON capped.phone = c.phone`;
  return { text, params };
}
