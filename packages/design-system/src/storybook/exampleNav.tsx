import {
  BarChart3,
  FolderKanban,
  Inbox,
  LayoutDashboard,
  Plug,
  Settings,
  Users,
} from "lucide-react";
import { Badge } from "../components/Badge/Badge";
import { type SidebarNavItem } from "../components/Sidebar/Sidebar";

/** An example app's main navigation, for stories. */
export const exampleNavItems: SidebarNavItem[] = [
  { label: "Overview", href: "/overview", icon: <LayoutDashboard size={18} />, active: true },
  { label: "Projects", href: "/projects", icon: <FolderKanban size={18} /> },
  { label: "Inbox", href: "/inbox", icon: <Inbox size={18} /> },
  {
    label: "Integrations",
    href: "/integrations",
    icon: <Plug size={18} />,
    badge: <Badge tone="brand">Beta</Badge>,
  },
  { label: "Reports", href: "/reports", icon: <BarChart3 size={18} /> },
  { label: "Team", href: "/team", icon: <Users size={18} /> },
  { label: "Settings", href: "/settings", icon: <Settings size={18} /> },
];
