import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import { type ReactNode } from "react";
import * as styles from "./Notice.css";

export type NoticeTone = "info" | "caution" | "critical" | "positive";

const icons = { info: Info, caution: TriangleAlert, critical: CircleAlert, positive: CircleCheck };

export interface NoticeProps {
  /** @default "info" */
  tone?: NoticeTone;
  /** Bold first line. */
  title: ReactNode;
  /** Details under the title. */
  children?: ReactNode;
  /** `status` to announce it when it appears after the page loaded. */
  role?: "status" | "alert" | "note" | "region";
  /** Names a `region`. */
  "aria-label"?: string;
  /** Controls at the end (a button). */
  action?: ReactNode;
}

/** A message that stands out from the page: a suspended business, an unverified address. */
export function Notice({
  tone = "info",
  title,
  children,
  role,
  "aria-label": ariaLabel,
  action,
}: NoticeProps) {
  const Icon = icons[tone];
  return (
    <div className={`${styles.notice} ${styles.tone[tone]}`} role={role} aria-label={ariaLabel}>
      <Icon size={20} className={`${styles.icon} ${styles.iconTone[tone]}`} aria-hidden="true" />
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {children && <div className={styles.description}>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
