import {
  Card,
  CardBody,
  Container,
  Heading,
  Section,
  Stack,
  TextLink,
} from "@aizapy/design-system";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { IconTile } from "../../components/IconTile";
import { Notice } from "../../components/Notice";
import { PageHero } from "../../components/PageHero";
import { address, email, phone } from "../../config/external-links";
import {
  businessHours,
  contactColumnTitle,
  contactFormTitle,
  mapPlaceholder,
} from "../../content/contact";
import type { IconComponent } from "../../content/types";
import { Island } from "../../islands/Island";
import { contactFormIsland } from "./contact-form-island";
import * as styles from "./ContactPage.css";

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: IconComponent;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card as="li" padding="small">
      <CardBody>
        <div className={styles.infoCard}>
          <IconTile icon={icon} />
          <Stack space="xxsmall">
            <h3 className={styles.infoTitle}>{title}</h3>
            {children}
          </Stack>
        </div>
      </CardBody>
    </Card>
  );
}

export function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's talk about your business"
        lead="Questions about the WhatsApp Business API, pricing or your account? Send us a message and we'll get back to you within 24 hours."
      />
      <Section aria-label="Contact us">
        <Container>
          <div className={styles.layout}>
            <Card as="section" padding="large" aria-labelledby="contact-form-title">
              <CardBody>
                <Stack space="large">
                  <Heading level={2} id="contact-form-title">
                    {contactFormTitle}
                  </Heading>
                  {/* The form sends through the API with a script; without one it cannot send. */}
                  <noscript>
                    <Notice title="Sending this form needs JavaScript.">
                      Write to us at <TextLink href={`mailto:${email}`}>{email}</TextLink> or call{" "}
                      {phone.display} instead.
                    </Notice>
                  </noscript>
                  <Island island={contactFormIsland} />
                </Stack>
              </CardBody>
            </Card>
            <section aria-labelledby="get-in-touch-title">
              <Stack space="medium">
                <Heading level={2} id="get-in-touch-title">
                  {contactColumnTitle}
                </Heading>
                <Stack as="ul" space="medium">
                  <InfoCard icon={Phone} title="Phone">
                    <p className={styles.infoText}>
                      <TextLink href={`tel:${phone.e164}`}>{phone.display}</TextLink>
                    </p>
                  </InfoCard>
                  <InfoCard icon={Mail} title="Email">
                    <p className={styles.infoText}>
                      <TextLink href={`mailto:${email}`}>{email}</TextLink>
                    </p>
                  </InfoCard>
                  <InfoCard icon={MapPin} title="Address">
                    <address className={styles.infoText}>
                      {address.lines.map((line) => (
                        <span key={line}>
                          {line}
                          <br />
                        </span>
                      ))}
                    </address>
                  </InfoCard>
                  <InfoCard icon={Clock} title="Business Hours">
                    <dl className={`${styles.infoText} ${styles.hours}`}>
                      {businessHours.map(({ days, hours }) => (
                        <div key={days}>
                          <dt>{days}</dt>
                          <dd>{hours}</dd>
                        </div>
                      ))}
                    </dl>
                  </InfoCard>
                </Stack>
                <div
                  className={styles.mapPlaceholder}
                  role="img"
                  aria-label={`Map placeholder: ${address.singleLine}`}
                >
                  <MapPin size={28} aria-hidden="true" />
                  <span>{mapPlaceholder}</span>
                </div>
              </Stack>
            </section>
          </div>
        </Container>
      </Section>
    </>
  );
}
