import { type ReactNode } from "react";
import * as styles from "./AppShell.css";

export interface AppShellProps {
  /** The `Sidebar`. */
  sidebar: ReactNode;
  /** The `TopBar`. */
  topBar: ReactNode;
  /** The page. */
  children: ReactNode;
  /** Label of the skip link that jumps past the navigation. @default "Skip to main content" */
  skipLinkLabel?: string;
}

/** An application layout: sidebar, top bar and main content, with a skip link for keyboard users. */
export function AppShell({
  sidebar,
  topBar,
  children,
  skipLinkLabel = "Skip to main content",
}: AppShellProps) {
  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        {skipLinkLabel}
      </a>
      {sidebar}
      {topBar}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
