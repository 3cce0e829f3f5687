import {
  BarChart3,
  Building2,
  FileText,
  KeyRound,
  LayoutDashboard,
  MessageSquare,
  Settings,
} from "lucide-react";
import { Badge } from "../components/Badge/Badge";
import { type SidebarNavItem } from "../components/Sidebar/Sidebar";

/** The admin console's navigation (spec §2), for stories. */
export const adminNavItems: SidebarNavItem[] = [
  { label: "Dashboard", href: "/admin", icon: <LayoutDashboard size={18} />, active: true },
  { label: "Businesses", href: "/admin/businesses", icon: <Building2 size={18} /> },
  { label: "Messages", href: "/admin/messages", icon: <MessageSquare size={18} /> },
  {
    label: "API Configs",
    href: "/admin/api-configs",
    icon: <KeyRound size={18} />,
    badge: <Badge tone="brand">Beta</Badge>,
  },
  { label: "Analytics", href: "/admin/analytics", icon: <BarChart3 size={18} /> },
  { label: "Audit Logs", href: "/admin/audit-logs", icon: <FileText size={18} /> },
  { label: "Platform Settings", href: "/admin/settings", icon: <Settings size={18} /> },
];
