import { Box, Container, Heading, Inline, Section, Stack, Text } from "@aizapy/design-system";
import type { ReactNode } from "react";
import { hero } from "./PageHero.css";

export interface PageHeroProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** Anything after the actions (a date line, a search box). */
  children?: ReactNode;
}

/** The top band of an inner page: its one `h1`, a lead paragraph and calls to action. */
export function PageHero({ title, eyebrow, lead, actions, children }: PageHeroProps) {
  return (
    <Section tone="brand" spacing="none" className={hero} aria-labelledby="page-title">
      <Container>
        <Box maxWidth="medium" marginX="auto">
          <Stack space="medium" align="center">
            {eyebrow && (
              <Text size="small" weight="semibold" tone="brand" align="center">
                {eyebrow}
              </Text>
            )}
            <Heading level={1} id="page-title" align="center">
              {title}
            </Heading>
            {lead && (
              <Text size="large" tone="secondary" align="center">
                {lead}
              </Text>
            )}
            {actions && (
              <Inline space="small" align="center">
                {actions}
              </Inline>
            )}
            {children}
          </Stack>
        </Box>
      </Container>
    </Section>
  );
}
