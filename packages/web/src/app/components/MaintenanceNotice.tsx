import { Button, Heading, Text, ThemeToggle } from "@aizapy/design-system";
import { RotateCw, Wrench } from "lucide-react";
import { useEffect } from "react";
import * as styles from "./MaintenanceNotice.css";

export interface MaintenanceNoticeProps {
  /** What the server said ("Ai Zapy is down for scheduled maintenance. …"). */
  message: string;
  /** When the server asked to try again, in seconds. */
  retryAfterSeconds: number | null;
  /** Tries again now. */
  onRetry: () => void;
  /** A retry is running. */
  retrying: boolean;
  /** The last retry found the platform still closed. */
  stillClosed: boolean;
  /** Ends the session (signing out works during maintenance). */
  onSignOut: () => void;
}

function describeWait(seconds: number): string {
  if (seconds < 60) return "in a few seconds";
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? "in about a minute" : `in about ${minutes} minutes`;
}

/**
 * The whole window while the platform is closed (the operator's Maintenance Mode, or a short
 * outage): the server's explanation, when to come back, and a retry.
 */
export function MaintenanceNotice({
  message,
  retryAfterSeconds,
  onRetry,
  retrying,
  stillClosed,
  onSignOut,
}: MaintenanceNoticeProps) {
  useEffect(() => {
    document.title = "Down for maintenance | Ai Zapy";
  }, []);

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <Wrench size={40} className={styles.icon} aria-hidden="true" />
        <Heading level={1} align="center">
          We&apos;ll be right back
        </Heading>
        <Text align="center">{message}</Text>
        {retryAfterSeconds !== null && (
          <Text tone="secondary" align="center">
            Try again {describeWait(retryAfterSeconds)}. Your workspace, settings and messages are
            safe.
          </Text>
        )}
        <div className={styles.actions}>
          <Button iconStart={<RotateCw size={16} />} loading={retrying} onClick={onRetry}>
            Try again
          </Button>
          <Button variant="secondary" onClick={onSignOut}>
            Sign out
          </Button>
          <ThemeToggle />
        </div>
        <Text tone="secondary" size="small" align="center" role="status">
          {stillClosed && !retrying ? "Still under maintenance. Please try again later." : ""}
        </Text>
      </div>
    </main>
  );
}
