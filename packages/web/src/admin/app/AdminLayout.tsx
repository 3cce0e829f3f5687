import { Badge, VisuallyHidden } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Outlet } from "react-router-dom";
import { SignedInLayout } from "../../shared/components/SignedInLayout";
import { formatCount } from "../../shared/lib/format";
import { UnreadCountQuery } from "../api/get-unread-count";
import { NotificationsMenu } from "../features/notifications/components/NotificationsMenu";
import { GlobalSearch } from "../features/search/components/GlobalSearch";
import { paths } from "../lib/paths";
import * as styles from "./AdminLayout.css";
import { AdminUserMenu } from "./AdminUserMenu";
import { adminNavItems } from "./nav-items";

/** The console's frame: sidebar (with the unread messages), top bar and the current page. */
export function AdminLayout() {
  const unread = useQuery(UnreadCountQuery).data?.contactMessageUnreadCount ?? 0;

  return (
    <SignedInLayout
      area="Admin"
      homePath={paths.dashboard}
      navigationLabel="Admin navigation"
      navItems={adminNavItems.map((item) =>
        item.href === paths.messages && unread > 0
          ? {
              ...item,
              badge: (
                <Badge tone="critical" variant="solid">
                  {formatCount(unread)}
                  <VisuallyHidden> unread</VisuallyHidden>
                </Badge>
              ),
            }
          : item,
      )}
      navFooter={(closeNavigation) => (
        // A phone's top bar leaves its room to the title: search and notifications are here.
        <div className={styles.narrowOnly}>
          <GlobalSearch variant="wide" listensForShortcut={false} onNavigate={closeNavigation} />
          <NotificationsMenu variant="wide" onNavigate={closeNavigation} />
        </div>
      )}
      title="Admin Dashboard"
      badge={
        <Badge tone="brand" variant="solid">
          Premium
        </Badge>
      }
      actions={
        <span className={styles.wideOnly}>
          <GlobalSearch />
          <NotificationsMenu />
        </span>
      }
      userMenu={<AdminUserMenu />}
    >
      <Outlet />
    </SignedInLayout>
  );
}
