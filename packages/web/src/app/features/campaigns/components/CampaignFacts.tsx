import { type ReactNode } from "react";
import * as styles from "./CampaignFacts.css";

export interface CampaignFact {
  label: string;
  value: ReactNode;
}

/** A campaign's facts (template, audience, times, cost) as a description list. */
export function CampaignFacts({ facts }: { facts: readonly CampaignFact[] }) {
  return (
    <dl className={styles.list}>
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
