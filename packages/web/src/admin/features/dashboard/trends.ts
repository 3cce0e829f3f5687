import { formatCount } from "../../../shared/lib/format";
import { formatSignedDecimal } from "../../lib/format";

/** What a stat card says about the change: the figure, its colour and the comparison. */
export interface Trend {
  /** "+3", "+12.5%", "-0.4 pts"; `null` when there is nothing to compare with. */
  figure: string | null;
  tone: "positive" | "critical" | "neutral";
  /** The comparison the figure refers to ("from last month"). */
  description: string;
}

const NO_COMPARISON = "No data for last month";

function toneOf(change: number): Trend["tone"] {
  if (change > 0) return "positive";
  if (change < 0) return "critical";
  return "neutral";
}

/** Records added this month, against the number added last month. */
export function additionsTrend(thisMonth: number, lastMonth: number): Trend {
  return {
    figure: `+${formatCount(thisMonth)} this month`,
    tone: thisMonth > 0 ? "positive" : "neutral",
    description: `vs +${formatCount(lastMonth)} last month`,
  };
}

/** Messages this month against the same days of last month; `null` change: no comparison. */
export function messagesTrend(changePct: number | null): Trend {
  if (changePct === null) return { figure: null, tone: "neutral", description: NO_COMPARISON };
  return {
    figure: `${formatSignedDecimal(changePct)}%`,
    tone: toneOf(Math.round(changePct * 10)),
    description: "from the same period last month",
  };
}

/** This month's delivery rate against last month's, in percentage points. */
export function deliveryRateTrend(changePoints: number | null): Trend {
  if (changePoints === null) return { figure: null, tone: "neutral", description: NO_COMPARISON };
  return {
    figure: `${formatSignedDecimal(changePoints)} pts`,
    tone: toneOf(Math.round(changePoints * 10)),
    description: "from last month",
  };
}
