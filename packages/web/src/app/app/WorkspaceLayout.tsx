import {
  AppShell,
  Badge,
  Sidebar,
  Text,
  ThemeToggle,
  TopBar,
  VisuallyHidden,
} from "@aizapy/design-system";
import { Lock } from "lucide-react";
import { useState } from "react";
import { Link, Outlet, useLocation } from "react-router-dom";
import { useWorkspaceAccount } from "../api/workspace-account";
import { paths } from "../lib/paths";
import { canManage } from "../lib/roles";
import { AccountBanners } from "./AccountBanners";
import { isActiveNavItem, workspaceNavItems } from "./nav-items";
import { UserMenu } from "./UserMenu";
import * as styles from "./WorkspaceLayout.css";

const MENU_LABEL = "Open navigation";

/** The workspace's frame: sidebar, top bar with the business's name, banners and the page. */
export function WorkspaceLayout() {
  const { pathname } = useLocation();
  const [isNavOpen, setNavOpen] = useState(false);
  const { account, business } = useWorkspaceAccount();
  const isManager = canManage(account.role);

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
    <Link to={paths.home} className={styles.brand}>
      <Text as="span" weight="bold" tone="brand">
        Ai Zapy
      </Text>
      <Text as="span" size="small" tone="secondary">
        Workspace
      </Text>
    </Link>
  );

  return (
    <AppShell
      sidebar={
        <Sidebar
          items={workspaceNavItems.map(({ managersOnly, ...item }) => ({
            ...item,
            active: isActiveNavItem(item.href, pathname),
            ...(managersOnly && !isManager
              ? {
                  badge: (
                    <Badge tone="neutral" icon={<Lock size={12} />}>
                      Locked
                      <VisuallyHidden>: owners and admins only</VisuallyHidden>
                    </Badge>
                  ),
                }
              : {}),
          }))}
          open={isNavOpen}
          onOpenChange={onNavOpenChange}
          header={brand}
          label="Workspace navigation"
          renderLink={({ href, ...props }) => <Link to={href} {...props} />}
        />
      }
      topBar={
        <TopBar
          title={business.name}
          titleAs="p"
          badge={business.provider === "sandbox" ? <Badge tone="info">Sandbox</Badge> : undefined}
          onMenuClick={() => setNavOpen(true)}
          menuLabel={MENU_LABEL}
          menuExpanded={isNavOpen}
          actions={
            <>
              <ThemeToggle />
              <UserMenu />
            </>
          }
        />
      }
    >
      <div className={styles.banners}>
        <AccountBanners />
      </div>
      <Outlet />
    </AppShell>
  );
}
