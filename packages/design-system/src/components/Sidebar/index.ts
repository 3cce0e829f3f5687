export { Sidebar, type SidebarLinkProps, type SidebarNavItem, type SidebarProps } from "./Sidebar";
