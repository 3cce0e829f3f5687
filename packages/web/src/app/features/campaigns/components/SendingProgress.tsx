import { Stack, Text } from "@aizapy/design-system";
import { formatCount } from "../../../../shared/lib/format";
import { sendingProgress } from "../funnel";
import * as styles from "./SendingProgress.css";

export interface SendingProgressProps {
  counts: { audience: number; holdout: number; pending: number };
}

/** How many of a sending campaign's messages have gone to WhatsApp, as it sends. */
export function SendingProgress({ counts }: SendingProgressProps) {
  const { handedOver, toSend } = sendingProgress(counts);
  const percent = toSend === 0 ? 100 : Math.round((handedOver / toSend) * 100);
  return (
    <Stack space="small">
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Messages handed to WhatsApp"
        aria-valuemin={0}
        aria-valuemax={toSend}
        aria-valuenow={handedOver}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <Text tone="secondary" aria-live="polite">
        {`${formatCount(handedOver)} of ${formatCount(toSend)} messages handed to WhatsApp`}
      </Text>
    </Stack>
  );
}
