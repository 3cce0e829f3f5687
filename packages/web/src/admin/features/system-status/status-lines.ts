import { formatCount } from "../../../shared/lib/format";
import type { StatusIndicatorTone } from "../../components/StatusIndicator";
import { formatAge } from "../../lib/format";
import type { SystemStatus, SystemStatusReading } from "./api/use-system-status";

// How the measured state reads on the system status cards: each line a tone and a short text,
// led by the card's word for a healthy part (Operational, Healthy, Active, Connected), or by
// what is wrong.

/**
 * The database probe is one `SELECT 1`. A busy embedded database answers it in a few hundred
 * milliseconds; past a second every page of the console and every send waits noticeably on it.
 */
export const DATABASE_SLOW_MS = 1_000;

/**
 * The send workers take a message within a second of its acceptance and retry a provider's
 * refusal after 2, 4, 8… seconds; a message still waiting after a minute has been refused again
 * and again, or lost its answer mid-send, or the workers are behind or stopped.
 */
export const QUEUE_BEHIND_SECONDS = 60;

/**
 * A webhook is attempted when its retry falls due; one still waiting a minute past that means the
 * delivery workers are behind or stopped.
 */
export const WEBHOOKS_BEHIND_SECONDS = 60;

/**
 * Analytics increments are folded in every second; one waiting half a minute means the folding
 * has stopped (the figures stay exact, but every read adds up more of them).
 */
export const ANALYTICS_BEHIND_SECONDS = 30;

export interface StatusLine {
  tone: StatusIndicatorTone;
  text: string;
}

const CHECKING: StatusLine = { tone: "neutral", text: "Checking..." };
const UNKNOWN: StatusLine = { tone: "neutral", text: "Unknown" };

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

const joined = (...parts: string[]) => parts.join(" · ");

/**
 * Reads `reading` with `describe`: "Checking..." before the first answer; "Unknown" when there
 * was none (the database line says "Unavailable" instead: without it the server answers nothing).
 */
function lineOf(
  reading: SystemStatusReading,
  describe: (status: SystemStatus) => StatusLine,
): StatusLine {
  if (reading.state === "checking") return CHECKING;
  if (reading.state === "unavailable") return UNKNOWN;
  return describe(reading.status);
}

/** The database's probe; `healthyWord` is the card's word for it (settings says Connected). */
export function databaseLine(
  reading: SystemStatusReading,
  healthyWord: "Healthy" | "Connected" = "Healthy",
): StatusLine {
  if (reading.state === "unavailable") return { tone: "critical", text: "Unavailable" };
  return lineOf(reading, ({ database }) => {
    if (!database.healthy) return { tone: "critical", text: "Unavailable" };
    const latency = `${formatCount(database.latencyMs)} ms`;
    return database.latencyMs >= DATABASE_SLOW_MS
      ? { tone: "caution", text: joined("Slow", latency) }
      : { tone: "positive", text: joined(healthyWord, latency) };
  });
}

/**
 * The way messages go out and news comes back: the WhatsApp Cloud API (the sandbox answers
 * whenever the server does) and the businesses' webhooks. `healthyWord` is the card's word for
 * it (settings says Active).
 */
export function gatewayLine(
  reading: SystemStatusReading,
  healthyWord: "Operational" | "Active" = "Operational",
): StatusLine {
  return lineOf(reading, ({ providers: { whatsappCloud }, webhooks }) => {
    const problems = [
      ...(whatsappCloud.reachable ? [] : ["Cloud API unreachable"]),
      ...(webhooks.overdueSeconds >= WEBHOOKS_BEHIND_SECONDS
        ? [`webhooks ${formatAge(webhooks.overdueSeconds)} late`]
        : []),
      ...(webhooks.disabledEndpoints > 0
        ? [plural(webhooks.disabledEndpoints, "endpoint", "endpoints") + " disabled"]
        : []),
    ];
    if (problems.length > 0) return { tone: "caution", text: joined("Degraded", ...problems) };
    const latency = whatsappCloud.latencyMs;
    return {
      tone: "positive",
      text:
        latency === null
          ? healthyWord
          : joined(healthyWord, `Cloud API ${formatCount(latency)} ms`),
    };
  });
}

/** Messages accepted and not yet with their provider, and those parked for an operator. */
export function messageQueueLine(reading: SystemStatusReading): StatusLine {
  return lineOf(reading, ({ messageQueue: { waiting, oldestWaitingSeconds, parked } }) => {
    const isBehind = waiting > 0 && oldestWaitingSeconds >= QUEUE_BEHIND_SECONDS;
    const backlog =
      waiting === 0
        ? "nothing waiting"
        : `${formatCount(waiting)} waiting, oldest ${formatAge(oldestWaitingSeconds)}`;
    return {
      tone: isBehind || parked > 0 ? "caution" : "positive",
      text: joined(
        isBehind ? "Backlog" : "Active",
        backlog,
        ...(parked > 0 ? [`${formatCount(parked)} parked`] : []),
      ),
    };
  });
}

/** Analytics increments not yet folded into the daily figures. */
export function analyticsLine(reading: SystemStatusReading): StatusLine {
  return lineOf(reading, ({ analytics: { waiting, oldestWaitingSeconds } }) => {
    if (waiting === 0) return { tone: "positive", text: "Up to date" };
    const count = `${formatCount(waiting)} waiting`;
    return oldestWaitingSeconds >= ANALYTICS_BEHIND_SECONDS
      ? {
          tone: "caution",
          text: joined("Behind", `${count}, oldest ${formatAge(oldestWaitingSeconds)}`),
        }
      : { tone: "positive", text: joined("Processing", count) };
  });
}

/** How much a tone asks of an operator, to find the worst part. */
const SEVERITY: Record<StatusIndicatorTone, number> = {
  positive: 0,
  info: 0,
  neutral: 1,
  caution: 2,
  critical: 3,
};

/** The platform as a whole: the worst of its parts, and which parts are that bad. */
export interface OverallState {
  tone: StatusIndicatorTone;
  /** The worst parts, unless all are healthy ("message queue", "analytics"). */
  concerns: string[];
}

export function overallState(reading: SystemStatusReading): OverallState {
  if (reading.state === "checking") return { tone: "neutral", concerns: [] };
  const parts = [
    { name: "database", tone: databaseLine(reading).tone },
    { name: "API gateway", tone: gatewayLine(reading).tone },
    { name: "message queue", tone: messageQueueLine(reading).tone },
    { name: "analytics", tone: analyticsLine(reading).tone },
  ];
  const worst = parts.reduce((a, b) => (SEVERITY[b.tone] > SEVERITY[a.tone] ? b : a)).tone;
  return {
    tone: worst,
    concerns: SEVERITY[worst] === 0 ? [] : parts.filter((p) => p.tone === worst).map((p) => p.name),
  };
}

/** The platform as one line (settings' Platform Status): its word, and the worst parts named. */
export function platformLine(reading: SystemStatusReading): StatusLine {
  if (reading.state === "checking") return CHECKING;
  const { tone, concerns } = overallState(reading);
  if (concerns.length === 0) return { tone, text: "Operational" };
  const word = tone === "critical" ? "Degraded" : "Needs attention";
  return { tone, text: joined(word, concerns.join(", ")) };
}
