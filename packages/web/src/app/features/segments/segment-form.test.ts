import { SEGMENT_CAMPAIGN_ENGAGEMENTS } from "@aizapy/contracts";
import { describe, expect, it } from "vitest";
import {
  CAMPAIGN_MISSING,
  campaignOptions,
  describeCampaignCondition,
  describeFilter,
  emptySegmentForm,
  ENGAGEMENT_MISSING,
  engagementOptions,
  liveFilter,
  segmentFormValues,
  toSegmentInput,
  segmentFormSchema,
} from "./segment-form";

const CAMPAIGN_ID = "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70";

describe("the segment form", () => {
  it("sends only the conditions given", () => {
    const form = segmentFormSchema.parse({
      ...emptySegmentForm,
      name: " VIPs ",
      tags: "vip, pune ,vip",
      attributes: [
        { name: "city", value: "Pune" },
        { name: "", value: "ignored" },
      ],
      inboundWithinDays: "30",
    });
    expect(toSegmentInput(form)).toEqual({
      name: "VIPs",
      filter: {
        tags: ["vip", "pune"],
        attributes: [{ name: "city", value: "Pune" }],
        inboundWithinDays: 30,
      },
    });
  });

  it("has no live filter while a condition is not valid", () => {
    expect(liveFilter({ ...emptySegmentForm, inboundWithinDays: "400" })).toBeNull();
    expect(liveFilter({ ...emptySegmentForm, consent: "opted_in" })).toEqual({
      consent: "opted_in",
    });
  });

  it("fills in a saved segment and says its filter in words", () => {
    const filter = {
      tags: ["vip"],
      anyTags: [],
      attributes: [{ name: "city", value: "Pune" }],
      consent: "opted_in",
      inboundWithinDays: null,
      noInboundWithinDays: 90,
    };
    expect(segmentFormValues({ name: "VIPs", filter })).toMatchObject({
      tags: "vip",
      consent: "opted_in",
      noInboundWithinDays: "90",
      inboundWithinDays: "",
    });
    expect(describeFilter(filter)).toBe(
      "Tagged vip · city = Pune · opted in · No message in 90 days",
    );
    expect(describeFilter({ tags: [], anyTags: [], attributes: [] })).toBe("Every contact");
  });

  it("sends how they took a campaign, and fills it back in", () => {
    const form = segmentFormSchema.parse({
      ...emptySegmentForm,
      name: "Readers",
      campaignId: CAMPAIGN_ID,
      campaignEngagement: "read_not_replied",
    });
    const input = toSegmentInput(form);
    expect(input).toEqual({
      name: "Readers",
      filter: { campaign: { id: CAMPAIGN_ID, engagement: "read_not_replied" } },
    });

    const saved = {
      name: "Readers",
      filter: { tags: [], anyTags: [], attributes: [], campaign: input.filter.campaign },
    };
    expect(segmentFormValues(saved)).toEqual({
      ...emptySegmentForm,
      name: "Readers",
      campaignId: CAMPAIGN_ID,
      campaignEngagement: "read_not_replied",
    });
    expect(
      segmentFormValues({ name: "All", filter: { ...saved.filter, campaign: null } }),
    ).toMatchObject({ campaignId: "", campaignEngagement: "" });
  });

  it("takes a campaign and how they took it together, or neither", () => {
    const issues = (values: Partial<typeof emptySegmentForm>) =>
      segmentFormSchema
        .safeParse({ ...emptySegmentForm, name: "Readers", ...values })
        .error?.issues.map(({ path, message }) => ({ path, message }));

    expect(issues({ campaignId: CAMPAIGN_ID })).toEqual([
      { path: ["campaignEngagement"], message: ENGAGEMENT_MISSING },
    ]);
    expect(issues({ campaignEngagement: "replied" })).toEqual([
      { path: ["campaignId"], message: CAMPAIGN_MISSING },
    ]);
    expect(issues({})).toBeUndefined();
    expect(issues({ campaignId: CAMPAIGN_ID, campaignEngagement: "replied" })).toBeUndefined();
    // Shown beside the other fields' errors, not after them.
    expect(issues({ name: "", campaignId: CAMPAIGN_ID })?.map(({ path }) => path)).toEqual([
      ["name"],
      ["campaignEngagement"],
    ]);

    // Half a condition is no filter to count; a whole one is counted.
    expect(liveFilter({ ...emptySegmentForm, campaignId: CAMPAIGN_ID })).toBeNull();
    expect(liveFilter({ ...emptySegmentForm, campaignEngagement: "failed" })).toBeNull();
    expect(
      liveFilter({
        ...emptySegmentForm,
        tags: "vip",
        campaignId: CAMPAIGN_ID,
        campaignEngagement: "failed",
      }),
    ).toEqual({ tags: ["vip"], campaign: { id: CAMPAIGN_ID, engagement: "failed" } });
  });

  it("says how they took a campaign in a marketer's words", () => {
    expect(engagementOptions).toEqual([
      { value: "", label: "Any way" },
      { value: "sent", label: "Received it" },
      { value: "delivered", label: "Delivered" },
      { value: "read", label: "Read it" },
      { value: "replied", label: "Replied" },
      { value: "not_delivered", label: "Sent, never delivered" },
      { value: "not_read", label: "Delivered, never read" },
      { value: "read_not_replied", label: "Read, never replied" },
      { value: "failed", label: "Failed" },
    ]);
    // Every engagement the contracts know has its words.
    expect(engagementOptions.slice(1).map(({ value }) => value)).toEqual([
      ...SEGMENT_CAMPAIGN_ENGAGEMENTS,
    ]);

    const condition = { id: CAMPAIGN_ID, engagement: "not_read" };
    expect(describeCampaignCondition(condition, "Diwali sale")).toBe(
      'Campaign "Diwali sale": delivered, never read',
    );
    expect(describeCampaignCondition(condition)).toBe("A campaign: delivered, never read");
    expect(describeCampaignCondition({ id: CAMPAIGN_ID, engagement: "sent" })).toBe(
      "A campaign: received it",
    );
    // An engagement newer than this page is said as the server says it.
    expect(describeCampaignCondition({ id: CAMPAIGN_ID, engagement: "clicked" })).toBe(
      "A campaign: clicked",
    );

    const filter = { tags: ["vip"], anyTags: [], attributes: [], campaign: condition };
    const names = (id: string) => (id === CAMPAIGN_ID ? "Diwali sale" : undefined);
    expect(describeFilter(filter, names)).toBe(
      'Tagged vip · Campaign "Diwali sale": delivered, never read',
    );
    expect(describeFilter(filter)).toBe("Tagged vip · A campaign: delivered, never read");
    expect(describeFilter({ ...filter, tags: [] }, () => undefined)).toBe(
      "A campaign: delivered, never read",
    );
  });

  it("offers the campaigns by name, keeping a chosen one that is not listed", () => {
    const campaigns = [
      { id: CAMPAIGN_ID, name: "Diwali sale" },
      { id: "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e", name: "Holi offer" },
    ];
    expect(campaignOptions(campaigns, "")).toEqual([
      { value: "", label: "Any campaign" },
      { value: CAMPAIGN_ID, label: "Diwali sale" },
      { value: "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e", label: "Holi offer" },
    ]);
    expect(campaignOptions(campaigns, CAMPAIGN_ID)).toHaveLength(3);

    const older = "c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f";
    expect(campaignOptions(campaigns, older, "Republic Day")[1]).toEqual({
      value: older,
      label: "Republic Day",
    });
    expect(campaignOptions([], older)).toEqual([
      { value: "", label: "Any campaign" },
      { value: older, label: "A campaign" },
    ]);
  });
});
