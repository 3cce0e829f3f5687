import { ExternalLink } from "lucide-react";
import { Slot } from "radix-ui";
import { type AnchorHTMLAttributes, type Ref } from "react";
import * as styles from "./TextLink.css";
import { cx } from "../../utils/cx";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";

export interface TextLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** @default "link" (brand teal) */
  tone?: keyof typeof styles.tone;
  /** Open in a new tab, with an icon and "(opens in a new tab)" for screen readers. */
  external?: boolean;
  /** Underline only on hover (navigation and footer lists). */
  plain?: boolean;
  /**
   * Style the only child instead of rendering an `<a>`, e.g. react-router's
   * `<TextLink asChild><Link to="/contact">Contact</Link></TextLink>`.
   */
  asChild?: boolean;
  /** Label appended for screen readers on external links. @default "(opens in a new tab)" */
  newTabLabel?: string;
  /** Forwarded to the anchor. */
  ref?: Ref<HTMLAnchorElement>;
}

/** An inline link in running text, navigation or footers. */
export function TextLink({
  tone = "link",
  external = false,
  plain = false,
  asChild = false,
  newTabLabel = "(opens in a new tab)",
  className,
  children,
  ...props
}: TextLinkProps) {
  const classes = cx(styles.link, styles.tone[tone], plain && styles.plain, className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <a
      className={classes}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...props}
    >
      {children}
      {external && (
        <>
          <ExternalLink size="0.9em" className={styles.externalIcon} aria-hidden="true" />
          <VisuallyHidden> {newTabLabel}</VisuallyHidden>
        </>
      )}
    </a>
  );
}
