import {
  AppShell,
  Badge,
  Sidebar,
  Text,
  ThemeToggle,
  TopBar,
  VisuallyHidden,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link, Outlet, useLocation } from "react-router-dom";
import { UnreadCountQuery } from "../api/get-unread-count";
import { NotificationsMenu } from "../features/notifications/components/NotificationsMenu";
import { GlobalSearch } from "../features/search/components/GlobalSearch";
import { formatCount } from "../lib/format";
import { paths } from "../lib/paths";
import * as styles from "./AdminLayout.css";
import { adminNavItems, isActiveNavItem } from "./nav-items";
import { UserMenu } from "./UserMenu";

const MENU_LABEL = "Open navigation";

/** The console's frame: sidebar, top bar and the current page. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const [isNavOpen, setNavOpen] = useState(false);
  const unread = useQuery(UnreadCountQuery).data?.contactMessageUnreadCount ?? 0;

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
    <Link to={paths.dashboard} className={styles.brand}>
      <Text as="span" weight="bold" tone="brand">
        Ai Zapy
      </Text>
      <Text as="span" size="small" tone="secondary">
        Admin
      </Text>
    </Link>
  );

  return (
    <AppShell
      sidebar={
        <Sidebar
          items={adminNavItems.map((item) => ({
            ...item,
            active: isActiveNavItem(item.href, pathname),
            ...(item.href === paths.messages && unread > 0
              ? {
                  badge: (
                    <Badge tone="critical" variant="solid">
                      {formatCount(unread)}
                      <VisuallyHidden> unread</VisuallyHidden>
                    </Badge>
                  ),
                }
              : {}),
          }))}
          open={isNavOpen}
          onOpenChange={onNavOpenChange}
          header={brand}
          label="Admin navigation"
          renderLink={({ href, ...props }) => <Link to={href} {...props} />}
          footer={
            // A phone's top bar leaves its room to the title: search and notifications are here.
            <div className={styles.narrowOnly}>
              <GlobalSearch
                variant="wide"
                listensForShortcut={false}
                onNavigate={() => onNavOpenChange(false)}
              />
              <NotificationsMenu variant="wide" onNavigate={() => onNavOpenChange(false)} />
            </div>
          }
        />
      }
      topBar={
        <TopBar
          title="Admin Dashboard"
          titleAs="p"
          badge={
            <Badge tone="brand" variant="solid">
              Premium
            </Badge>
          }
          onMenuClick={() => setNavOpen(true)}
          menuLabel={MENU_LABEL}
          menuExpanded={isNavOpen}
          actions={
            <>
              <span className={styles.wideOnly}>
                <GlobalSearch />
                <NotificationsMenu />
              </span>
              <ThemeToggle />
              <UserMenu />
            </>
          }
        />
      }
    >
      <Outlet />
    </AppShell>
  );
}
