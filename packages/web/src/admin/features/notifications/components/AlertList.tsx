import { Text } from "@aizapy/design-system";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router-dom";
import { formatDateTime } from "../../../../shared/lib/format";
import { type NotificationsQuery } from "../../../gql/graphql";
import { alertLink } from "../alert-links";
import * as styles from "./NotificationsMenu.css";

type Alert = NotificationsQuery["notifications"]["alerts"][number];

export interface AlertListProps {
  /** The newest alerts since the last visit. */
  alerts: readonly Alert[];
  /** How many there are in all. */
  alertCount: number;
  /** Called after a link was followed. */
  onFollow: () => void;
}

/**
 * The platform's alerts in the notifications panel (a webhook endpoint disabled after days of
 * failures, say): what happened, why, and when, leading to the page about it where there is one.
 */
export function AlertList({ alerts, alertCount, onFollow }: AlertListProps) {
  const more = alertCount - alerts.length;
  return (
    <>
      <Text size="small" tone="secondary">
        {alertCount === 1
          ? "1 platform alert since your last visit"
          : `${alertCount} platform alerts since your last visit`}
      </Text>
      <ul className={styles.list} aria-label="Platform alerts">
        {alerts.map((alert) => {
          const content = (
            <>
              <span className={styles.alertTitle}>
                <TriangleAlert size={16} aria-hidden="true" className={styles.alertIcon} />
                {alert.title}
              </span>
              <span className={styles.detail}>{alert.detail}</span>
              <span className={styles.meta}>
                <time dateTime={alert.createdAt}>{formatDateTime(alert.createdAt)}</time>
              </span>
            </>
          );
          const href = alertLink(alert);
          return (
            <li key={alert.id}>
              {href ? (
                <Link className={styles.link} to={href} onClick={onFollow}>
                  {content}
                </Link>
              ) : (
                <div className={styles.item}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <Text size="small" tone="secondary">
          and {more} more
        </Text>
      )}
    </>
  );
}
