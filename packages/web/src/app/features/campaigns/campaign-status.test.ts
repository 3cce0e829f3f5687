import { describe, expect, it } from "vitest";
import {
  allowedChanges,
  describeAudience,
  followFor,
  describeCampaignStatus,
  isLive,
  retargetBuckets,
} from "./campaign-status";

describe("a campaign's status", () => {
  it("offers only the changes the server accepts in it", () => {
    expect(allowedChanges("draft")).toEqual(["launch", "cancel"]);
    expect(allowedChanges("sending")).toEqual(["pause", "cancel"]);
    expect(allowedChanges("paused")).toEqual(["resume", "cancel"]);
    expect(allowedChanges("completed")).toEqual([]);
    expect(allowedChanges("unknown")).toEqual([]);
  });

  it("is followed live while it sends or waits for its time", () => {
    expect(["draft", "scheduled", "sending", "paused", "completed"].filter(isLive)).toEqual([
      "scheduled",
      "sending",
    ]);
  });

  it("is followed a minute after it completes, while the last statuses arrive", () => {
    const completedAt = "2026-12-07T10:00:00.000Z";
    const at = (time: string) => Date.parse(time);
    expect(followFor({ status: "sending", completedAt: null }, at(completedAt))).toBe(Infinity);
    expect(followFor({ status: "completed", completedAt }, at("2026-12-07T10:00:15.000Z"))).toBe(
      45_000,
    );
    expect(followFor({ status: "completed", completedAt }, at("2026-12-07T10:05:00.000Z"))).toBe(0);
    expect(followFor({ status: "paused", completedAt: null }, at(completedAt))).toBe(0);
  });

  it("is worded with a tone", () => {
    expect(describeCampaignStatus("completed")).toEqual({ label: "Completed", tone: "positive" });
    expect(describeCampaignStatus("odd")).toEqual({ label: "odd", tone: "neutral" });
  });
});

describe("retargeting buckets", () => {
  it("hold the recipients that stopped at each stage", () => {
    expect(
      retargetBuckets({ sent: 10, delivered: 8, read: 5, replied: 1, failed: 2 }).map(
        ({ audience, label, count }) => [audience, label, count],
      ),
    ).toEqual([
      ["not_delivered", "Not delivered", 2],
      ["not_read", "Not read", 3],
      ["read_not_replied", "Read, not replied", 4],
      ["failed", "Failed", 2],
    ]);
  });
});

describe("a campaign's audience in words", () => {
  it("names its tags, segment and contacts", () => {
    expect(
      describeAudience(
        { audience: { tags: ["vip", "pune"], segmentId: "s1", contactCount: 0 }, retargetOf: null },
        "Diwali buyers",
      ),
    ).toBe("Tagged vip or pune · Segment Diwali buyers");
    expect(
      describeAudience({
        audience: { tags: [], segmentId: "s1", contactCount: 1 },
        retargetOf: null,
      }),
    ).toBe("A segment · 1 named contact");
  });

  it("names a retargeting campaign's bucket", () => {
    expect(describeAudience({ audience: null, retargetOf: { audience: "not_read" } })).toBe(
      "Not read of an earlier campaign",
    );
  });
});
