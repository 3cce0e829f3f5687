import { Badge, VisuallyHidden } from "@aizapy/design-system";
import { Lock } from "lucide-react";
import { Outlet } from "react-router-dom";
import { SignedInLayout } from "../../shared/components/SignedInLayout";
import { useWorkspaceAccount } from "../api/workspace-account";
import { paths } from "../lib/paths";
import { canManage } from "../lib/roles";
import { AccountBanners } from "./AccountBanners";
import { MemberUserMenu } from "./MemberUserMenu";
import { workspaceNavItems } from "./nav-items";
import * as styles from "./WorkspaceLayout.css";

/** The workspace's frame: sidebar, top bar with the business's name, banners and the page. */
export function WorkspaceLayout() {
  const { account, business } = useWorkspaceAccount();
  const isManager = canManage(account.role);

  return (
    <SignedInLayout
      area="Workspace"
      homePath={paths.home}
      navigationLabel="Workspace navigation"
      navItems={workspaceNavItems.map(({ managersOnly, ...item }) =>
        managersOnly && !isManager
          ? {
              ...item,
              badge: (
                <Badge tone="neutral" icon={<Lock size={12} />}>
                  Locked
                  <VisuallyHidden>: owners and admins only</VisuallyHidden>
                </Badge>
              ),
            }
          : item,
      )}
      title={business.name}
      badge={business.provider === "sandbox" ? <Badge tone="info">Sandbox</Badge> : undefined}
      userMenu={<MemberUserMenu />}
    >
      <div className={styles.banners}>
        <AccountBanners />
      </div>
      <Outlet />
    </SignedInLayout>
  );
}
