import { Button, Container, Grid, Section } from "@aizapy/design-system";
import { FeatureCard } from "../../components/FeatureCard";
import { PageHero } from "../../components/PageHero";
import { SectionIntro } from "../../components/SectionIntro";
import { paths } from "../../config/paths";
import { coreFeatures } from "../../content/product";
import { FeatureIcon } from "../shared/FeatureIcon";
import { fillCell } from "../shared/layout.css";

export function ProductPage() {
  return (
    <>
      <PageHero
        eyebrow="Product suite"
        title="One platform for every WhatsApp conversation"
        lead="The official WhatsApp Business API with automation, enterprise security and team collaboration built in, activated in 50 minutes."
        actions={
          <>
            <Button href={paths.signup} size="large">
              Get Started
            </Button>
            <Button href={paths.contact} variant="secondary" size="large">
              Contact Sales
            </Button>
          </>
        }
      />
      <Section aria-labelledby="core-features-title">
        <Container>
          <SectionIntro
            id="core-features-title"
            eyebrow="Core features"
            title="Everything you need, nothing you don't"
            description="Four building blocks that take you from your first message to thousands of conversations a day."
          />
          <Grid as="ul" columns={{ mobile: 1, tablet: 2 }} space="large">
            {coreFeatures.map((feature) => (
              <li key={feature.id} className={fillCell}>
                <FeatureCard
                  icon={<FeatureIcon icon={feature.icon} />}
                  title={feature.title}
                  description={feature.description}
                  bullets={feature.bullets}
                />
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
