import { campaignSchema, createCampaignInputSchema, V1_EXAMPLES } from "@aizapy/contracts";
import { describe, expect, it } from "vitest";
import { campaignOf, createCampaignInput, retargetCampaignInput } from "./campaign-shapes.ts";

describe("campaigns over GraphQL", () => {
  it("answer each parameter with its one field set, and failures with their reasons", () => {
    const campaign = campaignOf(campaignSchema.parse(V1_EXAMPLES.campaign));
    expect(campaign.template.parameters).toEqual([
      { field: "name", attribute: null, text: null },
      { field: null, attribute: "city", text: null },
      { field: null, attribute: null, text: "20%" },
    ]);
    expect(campaign.audience).toEqual({ tags: ["diwali-2026"], segmentId: null, contactCount: 0 });
    expect(campaign.failures).toEqual([
      {
        code: "131026",
        count: 7,
        reason: "The number is not on WhatsApp, or cannot receive this message.",
      },
      { code: "131049", count: 3, reason: expect.stringContaining("tried again after 24 hours") },
    ]);
    expect(campaign.excluded).toEqual([
      { code: "optedOut", count: 12 },
      { code: "invalid", count: 4 },
    ]);
  });

  it("take a draft as the contracts' schema does, leaving out what was not given", () => {
    const input = createCampaignInput({
      name: "Diwali",
      template: {
        name: "diwali_offer",
        language: "en",
        parameters: [
          { field: "name", attribute: null, text: null },
          { attribute: "city" },
          { text: "20%" },
        ],
      },
      audience: { tags: ["vip"], segmentId: null, contactIds: null },
      scheduledAt: "2026-12-24T10:00:00+05:30",
      holdoutPercent: 10,
      marketingLimitRetries: null,
    });
    expect(input).toEqual({
      name: "Diwali",
      template: {
        name: "diwali_offer",
        language: "en",
        parameters: [{ field: "name" }, { attribute: "city" }, { text: "20%" }],
      },
      audience: { tags: ["vip"] },
      scheduledAt: "2026-12-24T10:00:00+05:30",
      holdoutPercent: 10,
    });
    expect(createCampaignInputSchema.safeParse(input).success).toBe(true);
  });

  it("retarget with the earlier campaign's template unless another is given", () => {
    expect(retargetCampaignInput({ audience: "not_read", name: null, template: null })).toEqual({
      audience: "not_read",
    });
  });
});
