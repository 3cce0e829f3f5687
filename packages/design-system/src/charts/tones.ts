import type { seriesTone } from "./chart.css";

/** A series' colour, by meaning; every tone keeps 3:1 against the chart in both themes. */
export type ChartTone = keyof typeof seriesTone;

/** Colours given to series in order when they name no tone of their own. */
export const chartTonesInOrder: readonly ChartTone[] = [
  "brand",
  "info",
  "promote",
  "caution",
  "critical",
  "positive",
];

export function toneAt(index: number, tone?: ChartTone): ChartTone {
  return tone ?? chartTonesInOrder[index % chartTonesInOrder.length] ?? "brand";
}
