import { Badge } from "@aizapy/design-system";
import {
  BarChart3,
  Building2,
  FileText,
  KeyRound,
  LayoutDashboard,
  MessageSquare,
  Settings,
} from "lucide-react";
import { type ReactNode } from "react";
import { paths } from "../lib/paths";

export interface AdminNavItem {
  label: string;
  href: string;
  icon: ReactNode;
  badge?: ReactNode;
}

/** The sidebar's seven entries, in order. */
export const adminNavItems: readonly AdminNavItem[] = [
  { label: "Dashboard", href: paths.dashboard, icon: <LayoutDashboard size={18} /> },
  { label: "Businesses", href: paths.businesses, icon: <Building2 size={18} /> },
  { label: "Messages", href: paths.messages, icon: <MessageSquare size={18} /> },
  {
    label: "API Configs",
    href: paths.apiConfigs,
    icon: <KeyRound size={18} />,
    badge: <Badge tone="brand">Beta</Badge>,
  },
  { label: "Analytics", href: paths.analytics, icon: <BarChart3 size={18} /> },
  { label: "Audit Logs", href: paths.auditLogs, icon: <FileText size={18} /> },
  { label: "Platform Settings", href: paths.settings, icon: <Settings size={18} /> },
];
