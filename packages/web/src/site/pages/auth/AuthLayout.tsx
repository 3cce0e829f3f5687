import { Card, CardBody, Container, Heading, Stack, Text, TextLink } from "@aizapy/design-system";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { paths } from "../../config/paths";
import * as styles from "./AuthLayout.css";

export interface AuthLayoutProps {
  title: string;
  lead: string;
  /** The form (an island). */
  children: ReactNode;
  /** The line under the form (a link to the other form): static, so the island stays small. */
  footnote: ReactNode;
}

/** The customer sign-in and sign-up pages: a back link and one card. */
export function AuthLayout({ title, lead, children, footnote }: AuthLayoutProps) {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <Container width="xsmall">
        <Stack space="large">
          <TextLink href={paths.home} tone="secondary" plain className={styles.back}>
            <ArrowLeft size={16} aria-hidden="true" />
            Back to Home
          </TextLink>
          <Card padding="large">
            <CardBody>
              <Stack space="large">
                <Stack space="xsmall">
                  <Heading level={2} as="h1" id="page-title">
                    {title}
                  </Heading>
                  <Text tone="secondary">{lead}</Text>
                </Stack>
                <div className={styles.form}>
                  {children}
                  <p className={styles.footnote}>{footnote}</p>
                </div>
              </Stack>
            </CardBody>
          </Card>
        </Stack>
      </Container>
    </section>
  );
}
