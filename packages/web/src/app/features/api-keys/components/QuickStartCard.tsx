import { Card, CardBody, CardHeader, CopyButton, Inline, Stack, Text } from "@aizapy/design-system";
import { useWorkspaceAccount } from "../../../api/workspace-account";
import { CodeBlock } from "../../../components/CodeBlock";
import { apiBaseUrl, helloWorldCurl } from "../../../lib/curl";
import * as styles from "./QuickStartCard.css";

/**
 * How to call the messaging API: its base URL, the business's phone number id, and a cURL command
 * that sends the approved hello_world template (the key to put in is created below).
 */
export function QuickStartCard() {
  const { business } = useWorkspaceAccount();
  const baseUrl = apiBaseUrl(window.location.origin);

  return (
    <Card as="section" aria-labelledby="quick-start-title">
      <CardHeader
        title={<span id="quick-start-title">Send your first message</span>}
        titleAs="h2"
        description="The /v1 API takes Meta's Cloud API message format; a key of yours authorises each call."
      />
      <CardBody>
        <Stack space="medium">
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>Base URL</dt>
              <dd>
                <Inline space="small">
                  <code className={styles.value} translate="no">
                    {baseUrl}
                  </code>
                  <CopyButton value={baseUrl} label="Copy base URL" />
                </Inline>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>Phone number ID</dt>
              <dd>
                {business.phoneNumberId ? (
                  <Inline space="small">
                    <code className={styles.value} translate="no">
                      {business.phoneNumberId}
                    </code>
                    <CopyButton value={business.phoneNumberId} label="Copy phone number ID" />
                  </Inline>
                ) : (
                  <Text as="span" tone="secondary">
                    Not connected yet
                  </Text>
                )}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>Sends from</dt>
              <dd>
                <code className={styles.value} translate="no">
                  {business.whatsappNumber}
                </code>{" "}
                <Text as="span" tone="secondary">
                  ({business.provider === "sandbox" ? "sandbox" : "WhatsApp Cloud API"})
                </Text>
              </dd>
            </div>
          </dl>
          <CodeBlock
            label="Send hello_world with cURL (put one of your API keys in)"
            code={helloWorldCurl({ origin: window.location.origin })}
            copyLabel="Copy command"
          />
        </Stack>
      </CardBody>
    </Card>
  );
}
