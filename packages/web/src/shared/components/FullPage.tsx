import { Heading, Spinner, Text } from "@aizapy/design-system";
import { type ReactNode } from "react";
import * as styles from "./FullPage.css";

/** A centred spinner and message for the whole window ("Opening your workspace..."). */
export function FullPageStatus({ message }: { message: string }) {
  return (
    <div className={styles.page} role="status">
      <Spinner size="large" label={null} />
      <Text tone="secondary">{message}</Text>
    </div>
  );
}

export interface FullPageMessageProps {
  /** The page's `h1`. */
  title: string;
  /** A sentence under it. */
  children: ReactNode;
  /** The way on (a button). */
  action: ReactNode;
  /** `alert` when the page stands for a failure. */
  role?: "alert";
}

/** A page of its own, outside the area's frame: a title, a sentence and the way on. */
export function FullPageMessage({ title, children, action, role }: FullPageMessageProps) {
  return (
    <main className={styles.page} role={role}>
      <Heading level={1} align="center">
        {title}
      </Heading>
      <Text tone="secondary" align="center">
        {children}
      </Text>
      {action}
    </main>
  );
}
