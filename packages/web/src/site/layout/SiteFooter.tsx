import { Container, Stack, Text, TextLink } from "@aizapy/design-system";
import { Mail, MapPin, Phone } from "lucide-react";
import { BrandLogo } from "../components/BrandLogo";
import { SocialLinks } from "../components/SocialLinks";
import { address, email, parentCompany, phone } from "../config/external-links";
import { quickLinks, resourceLinks } from "./navigation";
import * as styles from "./SiteFooter.css";

export interface SiteFooterProps {
  /** The copyright year (the build's year). */
  year: number;
}

function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: ReadonlyArray<{ label: string; href: string }>;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.columnTitle}>
        {title}
      </h2>
      <ul className={styles.linkList}>
        {links.map(({ label, href }) => (
          <li key={href}>
            <TextLink href={href} tone="secondary" plain>
              {label}
            </TextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer: quick links, resources and policies, contact details and the parent company. */
export function SiteFooter({ year }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <Stack space="medium">
            <BrandLogo />
            <Text size="small" tone="secondary">
              The official WhatsApp Business API platform for growing Indian businesses: automation,
              AI chatbots, a shared team inbox and campaigns, activated in 50 minutes.
            </Text>
            <SocialLinks />
          </Stack>
          <LinkColumn id="footer-quick-links" title="Quick Links" links={quickLinks} />
          <LinkColumn id="footer-resources" title="Resources" links={resourceLinks} />
          <div>
            <h2 className={styles.columnTitle}>Contact</h2>
            <address className={styles.address}>
              <Stack space="small">
                <span className={styles.contactItem}>
                  <Phone size={16} className={styles.contactIcon} aria-hidden="true" />
                  <TextLink href={`tel:${phone.e164}`} tone="secondary" plain>
                    {phone.display}
                  </TextLink>
                </span>
                <span className={styles.contactItem}>
                  <Mail size={16} className={styles.contactIcon} aria-hidden="true" />
                  <TextLink href={`mailto:${email}`} tone="secondary" plain>
                    {email}
                  </TextLink>
                </span>
                <span className={styles.contactItem}>
                  <MapPin size={16} className={styles.contactIcon} aria-hidden="true" />
                  <span>{address.singleLine}</span>
                </span>
              </Stack>
            </address>
          </div>
        </div>
        <div className={styles.bottom}>
          <p>© {year} Ai Zapy. All rights reserved.</p>
          <p>
            A product of{" "}
            <TextLink href={parentCompany.url} external tone="secondary">
              {parentCompany.name}
            </TextLink>
          </p>
        </div>
      </Container>
    </footer>
  );
}
