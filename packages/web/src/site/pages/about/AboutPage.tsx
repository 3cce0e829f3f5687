import {
  Button,
  Container,
  Grid,
  Heading,
  Image,
  Section,
  Stack,
  StatItem,
  Text,
} from "@aizapy/design-system";
import { PageHero } from "../../components/PageHero";
import { SectionIntro } from "../../components/SectionIntro";
import { paths } from "../../config/paths";
import { aboutIntro, aboutStats, story, teamImage, values } from "../../content/about";
import { InfoCard } from "../shared/InfoCard";
import { fillCell } from "../shared/layout.css";
import * as styles from "./AboutPage.css";

export function AboutPage() {
  return (
    <>
      <PageHero
        title="About Ai Zapy"
        lead={aboutIntro}
        actions={
          <Button href={paths.contact} size="large">
            Get in Touch
          </Button>
        }
      />
      <Section spacing="small" aria-label="Ai Zapy in numbers">
        <Container>
          <Grid as="dl" columns={{ mobile: 2, desktop: 4 }} space="large">
            {aboutStats.map((stat) => (
              <StatItem key={stat.label} value={stat.value} label={stat.label} />
            ))}
          </Grid>
        </Container>
      </Section>
      <Section tone="tinted" aria-labelledby="values-title">
        <Container>
          <SectionIntro
            id="values-title"
            title="Our Values"
            description="What guides every feature we build and every call we answer."
          />
          <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="large">
            {values.map((value) => (
              <li key={value.title} className={fillCell}>
                <InfoCard {...value} />
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="story-title">
        <Container>
          <div className={styles.story}>
            <Stack space="medium">
              <Heading level={2} id="story-title">
                Our Story
              </Heading>
              {story.map((paragraph) => (
                <Text key={paragraph.slice(0, 32)} tone="secondary">
                  {paragraph}
                </Text>
              ))}
            </Stack>
            <Image
              src={teamImage.src}
              width={teamImage.width}
              height={teamImage.height}
              alt={teamImage.alt}
              radius="xlarge"
              className={styles.storyImage}
            />
          </div>
        </Container>
      </Section>
    </>
  );
}
