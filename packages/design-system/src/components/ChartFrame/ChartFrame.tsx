import { CircleAlert, Table2, ChartLine } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import * as styles from "./ChartFrame.css";
import { ChartFrameContext, defaultChartHeight } from "./context";
import { Button } from "../Button/Button";
import { Skeleton } from "../Skeleton/Skeleton";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import { cx } from "../../utils/cx";

export interface ChartFrameProps {
  /** What the chart shows ("Messages per day"): the heading, and the data table's caption. */
  title: ReactNode;
  /** Heading element of the title, to fit the page outline. @default "h3" */
  titleAs?: "h2" | "h3" | "h4";
  /** A sentence under the title (the period, the source). */
  description?: ReactNode;
  /** Controls at the top right, e.g. a range `Select` or a `DateRangePicker`. */
  toolbar?: ReactNode;
  /** The chart: a `LineChart` or `BarChart` from their own entries (they load recharts). */
  children: ReactNode;
  /** The data is loading: a placeholder of the chart's height, announced once. */
  loading?: boolean;
  /** Why the data could not be loaded; shows an alert instead of the chart. */
  error?: ReactNode;
  /** Offers a retry button in the error state. */
  onRetry?: () => void;
  /** There is no data to draw: shows `emptyText` instead of an empty chart. */
  empty?: boolean;
  /** @default "No data to show" */
  emptyText?: ReactNode;
  /** Announced while loading. @default "Loading chart" */
  loadingLabel?: string;
  /** @default "Try again" */
  retryLabel?: string;
  /** @default "Show data table" */
  showTableLabel?: string;
  /** @default "Show chart" */
  showChartLabel?: string;
  /** Height of the chart area (and the loading, empty and error panels) in px. @default 280 */
  height?: number;
  /** Start with the data table instead of the chart. */
  defaultView?: "chart" | "table";
  /** Extra class names on the frame. */
  className?: string;
}

/**
 * A titled box around one chart with its loading, empty and error states, and a button that swaps
 * the chart for a data table with the same figures (for screen readers, keyboards and exact values).
 */
export function ChartFrame({
  title,
  titleAs: Title = "h3",
  description,
  toolbar,
  children,
  loading = false,
  error,
  onRetry,
  empty = false,
  emptyText = "No data to show",
  loadingLabel = "Loading chart",
  retryLabel = "Try again",
  showTableLabel = "Show data table",
  showChartLabel = "Show chart",
  height = defaultChartHeight,
  defaultView = "chart",
  className,
}: ChartFrameProps) {
  const titleId = useId();
  const [view, setView] = useState(defaultView);
  const hasError = Boolean(error);
  const isReady = !loading && !hasError && !empty;
  const panelStyle = { minHeight: height };

  let body: ReactNode;
  if (loading) {
    body = <Skeleton height={height} />;
  } else if (hasError) {
    body = (
      <div className={styles.panel} style={panelStyle} role="alert">
        <p className={styles.errorText}>
          <CircleAlert size={18} aria-hidden="true" />
          {error}
        </p>
        {onRetry && (
          <Button variant="secondary" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
      </div>
    );
  } else if (empty) {
    body = (
      <div className={styles.panel} style={panelStyle}>
        {emptyText}
      </div>
    );
  } else {
    body = (
      <ChartFrameContext.Provider
        value={{
          view,
          caption: title,
          label: typeof title === "string" ? title : undefined,
          height,
        }}
      >
        {children}
      </ChartFrameContext.Provider>
    );
  }

  return (
    <section className={cx(styles.frame, className)} aria-labelledby={titleId}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <Title id={titleId} className={styles.title}>
            {title}
          </Title>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {(toolbar || isReady) && (
          <div className={styles.tools}>
            {toolbar}
            {isReady && (
              <Button
                variant="ghost"
                size="small"
                iconStart={view === "chart" ? <Table2 size={16} /> : <ChartLine size={16} />}
                onClick={() => setView(view === "chart" ? "table" : "chart")}
              >
                {view === "chart" ? showTableLabel : showChartLabel}
              </Button>
            )}
          </div>
        )}
      </div>
      <div className={styles.body} aria-busy={loading || undefined}>
        {body}
      </div>
      <VisuallyHidden role="status">{loading ? loadingLabel : ""}</VisuallyHidden>
    </section>
  );
}
