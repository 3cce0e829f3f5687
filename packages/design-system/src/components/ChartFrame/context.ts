import { createContext, type ReactNode, useContext } from "react";

/** What a `ChartFrame` tells the chart inside it. */
export interface ChartFrameContextValue {
  /** Whether the reader asked for the chart or its data table. */
  view: "chart" | "table";
  /** The frame's title: the data table's caption. */
  caption: ReactNode;
  /** The title as plain text, when it is a string: the chart surface's accessible name. */
  label?: string;
  /** Height of the chart area in px. */
  height: number;
}

export const defaultChartHeight = 280;

export const ChartFrameContext = createContext<ChartFrameContextValue | null>(null);

/** The surrounding frame's view, caption and height; `null` outside a `ChartFrame`. */
export function useChartFrame(): ChartFrameContextValue | null {
  return useContext(ChartFrameContext);
}
