import { describe, expect, it } from "vitest";
import type { SystemStatus, SystemStatusReading } from "./api/use-system-status";
import {
  analyticsLine,
  databaseLine,
  gatewayLine,
  messageQueueLine,
  overallState,
  platformLine,
} from "./status-lines";

type Changes = { [Part in keyof SystemStatus]?: Partial<SystemStatus[Part]> };

/** A platform where all is well, with `changes` made. */
function measured(changes: Changes = {}): SystemStatusReading {
  const healthy: SystemStatus = {
    database: { healthy: true, latencyMs: 3.4 },
    messageQueue: { waiting: 0, oldestWaitingSeconds: 0, parked: 0 },
    webhooks: { pending: 0, overdueSeconds: 0, disabledEndpoints: 0 },
    analytics: { waiting: 0, oldestWaitingSeconds: 0 },
    providers: { whatsappCloud: { reachable: true, latencyMs: 84 } },
  };
  const status = { ...healthy };
  for (const part of Object.keys(changes) as (keyof SystemStatus)[]) {
    Object.assign(status, { [part]: { ...(healthy[part] as object), ...changes[part] } });
  }
  return { state: "measured", status };
}

const unreachable: Changes = {
  providers: { whatsappCloud: { reachable: false, latencyMs: null } },
};

describe("the system status lines", () => {
  it("say each part is healthy in the spec's words, with what was measured", () => {
    const reading = measured();
    expect(gatewayLine(reading)).toEqual({
      tone: "positive",
      text: "Operational · Cloud API 84 ms",
    });
    expect(gatewayLine(reading, "Active").text).toBe("Active · Cloud API 84 ms");
    expect(databaseLine(reading)).toEqual({ tone: "positive", text: "Healthy · 3 ms" });
    expect(databaseLine(reading, "Connected").text).toBe("Connected · 3 ms");
    expect(messageQueueLine(reading)).toEqual({
      tone: "positive",
      text: "Active · nothing waiting",
    });
    expect(analyticsLine(reading)).toEqual({ tone: "positive", text: "Up to date" });
    expect(platformLine(reading)).toEqual({ tone: "positive", text: "Operational" });
    expect(overallState(reading)).toEqual({ tone: "positive", concerns: [] });
  });

  it("show a queue that keeps up as active, and one whose oldest message waits a minute as a backlog", () => {
    expect(
      messageQueueLine(measured({ messageQueue: { waiting: 3, oldestWaitingSeconds: 2 } })),
    ).toEqual({ tone: "positive", text: "Active · 3 waiting, oldest 2 s" });
    expect(
      messageQueueLine(measured({ messageQueue: { waiting: 59, oldestWaitingSeconds: 59 } })).tone,
    ).toBe("positive");
    expect(
      messageQueueLine(measured({ messageQueue: { waiting: 1200, oldestWaitingSeconds: 250 } })),
    ).toEqual({ tone: "caution", text: "Backlog · 1,200 waiting, oldest 4 min" });
  });

  it("count the parked messages, which wait for an operator, as a caution", () => {
    expect(messageQueueLine(measured({ messageQueue: { parked: 2 } }))).toEqual({
      tone: "caution",
      text: "Active · nothing waiting · 2 parked",
    });
  });

  it("show the gateway degraded by an unreachable Cloud API, late webhooks or disabled endpoints", () => {
    expect(gatewayLine(measured(unreachable))).toEqual({
      tone: "caution",
      text: "Degraded · Cloud API unreachable",
    });
    expect(gatewayLine(measured({ webhooks: { pending: 12, overdueSeconds: 59 } })).tone).toBe(
      "positive",
    );
    expect(gatewayLine(measured({ webhooks: { pending: 12, overdueSeconds: 7_300 } }))).toEqual({
      tone: "caution",
      text: "Degraded · webhooks 2 h late",
    });
    expect(gatewayLine(measured({ ...unreachable, webhooks: { disabledEndpoints: 1 } })).text).toBe(
      "Degraded · Cloud API unreachable · 1 endpoint disabled",
    );
    expect(gatewayLine(measured({ webhooks: { disabledEndpoints: 3 } })).text).toBe(
      "Degraded · 3 endpoints disabled",
    );
  });

  it("show the analytics processing what has just arrived, and behind when it waits half a minute", () => {
    expect(
      analyticsLine(measured({ analytics: { waiting: 42, oldestWaitingSeconds: 1 } })),
    ).toEqual({ tone: "positive", text: "Processing · 42 waiting" });
    expect(
      analyticsLine(measured({ analytics: { waiting: 5_000, oldestWaitingSeconds: 3 * 86_400 } })),
    ).toEqual({ tone: "caution", text: "Behind · 5,000 waiting, oldest 3 d" });
  });

  it("show a slow database as a caution and a failed probe as unavailable", () => {
    expect(databaseLine(measured({ database: { latencyMs: 999 } })).tone).toBe("positive");
    expect(databaseLine(measured({ database: { latencyMs: 1_250 } }))).toEqual({
      tone: "caution",
      text: "Slow · 1,250 ms",
    });
    expect(databaseLine(measured({ database: { healthy: false } }))).toEqual({
      tone: "critical",
      text: "Unavailable",
    });
  });

  it("name the parts that need attention in the platform's line", () => {
    const reading = measured({
      ...unreachable,
      analytics: { waiting: 9, oldestWaitingSeconds: 40 },
    });
    expect(overallState(reading)).toEqual({
      tone: "caution",
      concerns: ["API gateway", "analytics"],
    });
    expect(platformLine(reading)).toEqual({
      tone: "caution",
      text: "Needs attention · API gateway, analytics",
    });
    // The worst part is named, not every one that is less than healthy.
    expect(platformLine(measured({ ...unreachable, database: { healthy: false } }))).toEqual({
      tone: "critical",
      text: "Degraded · database",
    });
  });

  it("say the database is unavailable, and the rest unknown, when there was no answer", () => {
    const reading: SystemStatusReading = { state: "unavailable" };
    expect(databaseLine(reading)).toEqual({ tone: "critical", text: "Unavailable" });
    expect(gatewayLine(reading)).toEqual({ tone: "neutral", text: "Unknown" });
    expect(messageQueueLine(reading)).toEqual({ tone: "neutral", text: "Unknown" });
    expect(platformLine(reading)).toEqual({ tone: "critical", text: "Degraded · database" });
  });

  it("say they are checking before the first answer", () => {
    const reading: SystemStatusReading = { state: "checking" };
    for (const line of [databaseLine(reading), analyticsLine(reading), platformLine(reading)]) {
      expect(line).toEqual({ tone: "neutral", text: "Checking..." });
    }
    expect(overallState(reading)).toEqual({ tone: "neutral", concerns: [] });
  });
});
