import { describe, expect, it } from "vitest";
import {
  describeFilter,
  emptySegmentForm,
  liveFilter,
  segmentFormValues,
  toSegmentInput,
  segmentFormSchema,
} from "./segment-form";

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
});
