import { mobileMenuToggleIsland } from "./MobileMenuToggle";
import { siteNoticeIsland } from "./SiteNotice";

/** Islands on every public page. */
export const siteIslands = [mobileMenuToggleIsland, siteNoticeIsland] as const;
