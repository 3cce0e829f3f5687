import {
  CartesianGrid,
  Line,
  LineChart as RechartsLineChart,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import * as styles from "../../charts/chart.css";
import { ChartLegend, type ChartSeriesKey, ChartTooltipContent } from "../../charts/ChartTooltip";
import { formatNumber, headerWithUnit, withUnit } from "../../charts/format";
import { type ChartTone, toneAt } from "../../charts/tones";
import { ChartDataTable } from "../ChartFrame/ChartDataTable";
import { defaultChartHeight, useChartFrame } from "../ChartFrame/context";
import { cx } from "../../utils/cx";

type FieldOf<Datum> = Extract<keyof Datum, string>;

export interface LineChartSeries<Datum> {
  /** The field holding this series' numbers. */
  key: FieldOf<Datum>;
  /** The series' name in the legend, tooltip and data table ("Delivered"). */
  label: string;
  /** Its colour; series without one take the next tone in order. */
  tone?: ChartTone;
}

export interface LineChartProps<Datum extends object> {
  /** The points, in x order. */
  data: readonly Datum[];
  /** The field holding each point's x value (an ISO date, a label). */
  xKey: FieldOf<Datum>;
  /** Header of the x column in the data table ("Date"). */
  xLabel: string;
  /** One line per series. */
  series: readonly LineChartSeries<Datum>[];
  /** Formats x values on the axis, in the tooltip and the table ("22 Nov"). */
  formatX?: (value: string | number) => string;
  /** Formats the figures ("1,234"). @default English digit grouping */
  formatValue?: (value: number) => string;
  /** Unit of the figures ("ms"): shown over the y axis, in the tooltip and the table headers. */
  unit?: string;
  /** Height in px. @default the frame's height, else 280 */
  height?: number;
  /** Accessible name of the chart. @default the frame's title when it is text */
  label?: string;
}

/**
 * A time series as lines, one per series, in theme colours. Focus the chart and use the arrow
 * keys to move between points; inside a `ChartFrame` the reader can swap it for a data table.
 */
export function LineChart<Datum extends object>({
  data,
  xKey,
  xLabel,
  series,
  formatX = String,
  formatValue = formatNumber,
  unit,
  height,
  label,
}: LineChartProps<Datum>) {
  const frame = useChartFrame();
  const keys: ChartSeriesKey[] = series.map((item, index) => ({
    key: item.key,
    label: item.label,
    tone: toneAt(index, item.tone),
  }));
  const read = (datum: Datum, field: FieldOf<Datum>) => datum[field] as unknown;

  if (frame?.view === "table") {
    return (
      <ChartDataTable
        caption={frame.caption}
        rowHeader={xLabel}
        columns={keys.map((item) => headerWithUnit(item.label, unit))}
        rows={data.map((datum, index) => {
          const x = read(datum, xKey);
          return {
            id: `${index}`,
            header: typeof x === "string" || typeof x === "number" ? formatX(x) : "",
            cells: series.map((item) => {
              const value = read(datum, item.key);
              return typeof value === "number" ? formatValue(value) : "–";
            }),
          };
        })}
      />
    );
  }

  return (
    <div className={styles.chart}>
      {keys.length > 1 && <ChartLegend series={keys} />}
      {unit && (
        <p className={styles.unitLabel} aria-hidden="true">
          {unit}
        </p>
      )}
      <RechartsLineChart
        data={data as Datum[]}
        responsive
        style={{ width: "100%", height: height ?? frame?.height ?? defaultChartHeight }}
        title={label ?? frame?.label}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey={xKey}
          tickFormatter={formatX}
          tickLine={false}
          tickMargin={8}
          minTickGap={24}
        />
        <YAxis width="auto" tickFormatter={formatValue} axisLine={false} tickLine={false} />
        <Tooltip
          content={(props) => (
            <ChartTooltipContent
              active={props.active}
              payload={props.payload}
              label={props.label}
              series={keys}
              formatLabel={(x) =>
                typeof x === "string" || typeof x === "number" ? formatX(x) : ""
              }
              formatValue={(value) => withUnit(formatValue(value), unit)}
            />
          )}
        />
        {keys.map((item) => (
          <Line
            key={item.key}
            dataKey={item.key}
            name={item.label}
            type="monotone"
            className={cx(styles.line, styles.seriesTone[item.tone])}
            dot={false}
            activeDot={{ className: cx(styles.activeDot, styles.seriesTone[item.tone]), r: 5 }}
          />
        ))}
      </RechartsLineChart>
    </div>
  );
}
