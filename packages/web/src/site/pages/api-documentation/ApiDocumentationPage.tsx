import {
  Button,
  Container,
  Heading,
  Section,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  TextLink,
} from "@aizapy/design-system";
import { Download } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { CodeBlock } from "../../components/CodeBlock";
import { codeTabsIsland } from "../../components/CodeTabs";
import { PageHero } from "../../components/PageHero";
import {
  apiAuthHeader,
  apiBaseUrl,
  apiDocument,
  apiEndpoints,
  apiErrors,
  apiIntro,
  apiKeyDescription,
  errorExamples,
  idempotencyRules,
  messageStatuses,
  openApiFileName,
  openApiPath,
  rateLimitHeaders,
  rateLimits,
  refusal,
  sandboxFailingNumber,
  serviceWindow,
  webhookEvents,
  webhookSecretRotationHours,
  webhookSignatureHeaders,
  webhookVerificationSamples,
} from "../../content/api-documentation";
import { formatDelay, sandbox, webhookDelivery } from "../../content/api-platform-facts";
import { Island } from "../../islands/Island";
import * as styles from "./ApiDocumentationPage.css";
import { CodeText } from "./CodeText";
import { copyFieldIsland } from "./CopyField";
import { EndpointArticle } from "./EndpointArticle";

const sections = [
  { id: "getting-started", title: "Getting started" },
  { id: "authentication", title: "Authentication" },
  { id: "endpoints", title: "Endpoints" },
  { id: "idempotency", title: "Idempotency" },
  { id: "message-status", title: "Message status" },
  { id: "service-window", title: "The 24-hour service window" },
  { id: "errors", title: "Errors" },
  { id: "rate-limits", title: "Rate limits" },
  { id: "webhooks", title: "Webhooks" },
  { id: "sandbox", title: "Sandbox" },
] as const;

type SectionId = (typeof sections)[number]["id"];

function DocSection({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = sections.find((section) => section.id === id)!.title;
  return (
    <section id={id} className={styles.anchor} aria-labelledby={`${id}-title`}>
      <Stack space="large">
        <Heading level={2} id={`${id}-title`}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return <Text tone="secondary">{children}</Text>;
}

function Rules({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>
          <CodeText text={item} />
        </li>
      ))}
    </ul>
  );
}

const code = (text: string) => <code className={styles.inlineCode}>{text}</code>;
const seconds = (count: number) => `${count} second${count === 1 ? "" : "s"}`;

export function ApiDocumentationPage() {
  const [firstEndpoint] = apiEndpoints;
  return (
    <>
      <PageHero eyebrow="Developers" title="API Documentation" lead={apiIntro}>
        <Text size="small" tone="secondary" align="center">
          {apiDocument.info.title} {apiDocument.info.version} · OpenAPI {apiDocument.openapi}
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
                {sections.map((section) => (
                  <li key={section.id}>
                    <TextLink href={`#${section.id}`} tone="secondary" plain>
                      {section.title}
                    </TextLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.content}>
              <DocSection id="getting-started">
                <div className={styles.twoColumns}>
                  <Island
                    island={copyFieldIsland}
                    props={{ label: "Base URL", value: apiBaseUrl, copyLabel: "Copy base URL" }}
                  />
                  <Island
                    island={copyFieldIsland}
                    props={{
                      label: "Authentication header",
                      value: apiAuthHeader,
                      copyLabel: "Copy header",
                    }}
                  />
                </div>
                <Paragraph>
                  Every path below is relative to the base URL. Send JSON bodies with{" "}
                  {code("Content-Type: application/json")} (a contact import sends its file as{" "}
                  {code("text/csv")}); answers are JSON, except an import's report. Try everything
                  in the <TextLink href="#sandbox">sandbox</TextLink> first: it answers like
                  WhatsApp without messaging anyone.
                </Paragraph>
                {firstEndpoint && (
                  <Island
                    island={codeTabsIsland}
                    props={{ label: "Your first message", samples: firstEndpoint.samples }}
                  />
                )}
                <Stack space="small">
                  <Paragraph>
                    The whole API is described by an OpenAPI {apiDocument.openapi} document at{" "}
                    <TextLink href={openApiPath}>{openApiPath}</TextLink>, the same one this page is
                    built from. Postman, Insomnia and code generators import it directly.
                  </Paragraph>
                  <div>
                    <Button asChild variant="secondary">
                      <a href={openApiPath} download={openApiFileName}>
                        <Download size={16} aria-hidden="true" />
                        Download the OpenAPI document
                      </a>
                    </Button>
                  </div>
                </Stack>
              </DocSection>

              <DocSection id="authentication">
                <Paragraph>
                  Send your API key as a bearer token in the {code("Authorization")} header of every
                  request. <CodeText text={apiKeyDescription} /> Keys are made by the Ai Zapy team
                  for your business and shown once, when they are created: keep yours in your
                  server&apos;s secret store, never in an app or a web page.
                </Paragraph>
                <Rules
                  items={[
                    `A missing, unknown or revoked key is refused with ${refusal("unauthorized")}; the key of a suspended business with ${refusal("business_not_active")}.`,
                    "Ask for a new key whenever one may have leaked: we revoke the old one, and it stops working within a second.",
                  ]}
                />
              </DocSection>

              <DocSection id="endpoints">
                <Paragraph>
                  Sending answers {code('"status": "accepted"')} at once: the message is stored and
                  delivered in the background. Follow it with the status call or, better, the{" "}
                  {code("message.status")} webhook.
                </Paragraph>
                {apiEndpoints.map((endpoint) => (
                  <EndpointArticle key={endpoint.id} endpoint={endpoint} />
                ))}
              </DocSection>

              <DocSection id="idempotency">
                <Paragraph>
                  Networks fail after a request has arrived. An {code("Idempotency-Key")} makes
                  sending the same message twice harmless:
                </Paragraph>
                <Rules items={idempotencyRules} />
              </DocSection>

              <DocSection id="message-status">
                <Paragraph>
                  A message moves forward only:{" "}
                  {messageStatuses.map(({ status }) => status).join(" → ")}, or to failed. Each
                  change reaches your webhook as a {code("message.status")} event.
                </Paragraph>
                <Table aria-labelledby="message-status-title">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>Status</TableHeaderCell>
                      <TableHeaderCell>Meaning</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {messageStatuses.map(({ status, meaning }) => (
                      <TableRow key={status}>
                        <TableCell>
                          <code className={styles.inlineCode}>{status}</code>
                        </TableCell>
                        <TableCell>
                          <CodeText text={meaning} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </DocSection>

              <DocSection id="service-window">
                <Rules items={serviceWindow.rules} />
              </DocSection>

              <DocSection id="errors">
                <Paragraph>
                  Every refusal has an HTTP status and a JSON body{" "}
                  <code className={styles.inlineCodeWrap}>
                    {'{"error": {"code", "message", "details"}}'}
                  </code>
                  : act on {code("code")}, show or log {code("message")}, and read {code("details")}{" "}
                  for the specifics (the invalid fields, the limit, the expected count), or{" "}
                  {code("null")}.
                </Paragraph>
                {errorExamples.map((example) => (
                  <CodeBlock key={example.label} label={example.label} code={example.json} />
                ))}
                <Table aria-label="Error codes">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>Code</TableHeaderCell>
                      <TableHeaderCell>HTTP status</TableHeaderCell>
                      <TableHeaderCell>Meaning</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {apiErrors.map(({ code: errorCode, status, description }) => (
                      <TableRow key={errorCode} id={`error-${errorCode}`} className={styles.anchor}>
                        <TableCell>
                          <code className={styles.inlineCode}>{errorCode}</code>
                        </TableCell>
                        <TableCell>{status}</TableCell>
                        <TableCell>
                          <CodeText text={description} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </DocSection>

              <DocSection id="rate-limits">
                <Paragraph>
                  Limits apply per API key. Over a limit, the call is refused with{" "}
                  <CodeText text={refusal("rate_limited")} /> and a {code("Retry-After")} header;
                  wait that many seconds.
                </Paragraph>
                <Table aria-label="Rate limits">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>Limit</TableHeaderCell>
                      <TableHeaderCell>Counts</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rateLimits.map(({ limit, scope }) => (
                      <TableRow key={limit}>
                        <TableCell>{limit}</TableCell>
                        <TableCell>{scope}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Paragraph>Every answer tells you where you stand:</Paragraph>
                <Table aria-label="Rate limit headers">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>Header</TableHeaderCell>
                      <TableHeaderCell>Meaning</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rateLimitHeaders.map(({ name, description }) => (
                      <TableRow key={name}>
                        <TableCell>
                          <code className={styles.inlineCode}>{name}</code>
                        </TableCell>
                        <TableCell>{description}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </DocSection>

              <DocSection id="webhooks">
                <Paragraph>
                  Your webhook URL, set by the Ai Zapy team in your API configuration, receives a
                  signed JSON POST for each event. Answer with any 2xx status within{" "}
                  {seconds(webhookDelivery.timeoutSeconds)}, and do any slow work afterwards.
                </Paragraph>
                {webhookEvents.map((event) => (
                  <Stack key={event.name} space="small">
                    <Heading level={4} as="h3">
                      <code className={styles.inlineCode}>{event.name}</code>: {event.title}
                    </Heading>
                    <Paragraph>
                      <CodeText text={event.description} />
                    </Paragraph>
                    <CodeBlock label={`${event.name} payload`} code={event.payload} />
                  </Stack>
                ))}
                <Stack space="small">
                  <Heading level={4} as="h3" id="signatures-title">
                    Signatures
                  </Heading>
                  <Paragraph>
                    Webhooks are signed the{" "}
                    <TextLink href="https://www.standardwebhooks.com/" external>
                      Standard Webhooks
                    </TextLink>{" "}
                    way, with the signing secret ({code("whsec_…")}) shown once when your webhook
                    URL is set. Check the signature over the raw body before you parse it, and
                    refuse a request that fails with 401.
                  </Paragraph>
                  <Table aria-labelledby="signatures-title">
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>Header</TableHeaderCell>
                        <TableHeaderCell>Meaning</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {webhookSignatureHeaders.map(({ name, description }) => (
                        <TableRow key={name}>
                          <TableCell>
                            <code className={styles.inlineCode}>{name}</code>
                          </TableCell>
                          <TableCell>
                            <CodeText text={description} />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                  <Paragraph>
                    When your secret is rotated, the previous one keeps signing next to the new one
                    for {webhookSecretRotationHours} hours: {code("webhook-signature")} then holds
                    two signatures, separated by a space, and a request is genuine when either
                    matches a secret you hold.
                  </Paragraph>
                  <Island
                    island={codeTabsIsland}
                    props={{
                      label: "Verify a webhook",
                      samples: webhookVerificationSamples,
                    }}
                  />
                </Stack>
                <Stack space="small">
                  <Heading level={4} as="h3">
                    Retries
                  </Heading>
                  <Paragraph>
                    An attempt fails when your endpoint answers anything but 2xx, or nothing within{" "}
                    {seconds(webhookDelivery.timeoutSeconds)}. It is then retried after{" "}
                    {webhookDelivery.retryDelaysSeconds.map(formatDelay).join(", ")} (each a little
                    earlier or later), for about {webhookDelivery.disableAfterDays} days in all.
                    Redirects are not followed; a longer {code("Retry-After")} in your answer is
                    honoured. An endpoint that keeps failing for {webhookDelivery.disableAfterDays}{" "}
                    days is switched off until the Ai Zapy team turns it back on. Events can arrive
                    out of order: go by the {code("timestamp")} in their data.
                  </Paragraph>
                </Stack>
              </DocSection>

              <DocSection id="sandbox">
                <Paragraph>
                  A sandbox API configuration behaves like WhatsApp without messaging anyone, so you
                  can build and test your integration end to end with a real API key and webhooks:
                </Paragraph>
                <Table aria-label="Sandbox behaviour">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>Case</TableHeaderCell>
                      <TableHeaderCell>What happens</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    <TableRow>
                      <TableCell>A message to any other number</TableCell>
                      <TableCell>
                        Accepted and sent at once, delivered after about{" "}
                        {seconds(sandbox.deliveredAfterSeconds)} and read after about{" "}
                        {seconds(sandbox.readAfterSeconds)}, each with its {code("message.status")}{" "}
                        webhook.
                      </TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell>
                        A message to a number ending in {code(sandbox.undeliverableSuffix)}
                      </TableCell>
                      <TableCell>
                        Failed after about {seconds(sandbox.deliveredAfterSeconds)} with error{" "}
                        {code(String(sandbox.undeliverableCode))} (undeliverable), for example to{" "}
                        {code(sandboxFailingNumber)}.
                      </TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell>
                        A marketing template to a number ending in{" "}
                        {code(sandbox.marketingLimitSuffix)}
                      </TableCell>
                      <TableCell>
                        Failed after about {seconds(sandbox.deliveredAfterSeconds)} with error{" "}
                        {code(String(sandbox.marketingLimitCode))} (Meta&apos;s limit on marketing
                        messages to one person); utility and authentication templates go through.
                      </TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell>
                        A message to a number whose last digit is{" "}
                        {sandbox.neverReadLastDigits.map((digit, i) => (
                          <Fragment key={digit}>
                            {i > 0 ? " or " : ""}
                            {code(digit)}
                          </Fragment>
                        ))}
                      </TableCell>
                      <TableCell>Delivered, and never read.</TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell>
                        A message to a number whose last digit is {code(sandbox.replyingLastDigit)}
                      </TableCell>
                      <TableCell>
                        Delivered and read, then the customer answers {code(sandbox.reply)} about{" "}
                        {seconds(sandbox.repliedAfterSeconds)} after the send, as a{" "}
                        {code("message.received")} webhook (which opens the service window).
                      </TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell>A customer&apos;s message</TableCell>
                      <TableCell>
                        Simulated by the Ai Zapy team in the console: it opens the{" "}
                        {serviceWindow.hours}-hour window for that number and reaches you as a{" "}
                        {code("message.received")} webhook.
                      </TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell>A template</TableCell>
                      <TableCell>
                        Added by the Ai Zapy team and approved at once (on WhatsApp, Meta reviews it
                        first).
                      </TableCell>
                    </TableRow>
                  </TableBody>
                </Table>
              </DocSection>
            </div>
          </div>
        </Container>
      </Section>
    </>
  );
}
