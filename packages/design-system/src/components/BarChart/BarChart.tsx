import { type KeyboardEvent as ReactKeyboardEvent } from "react";
import { Bar, CartesianGrid, BarChart as RechartsBarChart, Tooltip, XAxis, YAxis } from "recharts";
import * as styles from "../../charts/chart.css";
import { type ChartSeriesKey, ChartTooltipContent } from "../../charts/ChartTooltip";
import { formatNumber, headerWithUnit, withUnit } from "../../charts/format";
import { type ChartTone } from "../../charts/tones";
import { ChartDataTable } from "../ChartFrame/ChartDataTable";
import { defaultChartHeight, useChartFrame } from "../ChartFrame/context";
import { cx } from "../../utils/cx";

/**
 * Recharts moves its keyboard tooltip only with Left/Right, and in a horizontal bar chart Right
 * goes up the list. These keys are re-sent as the ones recharts understands, so Down and Right go
 * to the next bar and Up and Left to the previous one.
 */
const horizontalKeys: Record<string, string> = {
  ArrowDown: "ArrowLeft",
  ArrowRight: "ArrowLeft",
  ArrowUp: "ArrowRight",
  ArrowLeft: "ArrowRight",
};
const resentKeys = new WeakSet<Event>();

function resendHorizontalKeys(event: ReactKeyboardEvent<HTMLDivElement>) {
  const key = horizontalKeys[event.key];
  if (!key || resentKeys.has(event.nativeEvent)) return;
  event.preventDefault();
  event.stopPropagation();
  const resent = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  resentKeys.add(resent);
  event.target.dispatchEvent(resent);
}

export interface BarChartDatum {
  /** The category ("Delivered", a month). */
  label: string;
  /** Its figure. */
  value: number;
}

export interface BarChartProps {
  /** One bar per category, in display order. */
  data: readonly BarChartDatum[];
  /** Header of the category column in the data table ("Status"). */
  categoryLabel: string;
  /** What the figures are ("Messages"): the tooltip's and the table's name for them. */
  valueLabel: string;
  /**
   * `vertical`: columns rising from a category axis at the bottom; `horizontal`: bars growing to
   * the right from categories listed down the left (better for long names). @default "vertical"
   */
  orientation?: "vertical" | "horizontal";
  /** Colour of the bars. @default "brand" */
  tone?: ChartTone;
  /** Formats the figures ("1,234"). @default English digit grouping */
  formatValue?: (value: number) => string;
  /** Unit of the figures ("ms"): shown by the value axis, in the tooltip and the table header. */
  unit?: string;
  /** Height in px. @default the frame's height, else 280 */
  height?: number;
  /** Accessible name of the chart. @default the frame's title when it is text */
  label?: string;
}

/**
 * Categories compared as bars in a theme colour. Focus the chart and use the arrow keys to move
 * between bars; inside a `ChartFrame` the reader can swap it for a data table.
 */
export function BarChart({
  data,
  categoryLabel,
  valueLabel,
  orientation = "vertical",
  tone = "brand",
  formatValue = formatNumber,
  unit,
  height,
  label,
}: BarChartProps) {
  const frame = useChartFrame();
  const keys: ChartSeriesKey[] = [{ key: "value", label: valueLabel, tone }];

  if (frame?.view === "table") {
    return (
      <ChartDataTable
        caption={frame.caption}
        rowHeader={categoryLabel}
        columns={[headerWithUnit(valueLabel, unit)]}
        rows={data.map((datum, index) => ({
          id: `${index}`,
          header: datum.label,
          cells: [formatValue(datum.value)],
        }))}
      />
    );
  }

  const isHorizontal = orientation === "horizontal";
  const categoryAxis = { dataKey: "label", type: "category", tickLine: false } as const;
  const valueAxis = { type: "number", tickFormatter: formatValue, tickLine: false } as const;

  return (
    <div
      className={styles.chart}
      onKeyDownCapture={isHorizontal ? resendHorizontalKeys : undefined}
    >
      {unit && (
        <p className={styles.unitLabel} aria-hidden="true">
          {unit}
        </p>
      )}
      <RechartsBarChart
        data={data as BarChartDatum[]}
        layout={isHorizontal ? "vertical" : "horizontal"}
        responsive
        style={{ width: "100%", height: height ?? frame?.height ?? defaultChartHeight }}
        title={label ?? frame?.label}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid horizontal={!isHorizontal} vertical={isHorizontal} />
        {isHorizontal ? (
          <>
            <XAxis {...valueAxis} axisLine={false} />
            <YAxis {...categoryAxis} width="auto" />
          </>
        ) : (
          <>
            <XAxis {...categoryAxis} tickMargin={8} minTickGap={8} />
            <YAxis {...valueAxis} width="auto" axisLine={false} />
          </>
        )}
        <Tooltip
          content={(props) => (
            <ChartTooltipContent
              active={props.active}
              payload={props.payload}
              label={props.label}
              series={keys}
              formatLabel={(category) => (typeof category === "string" ? category : "")}
              formatValue={(value) => withUnit(formatValue(value), unit)}
            />
          )}
        />
        <Bar
          dataKey="value"
          name={valueLabel}
          className={cx(styles.bar, styles.seriesTone[tone])}
          radius={isHorizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
          maxBarSize={48}
        />
      </RechartsBarChart>
    </div>
  );
}
