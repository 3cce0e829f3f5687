import { Button, Container } from "@aizapy/design-system";
import { BrandLogo } from "../components/BrandLogo";
import { SocialLinks } from "../components/SocialLinks";
import { paths } from "../config/paths";
import { Island } from "../islands/Island";
import { mobileMenuToggleIsland } from "./MobileMenuToggle";
import { mainNavigation } from "./navigation";
import * as styles from "./SiteHeader.css";
import { siteNoticeIsland } from "./SiteNotice";

export interface SiteHeaderProps {
  /** The page's path, to mark its link as current; `null` on the not-found page. */
  currentPath: string | null;
}

const mobileMenuId = "mobile-menu";

/**
 * The sticky header: logo, navigation, social links, Sign In and Sign Up. Static
 * HTML; only the phone menu's button and the maintenance notice are islands.
 */
export function SiteHeader({ currentPath }: SiteHeaderProps) {
  const navLinks = (className: string) =>
    mainNavigation.map(({ label, href }) => (
      <li key={href}>
        <a
          className={className}
          href={href}
          aria-current={href === currentPath ? "page" : undefined}
        >
          {label}
        </a>
      </li>
    ));

  return (
    <header className={styles.header}>
      <Container>
        <div className={styles.bar}>
          <BrandLogo />
          <nav aria-label="Main" className={styles.desktopOnly}>
            <ul className={styles.navList}>{navLinks(styles.navLink)}</ul>
          </nav>
          <div className={`${styles.desktopOnly} ${styles.actions}`}>
            <SocialLinks />
            <Button href={paths.login} variant="ghost">
              Sign In
            </Button>
            <Button href={paths.signup} variant="primary">
              Sign Up
            </Button>
          </div>
          <div className={styles.menuButtonSlot}>
            <Island island={mobileMenuToggleIsland} props={{ menuId: mobileMenuId }} />
          </div>
        </div>
      </Container>
      <div id={mobileMenuId} className={styles.mobileMenu} hidden>
        <Container>
          <nav aria-label="Main">
            <ul className={styles.mobileNavList}>{navLinks(styles.mobileNavLink)}</ul>
          </nav>
          <div className={styles.mobileMenuFooter}>
            <div className={styles.mobileAccountLinks}>
              <Button href={paths.login} variant="secondary">
                Sign In
              </Button>
              <Button href={paths.signup} variant="primary">
                Sign Up
              </Button>
            </div>
            <SocialLinks />
          </div>
        </Container>
      </div>
      <Island island={siteNoticeIsland} />
    </header>
  );
}
