import { Button, Container, Heading, Image, Inline, Stack, Text } from "@aizapy/design-system";
import { CircleCheck } from "lucide-react";
import heroImage from "../../assets/images/illustrations/hero-chat.svg";
import { whatsapp } from "../../config/external-links";
import { paths } from "../../config/paths";
import { claims } from "../../content/trust";
import * as styles from "./HomePage.css";

const heroPoints = [
  `Activation in ${claims.activationMinutes} minutes`,
  "Blue tick verification",
  "24/7 support",
];

export function HeroSection() {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <Container>
        <div className={styles.heroGrid}>
          <Stack space="large">
            <Text size="small" weight="semibold" tone="brand">
              Official WhatsApp Business API Partner
            </Text>
            <Heading level={1} id="page-title">
              Grow your business with the WhatsApp Business API
            </Heading>
            <Text size="large" tone="secondary">
              Automate conversations, run retargeting campaigns and support every customer from one
              shared inbox. Trusted by {claims.heroBusinesses} across India.
            </Text>
            <Inline space="small">
              <Button href={paths.signup} size="large">
                Get Started Free
              </Button>
              <Button href={whatsapp.demo} external variant="secondary" size="large">
                Book a Premium Demo
              </Button>
            </Inline>
            <ul className={styles.checkList} aria-label="Why Ai Zapy">
              {heroPoints.map((point) => (
                <li key={point} className={styles.checkItem}>
                  <CircleCheck size={16} className={styles.checkIcon} aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </Stack>
          <Image
            src={heroImage}
            width={560}
            height={480}
            priority
            className={styles.heroImage}
            alt="A WhatsApp conversation with a business on a phone, with delivery and sales charts around it"
          />
        </div>
      </Container>
    </section>
  );
}
