import { type ReactNode } from "react";
import * as styles from "./chart.css";
import { type ChartTone } from "./tones";
import { cx } from "../utils/cx";

/** One series as the tooltip and legend show it. */
export interface ChartSeriesKey {
  /** The data field (recharts' `dataKey`). */
  key: string;
  label: string;
  tone: ChartTone;
}

export interface ChartTooltipContentProps {
  /** Set by recharts: whether a point is active. */
  active?: boolean;
  /** Set by recharts: the active point's values. */
  payload?: ReadonlyArray<{ dataKey?: unknown; value?: unknown }>;
  /** Set by recharts: the active category or x value. */
  label?: unknown;
  series: readonly ChartSeriesKey[];
  formatLabel: (label: unknown) => ReactNode;
  formatValue: (value: number) => string;
}

/**
 * The tooltip's content in theme colours. It stays mounted as a polite live region so moving
 * between points with the arrow keys reads each point's values out.
 */
export function ChartTooltipContent({
  active,
  payload,
  label,
  series,
  formatLabel,
  formatValue,
}: ChartTooltipContentProps) {
  const entries = active && payload ? payload : [];
  return (
    <div className={styles.tooltip} role="status">
      {entries.length > 0 && (
        <>
          <p className={styles.tooltipLabel}>{formatLabel(label)}</p>
          <ul className={styles.entries}>
            {entries.map((entry) => {
              const meta = series.find((item) => item.key === entry.dataKey);
              if (!meta || typeof entry.value !== "number") return null;
              return (
                <li key={meta.key} className={styles.entry}>
                  <span className={cx(styles.swatch, styles.seriesTone[meta.tone])} />
                  {meta.label}
                  <span className={styles.entryValue}>{formatValue(entry.value)}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/** The series' names and colours above a chart with more than one series. */
export function ChartLegend({ series }: { series: readonly ChartSeriesKey[] }) {
  return (
    <ul className={styles.legend}>
      {series.map((item) => (
        <li key={item.key} className={styles.entry}>
          <span className={cx(styles.swatch, styles.seriesTone[item.tone])} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
