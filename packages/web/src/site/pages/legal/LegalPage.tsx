import { Container, Heading, Section, Stack, Text, TextLink } from "@aizapy/design-system";
import { PageHero } from "../../components/PageHero";
import type { LegalDocument } from "../../content/types";
import * as styles from "./LegalPage.css";

export interface LegalPageProps {
  document: LegalDocument;
}

/** A policy: its date, a table of contents and its sections. */
export function LegalPage({ document }: LegalPageProps) {
  return (
    <>
      <PageHero title={document.title} eyebrow="Legal">
        <Text tone="secondary" align="center">
          Last updated: <time dateTime={document.lastUpdatedIso}>{document.lastUpdated}</time>
        </Text>
      </PageHero>
      <Section>
        <Container width="large">
          <div className={styles.layout}>
            <nav className={styles.toc} aria-labelledby="toc-title">
              <h2 id="toc-title" className={styles.tocTitle}>
                On this page
              </h2>
              <ul className={styles.tocList}>
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <TextLink href={`#${section.id}`} tone="secondary" plain>
                      {section.heading}
                    </TextLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Stack space="xlarge">
              <Text size="large">{document.intro}</Text>
              {document.sections.map((section) => (
                <section
                  key={section.id}
                  id={section.id}
                  className={styles.section}
                  aria-labelledby={`${section.id}-title`}
                >
                  <Stack space="small">
                    <Heading level={3} as="h2" id={`${section.id}-title`}>
                      {section.heading}
                    </Heading>
                    {section.blocks.map((block, index) =>
                      block.type === "paragraph" ? (
                        <Text key={index} tone="secondary">
                          {block.text}
                        </Text>
                      ) : (
                        <ul key={index} className={styles.list}>
                          {block.items.map((item) => (
                            <li key={item}>{item}</li>
                          ))}
                        </ul>
                      ),
                    )}
                  </Stack>
                </section>
              ))}
            </Stack>
          </div>
        </Container>
      </Section>
    </>
  );
}
