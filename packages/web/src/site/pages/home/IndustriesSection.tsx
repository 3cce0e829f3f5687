import {
  Card,
  CardBody,
  Container,
  Grid,
  Heading,
  Image,
  Section,
  Stack,
  Text,
} from "@aizapy/design-system";
import { SectionIntro } from "../../components/SectionIntro";
import { industries } from "../../content/industries";
import * as styles from "./HomePage.css";

export function IndustriesSection() {
  return (
    <Section
      tone="tinted"
      id="industries"
      className={styles.anchorTarget}
      aria-labelledby="industries-title"
    >
      <Container>
        <SectionIntro
          id="industries-title"
          eyebrow="Industries"
          title="Built for every kind of business"
          description="From the corner restaurant to the national brand, businesses in every industry grow with conversations."
        />
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="large">
          {industries.map((industry) => (
            <Card as="li" key={industry.id} padding="none">
              <Image
                src={industry.image.src}
                width={industry.image.width}
                height={industry.image.height}
                alt={industry.image.alt}
                className={styles.industryImage}
              />
              <CardBody>
                <Stack space="xsmall">
                  <Heading level={4} as="h3">
                    {industry.title}
                  </Heading>
                  <Text size="small" tone="secondary">
                    {industry.description}
                  </Text>
                </Stack>
              </CardBody>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
