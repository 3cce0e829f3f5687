import { type ReactNode } from "react";
import * as styles from "./StatCard.css";
import { Card, CardBody } from "../Card/Card";

export interface StatCardProps {
  /** What is counted ("Total Customers"). */
  title: ReactNode;
  /** The figure, already formatted ("1,234", "98.5%"). */
  value: ReactNode;
  /** Supporting text ("Messages sent this month", "from last month"). */
  description?: ReactNode;
  /** A change figure shown before the description ("+12%"). */
  trend?: ReactNode;
  /** Colour of the trend. @default "positive" */
  trendTone?: keyof typeof styles.trend;
  /** A decorative icon, e.g. `<Building2 size={20} />`. */
  icon?: ReactNode;
  /** Heading element of the title, to fit the page outline. @default "h3" */
  titleAs?: "h2" | "h3" | "h4" | "p";
}

/** One key figure of a dashboard or report. */
export function StatCard({
  title,
  value,
  description,
  trend,
  trendTone = "positive",
  icon,
  titleAs: Title = "h3",
}: StatCardProps) {
  return (
    <Card as="article" padding="medium">
      <CardBody>
        <div className={styles.header}>
          <Title className={styles.title}>{title}</Title>
          {icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
        </div>
        <p className={styles.value}>{value}</p>
        {(trend || description) && (
          <p className={styles.footer}>
            {trend && <span className={styles.trend[trendTone]}>{trend}</span>}
            {description && <span>{description}</span>}
          </p>
        )}
      </CardBody>
    </Card>
  );
}
