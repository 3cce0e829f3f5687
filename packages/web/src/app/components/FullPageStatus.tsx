import { Spinner, Text } from "@aizapy/design-system";
import * as styles from "./FullPageStatus.css";

/** A centred spinner and message for the whole window ("Opening your workspace..."). */
export function FullPageStatus({ message }: { message: string }) {
  return (
    <div className={styles.wrapper} role="status">
      <Spinner size="large" label={null} />
      <Text tone="secondary">{message}</Text>
    </div>
  );
}
