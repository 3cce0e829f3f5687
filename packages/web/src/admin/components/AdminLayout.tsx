import {
  AppShell,
  Badge,
  IconButton,
  Sidebar,
  Text,
  ThemeToggle,
  TopBar,
} from "@aizapy/design-system";
import { Bell, Search } from "lucide-react";
import { useState } from "react";
import { Link, Outlet, useLocation } from "react-router-dom";
import { paths } from "../app/paths";
import * as styles from "./AdminLayout.css";
import { adminNavItems, isActiveNavItem } from "./nav-items";
import { UserMenu } from "./UserMenu";

const MENU_LABEL = "Open navigation";

/** The console's frame (spec §2): sidebar, top bar and the current page. */
export function AdminLayout() {
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
          }))}
          open={isNavOpen}
          onOpenChange={onNavOpenChange}
          header={brand}
          label="Admin navigation"
          renderLink={({ href, ...props }) => <Link to={href} {...props} />}
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
              {/* Spec §2: search and notifications are shown without behaviour; phones hide
                  them to leave the title room. */}
              <span className={styles.wideOnly}>
                <IconButton label="Search" icon={<Search size={20} />} disabled />
                <IconButton label="Notifications" icon={<Bell size={20} />} disabled />
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
