import { Container, Heading, Image, Section, Stack, Text } from "@aizapy/design-system";
import { CircleCheck } from "lucide-react";
import { SectionIntro } from "../../components/SectionIntro";
import { benefitBlocks } from "../../content/benefits";
import * as styles from "./HomePage.css";

export function BenefitsSection() {
  return (
    <Section tone="tinted" aria-labelledby="benefits-title">
      <Container>
        <SectionIntro
          id="benefits-title"
          eyebrow="Why Ai Zapy"
          title="Everything your team needs to sell and support on WhatsApp"
        />
        <Stack space="xxlarge">
          {benefitBlocks.map((block, index) => (
            <article
              key={block.id}
              className={styles.benefit}
              aria-labelledby={`benefit-${block.id}`}
            >
              <div className={index % 2 === 1 ? styles.benefitMediaLast : undefined}>
                <Image
                  src={block.image.src}
                  width={block.image.width}
                  height={block.image.height}
                  alt={block.image.alt}
                  radius="xlarge"
                  className={styles.benefitImage}
                />
              </div>
              <Stack space="medium">
                <Text size="small" weight="semibold" tone="brand">
                  {block.eyebrow}
                </Text>
                <Heading level={3} id={`benefit-${block.id}`}>
                  {block.title}
                </Heading>
                <Text tone="secondary">{block.description}</Text>
                <ul className={styles.checkListStacked}>
                  {block.points.map((point) => (
                    <li key={point} className={styles.checkItem}>
                      <CircleCheck size={16} className={styles.checkIcon} aria-hidden="true" />
                      {point}
                    </li>
                  ))}
                </ul>
              </Stack>
            </article>
          ))}
        </Stack>
      </Container>
    </Section>
  );
}
