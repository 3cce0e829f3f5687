import { Badge, type BadgeTone, Card, CardBody, Heading, Stack, Text } from "@aizapy/design-system";
import { CodeBlock } from "../../components/CodeBlock";
import { codeTabsIsland } from "../../components/CodeTabs";
import type { ApiBody, ApiEndpoint } from "../../content/api-documentation";
import { Island } from "../../islands/Island";
import * as styles from "./ApiDocumentationPage.css";
import { CodeText } from "./CodeText";

export interface EndpointArticleProps {
  endpoint: ApiEndpoint;
}

const methodTones: Partial<Record<ApiEndpoint["method"], BadgeTone>> = {
  GET: "info",
  DELETE: "critical",
};

/** A body's example as shown: JSON, or the text of another media type (a CSV file). */
const bodyCode = (body: ApiBody) => body.json ?? body.text;

/** One operation of the OpenAPI document: what it takes, what it answers, how to call it. */
export function EndpointArticle({ endpoint }: EndpointArticleProps) {
  const titleId = `${endpoint.id}-title`;
  return (
    <Card as="article" id={endpoint.id} className={styles.anchor} aria-labelledby={titleId}>
      <CardBody>
        <Stack space="large">
          <Stack space="small">
            <div className={styles.endpointHeader}>
              <Badge tone={methodTones[endpoint.method] ?? "positive"} variant="solid">
                {endpoint.method}
              </Badge>
              <code className={styles.endpointPath}>{endpoint.path}</code>
            </div>
            <Heading level={4} as="h3" id={titleId}>
              {endpoint.title}
            </Heading>
            <Text tone="secondary">
              <CodeText text={endpoint.description} />
            </Text>
          </Stack>
          {endpoint.parameters.length > 0 && (
            <div className={styles.detailGroup}>
              <p className={styles.detailTitle}>Parameters</p>
              <dl className={styles.parameterList}>
                {endpoint.parameters.map((parameter) => (
                  <div key={parameter.name}>
                    <dt>
                      <code className={styles.inlineCode}>{parameter.name}</code>{" "}
                      <span className={styles.parameterPlace}>
                        {parameter.location}, {parameter.required ? "required" : "optional"}
                      </span>
                    </dt>
                    <dd className={styles.parameterDescription}>
                      <CodeText text={parameter.description} />
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          {endpoint.request && (
            <CodeBlock label={endpoint.request.label} code={bodyCode(endpoint.request) ?? ""} />
          )}
          {endpoint.responses.map((response) =>
            bodyCode(response) === undefined ? (
              <div key={response.label} className={styles.detailGroup}>
                <p className={styles.detailTitle}>Response {response.label}</p>
                <p className={styles.parameterDescription}>No body.</p>
              </div>
            ) : (
              <CodeBlock
                key={response.label}
                label={`Response ${response.label}`}
                code={bodyCode(response)!}
              />
            ),
          )}
          <div className={styles.detailGroup}>
            <p className={styles.detailTitle} id={`${endpoint.id}-refusals`}>
              Refusals
            </p>
            <ul className={styles.refusalList} aria-labelledby={`${endpoint.id}-refusals`}>
              {endpoint.errors.map(({ status, codes, otherCodes }) => (
                <li key={status} className={styles.refusal}>
                  <span className={styles.refusalStatus}>{status}</span>
                  {codes.map((code) => (
                    <a key={code} href={`#error-${code}`} className={styles.codeLink}>
                      {code}
                    </a>
                  ))}
                  {/* Meta's codes are explained in Meta's error reference, not in the table. */}
                  {otherCodes.map((code) => (
                    <code key={code} className={styles.inlineCode}>
                      {code}
                    </code>
                  ))}
                </li>
              ))}
            </ul>
          </div>
          <Island
            island={codeTabsIsland}
            props={{ label: `${endpoint.title}: example`, samples: endpoint.samples }}
          />
        </Stack>
      </CardBody>
    </Card>
  );
}
