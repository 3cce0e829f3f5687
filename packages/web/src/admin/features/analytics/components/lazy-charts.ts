// Type-only imports, erased entirely: a plain import of these entries would load recharts.
import type { BarChartProps } from "@aizapy/design-system/BarChart";
import type { LineChartProps } from "@aizapy/design-system/LineChart";
import { type ComponentType, lazy } from "react";

/** One day of the charts, as the line charts read it. */
export interface ChartDay {
  date: string;
  messages: number;
  deliveryRate: number | null;
  avgResponseMs: number | null;
}

// recharts (about 100 KB gzip) loads only when a chart is first drawn: never with the console's
// first screen, nor on any page but this one (tests/budgets checks it).
export const LineChart = lazy(() =>
  import("@aizapy/design-system/LineChart").then((module) => ({
    default: module.LineChart as ComponentType<LineChartProps<ChartDay>>,
  })),
);

export const BarChart = lazy(() =>
  import("@aizapy/design-system/BarChart").then((module) => ({
    default: module.BarChart as ComponentType<BarChartProps>,
  })),
);
