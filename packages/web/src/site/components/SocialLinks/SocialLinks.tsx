import { VisuallyHidden } from "@aizapy/design-system";
import { social } from "../../config/external-links";
import { FacebookIcon, InstagramIcon, YouTubeIcon } from "../icons/brand-icons";
import * as styles from "./SocialLinks.css";

const networks = [
  { name: "Facebook", href: social.facebook, Icon: FacebookIcon },
  { name: "Instagram", href: social.instagram, Icon: InstagramIcon },
  { name: "YouTube", href: social.youtube, Icon: YouTubeIcon },
] as const;

export interface SocialLinksProps {
  /** Extra class names on the list. */
  className?: string;
  /** Called when a link is chosen (the mobile menu closes). */
  onNavigate?: () => void;
}

/** Ai Zapy on Facebook, Instagram and YouTube, each opening in a new tab. */
export function SocialLinks({ className, onNavigate }: SocialLinksProps) {
  return (
    <ul
      className={[styles.list, className].filter(Boolean).join(" ")}
      aria-label="Ai Zapy on social media"
    >
      {networks.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            className={styles.link}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onNavigate}
          >
            <Icon size={20} aria-hidden="true" focusable="false" />
            <VisuallyHidden>{`${name} (opens in a new tab)`}</VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  );
}
