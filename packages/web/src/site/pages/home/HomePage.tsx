import {
  Box,
  Button,
  Container,
  Heading,
  Inline,
  Section,
  Stack,
  Text,
} from "@aizapy/design-system";
import { SectionIntro } from "../../components/SectionIntro";
import { whatsapp } from "../../config/external-links";
import { paths } from "../../config/paths";
import { Island } from "../../islands/Island";
import { ActivationSection } from "./ActivationSection";
import { BenefitsSection } from "./BenefitsSection";
import { FaqList } from "./FaqList";
import { HeroSection } from "./HeroSection";
import * as styles from "./HomePage.css";
import { IndustriesSection } from "./IndustriesSection";
import { IntegrationsSection } from "./IntegrationsSection";
import { testimonialsIsland } from "./TestimonialsCarousel";

export function HomePage() {
  return (
    <>
      <HeroSection />
      <ActivationSection />
      <IndustriesSection />
      <IntegrationsSection />
      <BenefitsSection />
      <Section aria-labelledby="testimonials-title" className={styles.renderWhenNear}>
        <Container>
          <SectionIntro
            id="testimonials-title"
            eyebrow="Testimonials"
            title="Loved by businesses across India"
            description="Restaurants, retailers, clinics and agencies tell their story, in their own language."
          />
          <Island island={testimonialsIsland} />
        </Container>
      </Section>
      <Section tone="tinted" aria-labelledby="faq-title">
        <Container width="medium">
          <SectionIntro id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
          <FaqList />
        </Container>
      </Section>
      <Section aria-labelledby="cta-title">
        <Container>
          <div className={styles.ctaBand}>
            <Stack space="medium" align="center">
              <Heading level={2} id="cta-title" align="center">
                Ready to grow with WhatsApp?
              </Heading>
              <Box maxWidth="small">
                <Text size="large" tone="secondary" align="center">
                  Join 2,500+ businesses that sell, support and retarget on WhatsApp with Ai Zapy.
                </Text>
              </Box>
              <Inline space="small" align="center">
                <Button href={paths.signup} size="large">
                  Get Started Free
                </Button>
                <Button href={whatsapp.chat} external variant="secondary" size="large">
                  Chat with Sales on WhatsApp
                </Button>
              </Inline>
            </Stack>
          </div>
        </Container>
      </Section>
    </>
  );
}
