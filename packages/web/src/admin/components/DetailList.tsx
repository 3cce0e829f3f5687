import { type ReactNode } from "react";
import * as styles from "./DetailList.css";

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list (profile facts, settings, system status). */
export function DetailList({ items }: { items: readonly Detail[] }) {
  return (
    <dl className={styles.list}>
      {items.map(({ label, value }) => (
        <div key={label} className={styles.item}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
