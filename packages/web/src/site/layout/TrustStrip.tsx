import { Container } from "@aizapy/design-system";
import { BadgeCheck } from "lucide-react";
import { trustClientCount, trustPoints } from "../content/trust";
import * as styles from "./TrustStrip.css";

/** The strip above the header: why businesses trust Ai Zapy. */
export function TrustStrip() {
  return (
    <aside className={styles.strip} aria-label="Why businesses trust Ai Zapy">
      <Container>
        <ul className={styles.list}>
          {trustPoints.map((point) => (
            <li key={point} className={styles.item}>
              <BadgeCheck size={14} aria-hidden="true" />
              {point}
            </li>
          ))}
          <li className={`${styles.item} ${styles.count}`}>Trusted by {trustClientCount}</li>
        </ul>
      </Container>
    </aside>
  );
}
