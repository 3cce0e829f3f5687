import { Card, CardBody, CardHeader } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { BarChart3, Building2, ChevronRight, KeyRound, MessageSquare } from "lucide-react";
import { type ReactNode } from "react";
import { Link } from "react-router-dom";
import { formatCount } from "../../../../shared/lib/format";
import { UnreadCountQuery } from "../../../api/get-unread-count";
import { paths } from "../../../lib/paths";
import { DashboardStatsQuery } from "../api/get-dashboard-stats";
import * as styles from "./QuickActions.css";

interface QuickAction {
  label: string;
  href: string;
  icon: ReactNode;
  /** The count, or `null` while it loads. */
  count: string | null;
}

/** Shortcuts to the busiest pages, each with its current count. */
export function QuickActions() {
  const stats = useQuery(DashboardStatsQuery).data?.dashboardStats;
  const unread = useQuery(UnreadCountQuery).data?.contactMessageUnreadCount;

  const actions: QuickAction[] = [
    {
      label: "Review Messages",
      href: paths.messages,
      icon: <MessageSquare size={18} />,
      count: unread === undefined ? null : `${formatCount(unread)} unread`,
    },
    {
      label: "Manage Businesses",
      href: paths.businesses,
      icon: <Building2 size={18} />,
      count: stats ? `${formatCount(stats.totalBusinesses)} registered` : null,
    },
    {
      label: "API Configurations",
      href: paths.apiConfigs,
      icon: <KeyRound size={18} />,
      count: stats ? `${formatCount(stats.totalApiConfigs)} configured` : null,
    },
    {
      label: "View Analytics",
      href: paths.analytics,
      icon: <BarChart3 size={18} />,
      count: stats ? `${formatCount(stats.trends.messagesThisMonth)} messages this month` : null,
    },
  ];

  return (
    <Card as="section" aria-labelledby="quick-actions-title">
      <CardHeader
        title={<span id="quick-actions-title">Quick Actions</span>}
        titleAs="h2"
        description="Jump to what needs attention"
      />
      <CardBody>
        <ul className={styles.list}>
          {actions.map((action) => (
            <li key={action.href}>
              <Link to={action.href} className={styles.link}>
                <span className={styles.icon} aria-hidden="true">
                  {action.icon}
                </span>
                <span className={styles.text}>
                  <span className={styles.label}>{action.label}</span>
                  <span className={styles.count}>{action.count ?? "\u00a0"}</span>
                </span>
                <ChevronRight size={16} aria-hidden="true" className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
