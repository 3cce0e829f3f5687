import { describeStage, type FunnelStage } from "../funnel";
import * as styles from "./FunnelChart.css";

/**
 * The funnel as a list of bars, each stage named with its count and share in text (the bars only
 * draw it): a screen reader reads "Delivered 4 (100%)".
 */
export function FunnelChart({ stages }: { stages: readonly FunnelStage[] }) {
  return (
    <ol className={styles.list} aria-label="Funnel">
      {stages.map((stage) => (
        <li key={stage.key} className={styles.stage}>
          <span className={styles.label}>{stage.label}</span>
          <span className={styles.track} aria-hidden="true">
            <span
              className={styles.bar}
              style={{ width: `${Math.round((stage.share ?? 0) * 100)}%` }}
            />
          </span>
          <span className={styles.figure}>{describeStage(stage)}</span>
        </li>
      ))}
    </ol>
  );
}
