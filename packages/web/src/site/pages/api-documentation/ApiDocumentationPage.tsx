import {
  Badge,
  Button,
  Card,
  CardBody,
  Container,
  Heading,
  Inline,
  Section,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from "@aizapy/design-system";
import { Download } from "lucide-react";
import { CodeBlock } from "../../components/CodeBlock";
import { PageHero } from "../../components/PageHero";
import { SectionIntro } from "../../components/SectionIntro";
import {
  apiAuthHeader,
  apiBaseUrl,
  apiEndpoints,
  apiIntro,
  messageStatuses,
  rateLimits,
  sampleRequest,
  supportedMedia,
  webhookEvent,
} from "../../content/api-documentation";
import { Island } from "../../islands/Island";
import * as styles from "./ApiDocumentationPage.css";
import { copyFieldIsland } from "./CopyField";

export function ApiDocumentationPage() {
  return (
    <>
      <PageHero eyebrow="Developers" title="API Documentation" lead={apiIntro} />
      <Section aria-labelledby="getting-started-title">
        <Container width="large">
          <SectionIntro id="getting-started-title" title="Getting started" align="left" />
          <Stack space="large">
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
            <Text tone="secondary">
              Authenticate every request with your API key as a bearer token. Create and rotate keys
              in your dashboard; keep them on your server, never in an app or web page.
            </Text>
            <CodeBlock label="Example request" code={sampleRequest} />
            <Stack space="small">
              <Inline space="small">
                <Button variant="secondary" disabled iconStart={<Download size={16} />}>
                  Download Postman Collection
                </Button>
                <Button variant="secondary" disabled iconStart={<Download size={16} />}>
                  Download OpenAPI Spec
                </Button>
              </Inline>
              <Text size="small" tone="secondary">
                Downloadable collections are coming soon.
              </Text>
            </Stack>
          </Stack>
        </Container>
      </Section>
      <Section tone="tinted" aria-labelledby="endpoints-title">
        <Container width="large">
          <SectionIntro
            id="endpoints-title"
            title="Endpoints"
            align="left"
            description={`All paths are relative to the base URL, ${apiBaseUrl}.`}
          />
          <Stack space="large">
            {apiEndpoints.map((endpoint) => (
              <Card as="article" key={endpoint.id} aria-labelledby={`${endpoint.id}-title`}>
                <CardBody>
                  <Stack space="medium">
                    <div className={styles.endpointHeader}>
                      <Badge tone={endpoint.method === "GET" ? "info" : "positive"} variant="solid">
                        {endpoint.method}
                      </Badge>
                      <code className={styles.endpointPath}>{endpoint.path}</code>
                    </div>
                    <Heading level={4} as="h3" id={`${endpoint.id}-title`}>
                      {endpoint.title}
                    </Heading>
                    <Text tone="secondary">{endpoint.description}</Text>
                    <div className={styles.twoColumns}>
                      {endpoint.requestBody && (
                        <CodeBlock label="Request body" code={endpoint.requestBody} />
                      )}
                      <CodeBlock label="Response" code={endpoint.response} />
                    </div>
                  </Stack>
                </CardBody>
              </Card>
            ))}
          </Stack>
        </Container>
      </Section>
      <Section aria-labelledby="statuses-title">
        <Container width="large">
          <Stack space="xxlarge">
            <Stack space="medium">
              <Heading level={2} id="statuses-title">
                Message status
              </Heading>
              <Table aria-labelledby="statuses-title">
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
                      <TableCell>{meaning}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Stack>
            <Stack space="medium">
              <Heading level={2} id="webhooks-title">
                Webhooks
              </Heading>
              <Text tone="secondary">
                Event <code className={styles.inlineCode}>{webhookEvent.name}</code>:{" "}
                {webhookEvent.description}
              </Text>
              <CodeBlock label={`${webhookEvent.name} payload`} code={webhookEvent.payload} />
            </Stack>
            <div className={styles.twoColumns}>
              <Stack space="medium">
                <Heading level={2} id="rate-limits-title">
                  Rate limits
                </Heading>
                <Text tone="secondary">Limits apply per API key.</Text>
                <Table aria-labelledby="rate-limits-title">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>Limit</TableHeaderCell>
                      <TableHeaderCell>Applies to</TableHeaderCell>
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
              </Stack>
              <Stack space="medium">
                <Heading level={2} id="media-title">
                  Supported media
                </Heading>
                <Text tone="secondary">Send these file types in media messages.</Text>
                <Table aria-labelledby="media-title">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>Type</TableHeaderCell>
                      <TableHeaderCell>Formats</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {supportedMedia.map(({ kind, formats }) => (
                      <TableRow key={kind}>
                        <TableCell>{kind}</TableCell>
                        <TableCell>{formats}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Stack>
            </div>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
