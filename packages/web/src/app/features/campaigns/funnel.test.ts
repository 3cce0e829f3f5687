import { describe, expect, it } from "vitest";
import {
  describeStage,
  describeUplift,
  formatShare,
  funnelStages,
  sendingProgress,
} from "./funnel";

describe("a campaign's funnel", () => {
  it("counts each stage as a share of the audience sent to, the holdout left out", () => {
    const stages = funnelStages({
      audience: 110,
      holdout: 10,
      sent: 90,
      delivered: 80,
      read: 45,
      replied: 3,
    });
    expect(stages.map((stage) => [stage.label, stage.count, stage.share])).toEqual([
      ["Audience", 100, 1],
      ["Sent", 90, 0.9],
      ["Delivered", 80, 0.8],
      ["Read", 45, 0.45],
      ["Replied", 3, 0.03],
    ]);
    expect(describeStage(stages[3]!)).toBe("45 (45%)");
  });

  it("has no shares before anyone is in it", () => {
    const stages = funnelStages({
      audience: 0,
      holdout: 0,
      sent: 0,
      delivered: 0,
      read: 0,
      replied: 0,
    });
    expect(stages.every((stage) => stage.share === null)).toBe(true);
    expect(describeStage(stages[0]!)).toBe("0 (–)");
  });

  it("shows shares to a tenth of a percent", () => {
    expect(formatShare(2 / 3)).toBe("66.7%");
    expect(formatShare(1)).toBe("100%");
  });
});

describe("a sending campaign's progress", () => {
  it("counts the messages handed over of those sent, the holdout left out", () => {
    expect(sendingProgress({ audience: 110, holdout: 10, pending: 25 })).toEqual({
      handedOver: 75,
      toSend: 100,
    });
  });
});

describe("a campaign's uplift", () => {
  it("compares the reply rates of the sent group and the holdout in points", () => {
    expect(describeUplift({ sentReplyRate: 0.0525, holdoutReplyRate: 0.0156 })).toBe(
      "Replied within 7 days: 5.3% of those sent it against 1.6% of those held out, 3.7 points more.",
    );
    expect(describeUplift({ sentReplyRate: 0.01, holdoutReplyRate: 0.02 })).toMatch(
      /, 1 point fewer\.$/,
    );
    expect(describeUplift({ sentReplyRate: 0.5, holdoutReplyRate: null })).toBe(
      "Replied within 7 days: 50% of those sent it against – of those held out.",
    );
  });
});
