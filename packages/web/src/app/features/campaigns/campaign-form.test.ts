import { createCampaignInputSchema } from "@aizapy/contracts";
import { describe, expect, it } from "vitest";
import {
  campaignFormSchema,
  emptyCampaignForm,
  parametersFor,
  templateOptionLabel,
  toCreateCampaignInput,
} from "./campaign-form";

const diwaliOffer = { name: "diwali_offer", language: "en" };

/** The field errors of a form, by path. */
const errorsOf = (values: typeof emptyCampaignForm) => {
  const parsed = campaignFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the new campaign form", () => {
  it("sends the draft the contracts take: each placeholder filled as chosen", () => {
    const form = campaignFormSchema.parse({
      ...emptyCampaignForm,
      name: " Diwali sale ",
      templateId: "t1",
      parameters: [
        { source: "name", value: "" },
        { source: "attribute", value: " city " },
        { source: "text", value: " 20% " },
        { source: "phone", value: "ignored" },
      ],
      tags: "vip, pune ,vip",
      segmentId: "0193a2b4-8888-7e8f-9a0b-1c2d3e4f5a6b",
      scheduledAt: "2999-12-24T10:00",
      holdoutPercent: "10",
    });
    const input = toCreateCampaignInput(form, diwaliOffer);
    expect(input).toEqual({
      name: "Diwali sale",
      template: {
        name: "diwali_offer",
        language: "en",
        parameters: [{ field: "name" }, { attribute: "city" }, { text: "20%" }, { field: "phone" }],
      },
      audience: { tags: ["vip", "pune"], segmentId: "0193a2b4-8888-7e8f-9a0b-1c2d3e4f5a6b" },
      scheduledAt: new Date("2999-12-24T10:00").toISOString(),
      holdoutPercent: 10,
    });
    expect(createCampaignInputSchema.safeParse(input).success).toBe(true);
  });

  it("sends at launch, with no holdout, when those are left empty", () => {
    const form = campaignFormSchema.parse({
      ...emptyCampaignForm,
      name: "Hello",
      templateId: "t1",
      segmentId: "0193a2b4-8888-7e8f-9a0b-1c2d3e4f5a6b",
      holdoutPercent: "",
    });
    const input = toCreateCampaignInput(form, { name: "hello_world", language: "en_US" });
    expect(input).not.toHaveProperty("scheduledAt");
    expect(input.holdoutPercent).toBe(0);
    expect(input.audience).toEqual({ segmentId: "0193a2b4-8888-7e8f-9a0b-1c2d3e4f5a6b" });
    expect(createCampaignInputSchema.safeParse(input).success).toBe(true);
  });

  it("names each mistake on its own field", () => {
    expect(
      errorsOf({
        ...emptyCampaignForm,
        parameters: [
          { source: "attribute", value: "home town" },
          { source: "text", value: "  " },
        ],
        scheduledAt: "2001-01-01T10:00",
        holdoutPercent: "60",
      }),
    ).toEqual({
      name: expect.stringMatching(/^Name the campaign/),
      templateId: "Choose an approved template",
      "parameters.0.value": expect.stringMatching(/^Name the attribute/),
      "parameters.1.value": expect.stringMatching(/^Enter the text/),
      scheduledAt: expect.stringMatching(/^Choose a time from now on/),
      holdoutPercent: "The holdout is a whole percentage from 0 to 50",
    });
    expect(
      errorsOf({ ...emptyCampaignForm, name: "Diwali", templateId: "t1", tags: " , " }),
    ).toEqual({ tags: "Choose the audience: tags, a segment or both" });
  });

  it("has one entry per placeholder, keeping what was filled in", () => {
    expect(parametersFor(2, [])).toEqual([
      { source: "name", value: "" },
      { source: "text", value: "" },
    ]);
    const filled = [{ source: "text" as const, value: "20%" }];
    expect(parametersFor(2, filled)[0]).toBe(filled[0]);
    expect(parametersFor(0, filled)).toEqual([]);
  });

  it("describes a template by its name, language, category and placeholders", () => {
    expect(
      templateOptionLabel({
        name: "hello_world",
        language: "en_US",
        category: "utility",
        parameterCount: 0,
      }),
    ).toBe("hello_world (en_US) · utility, no placeholders");
    expect(templateOptionLabel({ ...diwaliOffer, category: "marketing", parameterCount: 2 })).toBe(
      "diwali_offer (en) · marketing, 2 placeholders",
    );
  });
});
