import { Menu } from "lucide-react";
import { type ReactNode } from "react";
import * as styles from "./TopBar.css";
import { IconButton } from "../IconButton/IconButton";

export interface TopBarProps {
  /** The page or area title ("Overview"). */
  title: ReactNode;
  /** A badge after the title ("Premium"). */
  badge?: ReactNode;
  /** Buttons and menus at the right (search, notifications, theme toggle, user menu). */
  actions?: ReactNode;
  /** Opens the mobile navigation; the menu button only shows below the desktop breakpoint. */
  onMenuClick?: () => void;
  /** Whether the navigation the menu button controls is open. */
  menuExpanded?: boolean;
  /** @default "Open navigation" */
  menuLabel?: string;
  /** Heading element of the title. @default "h1" */
  titleAs?: "h1" | "h2" | "p";
}

/** An application's top bar: mobile menu button, title and badge, and actions. */
export function TopBar({
  title,
  badge,
  actions,
  onMenuClick,
  menuExpanded,
  menuLabel = "Open navigation",
  titleAs: Title = "h1",
}: TopBarProps) {
  return (
    <header className={styles.topBar}>
      {onMenuClick && (
        <span className={styles.menuButton}>
          <IconButton
            label={menuLabel}
            icon={<Menu size={20} />}
            aria-expanded={menuExpanded}
            onClick={onMenuClick}
          />
        </span>
      )}
      <div className={styles.titleGroup}>
        <Title className={styles.title}>{title}</Title>
        {badge}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
