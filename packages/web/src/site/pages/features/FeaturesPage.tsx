import { Box, Button, Container, Grid, Section } from "@aizapy/design-system";
import { FeatureCard } from "../../components/FeatureCard";
import { PageHero } from "../../components/PageHero";
import { paths } from "../../config/paths";
import { features } from "../../content/features";
import { FeatureIcon } from "../shared/FeatureIcon";
import { fillCell } from "../shared/layout.css";

export function FeaturesPage() {
  return (
    <>
      <PageHero
        eyebrow="Features"
        title="Powerful features to grow on WhatsApp"
        lead="Automation, AI chatbots, analytics, team collaboration, campaign management and workflow automation, in one dashboard your whole team can use."
      />
      <Section aria-label="All features">
        <Container>
          <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
            {features.map((feature) => (
              <li key={feature.id} className={fillCell}>
                <FeatureCard
                  icon={<FeatureIcon icon={feature.icon} />}
                  title={feature.title}
                  description={feature.description}
                  bullets={feature.bullets}
                  titleAs="h2"
                />
              </li>
            ))}
          </Grid>
          <Box marginTop="xxlarge" display="flex" justifyContent="center">
            <Button href={paths.signup} size="large">
              Try All Features Free
            </Button>
          </Box>
        </Container>
      </Section>
    </>
  );
}
