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
  /**
   * The line under the form (a link to another account page): static, so the island stays small.
   * None on the pages of the mail links, whose island may change its height as it starts (a link
   * without its token): nothing may sit below it to be pushed around.
   */
  footnote?: ReactNode;
}

/** The account pages (sign in, sign up, and the pages the account mails link to): a back link and one card. */
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
                  {footnote && <p className={styles.footnote}>{footnote}</p>}
                </div>
              </Stack>
            </CardBody>
          </Card>
        </Stack>
      </Container>
    </section>
  );
}
