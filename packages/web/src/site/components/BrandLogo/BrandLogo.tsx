import * as styles from "./BrandLogo.css";

export interface BrandLogoProps {
  /** Where the logo links to; the home page by default. */
  href?: string;
  /** Accessible name of the link. @default "Ai Zapy home" */
  label?: string;
}

/** The Ai Zapy mark (a chat bubble with a spark) and wordmark, linking home. */
export function BrandLogo({ href = "/", label = "Ai Zapy home" }: BrandLogoProps) {
  return (
    <a className={styles.logo} href={href} aria-label={label}>
      <svg className={styles.mark} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <path
          className={styles.markBubble}
          d="M16 2C8.3 2 2 7.9 2 15.2c0 2.8.9 5.3 2.5 7.4L3 29l6.8-2.3c1.9.9 4 1.4 6.2 1.4 7.7 0 14-5.9 14-13.2S23.7 2 16 2z"
        />
        <path className={styles.markSpark} d="M17.6 7.5 11 17h4.4l-1 7.5 6.6-9.5h-4.4z" />
      </svg>
      <span>Ai Zapy</span>
    </a>
  );
}
