import {
  AppShell,
  Sidebar,
  type SidebarNavItem,
  Text,
  ThemeToggle,
  TopBar,
} from "@aizapy/design-system";
import { type ReactNode, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import * as styles from "./SignedInLayout.css";

const MENU_LABEL = "Open navigation";

/** The home entry matches only itself; every other entry also matches the pages under it. */
export function isActiveNavItem(href: string, pathname: string, homePath: string): boolean {
  const current = pathname.replace(/\/+$/, "") || "/";
  if (href === homePath) return current === homePath;
  return current === href || current.startsWith(`${href}/`);
}

export interface SignedInLayoutProps {
  /** Under the brand: which area this is ("Admin", "Workspace"). */
  area: string;
  /** Where the brand leads: the area's first page. */
  homePath: string;
  /** Names the navigation landmark ("Admin navigation"). */
  navigationLabel: string;
  /** The navigation's entries, in order; the current page's is marked here. */
  navItems: readonly Omit<SidebarNavItem, "active">[];
  /** The bottom of the navigation; it gets what closes the phone's navigation sheet. */
  navFooter?: (closeNavigation: () => void) => ReactNode;
  /** The top bar's title (not a heading: each page has its own `h1`). */
  title: ReactNode;
  /** A badge after the title. */
  badge?: ReactNode;
  /** The top bar's controls before the theme toggle and the user menu. */
  actions?: ReactNode;
  /** The signed-in person's menu, last in the top bar. */
  userMenu: ReactNode;
  /** The page (the router's outlet), and anything above it. */
  children: ReactNode;
}

/** A signed-in area's frame: the navigation, the top bar and the current page. */
export function SignedInLayout({
  area,
  homePath,
  navigationLabel,
  navItems,
  navFooter,
  title,
  badge,
  actions,
  userMenu,
  children,
}: SignedInLayoutProps) {
  const { pathname } = useLocation();
  const [isNavOpen, setNavOpen] = useState(false);

  const onNavOpenChange = (open: boolean) => {
    setNavOpen(open);
    // The sheet has no trigger of its own to hand focus back to: that is the top bar's button.
    if (!open) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLButtonElement>(`button[aria-label="${MENU_LABEL}"]`)?.focus(),
      );
    }
  };

  const brand = (
    <Link to={homePath} className={styles.brand}>
      <Text as="span" weight="bold" tone="brand">
        Ai Zapy
      </Text>
      <Text as="span" size="small" tone="secondary">
        {area}
      </Text>
    </Link>
  );

  return (
    <AppShell
      sidebar={
        <Sidebar
          items={navItems.map((item) => ({
            ...item,
            active: isActiveNavItem(item.href, pathname, homePath),
          }))}
          open={isNavOpen}
          onOpenChange={onNavOpenChange}
          header={brand}
          label={navigationLabel}
          renderLink={({ href, ...props }) => <Link to={href} {...props} />}
          footer={navFooter?.(() => onNavOpenChange(false))}
        />
      }
      topBar={
        <TopBar
          title={title}
          titleAs="p"
          badge={badge}
          onMenuClick={() => setNavOpen(true)}
          menuLabel={MENU_LABEL}
          menuExpanded={isNavOpen}
          actions={
            <>
              {actions}
              <ThemeToggle />
              {userMenu}
            </>
          }
        />
      }
    >
      {children}
    </AppShell>
  );
}
