import {
  BookUser,
  Code2,
  CreditCard,
  FileText,
  Filter,
  House,
  Inbox,
  Megaphone,
  Settings,
  Users,
} from "lucide-react";
import { type ReactNode } from "react";
import { paths } from "../lib/paths";

export interface WorkspaceNavItem {
  label: string;
  href: string;
  icon: ReactNode;
  /** Only owners and admins use the page: agents see the entry locked. */
  managersOnly: boolean;
}

/** The sidebar's entries, in order. */
export const workspaceNavItems: readonly WorkspaceNavItem[] = [
  { label: "Home", href: paths.home, icon: <House size={18} />, managersOnly: false },
  { label: "Inbox", href: paths.inbox, icon: <Inbox size={18} />, managersOnly: false },
  { label: "Contacts", href: paths.contacts, icon: <BookUser size={18} />, managersOnly: false },
  { label: "Segments", href: paths.segments, icon: <Filter size={18} />, managersOnly: false },
  {
    label: "Campaigns",
    href: paths.campaigns,
    icon: <Megaphone size={18} />,
    managersOnly: false,
  },
  { label: "Team", href: paths.team, icon: <Users size={18} />, managersOnly: false },
  { label: "Developers", href: paths.developers, icon: <Code2 size={18} />, managersOnly: true },
  { label: "Templates", href: paths.templates, icon: <FileText size={18} />, managersOnly: false },
  {
    label: "Usage & billing",
    href: paths.billing,
    icon: <CreditCard size={18} />,
    managersOnly: true,
  },
  { label: "Settings", href: paths.settings, icon: <Settings size={18} />, managersOnly: false },
];
