import {
  Badge,
  Card,
  CardBody,
  CardHeader,
  Inline,
  Stack,
  Text,
  TextLink,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { type ReactNode } from "react";
import { Link } from "react-router-dom";
import { DateTime } from "../../../../shared/components/DateTime";
import { describeCode } from "../../../../shared/lib/format";
import { type InboxConversation_ConversationFragment } from "../../../gql/graphql";
import { campaignPath, contactPath } from "../../../lib/paths";
import { InboxContactQuery, InboxConversationCampaignsQuery } from "../api/inbox";
import { consentStatus } from "../inbox-labels";
import * as styles from "./ContactPanel.css";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.pair}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * Beside a conversation: the customer as a contact (name, number, tags, attributes, consent),
 * and the campaigns sent to them.
 */
export function ContactPanel({
  conversation,
}: {
  conversation: InboxConversation_ConversationFragment;
}) {
  const contactId = conversation.contact.id;
  const contact = useQuery(InboxContactQuery, {
    variables: { id: contactId ?? "" },
    skip: !contactId,
  }).data?.workspaceContact;
  const campaigns = useQuery(InboxConversationCampaignsQuery, {
    variables: { id: conversation.id },
  }).data?.workspaceConversationCampaigns;

  return (
    <Stack space="medium">
      <Card as="section" aria-labelledby="contact-panel-title" padding="small">
        <CardHeader titleAs="h2" title={<span id="contact-panel-title">Contact</span>} />
        <CardBody>
          {!contactId ? (
            <Stack space="xsmall">
              <Text translate="no">{conversation.contact.phone}</Text>
              <Text tone="secondary" size="small">
                This number is not one of your contacts.
              </Text>
            </Stack>
          ) : !contact ? (
            <Text tone="secondary" size="small">
              Loading the contact...
            </Text>
          ) : (
            <dl className={styles.facts}>
              <Fact term="Name">
                <TextLink asChild>
                  <Link to={contactPath(contact.id)}>{contact.name ?? "No name"}</Link>
                </TextLink>
              </Fact>
              <Fact term="Number">
                <span translate="no">{contact.phone}</span>
              </Fact>
              <Fact term="Consent to marketing">
                <Badge tone={consentStatus(contact.consent.status).tone}>
                  {consentStatus(contact.consent.status).label}
                </Badge>
              </Fact>
              <Fact term="Tags">
                {contact.tags.length === 0 ? (
                  "None"
                ) : (
                  <Inline space="xsmall">
                    {contact.tags.map((tag) => (
                      <Badge key={tag} tone="info" variant="outline">
                        {tag}
                      </Badge>
                    ))}
                  </Inline>
                )}
              </Fact>
              {contact.attributes.map((attribute) => (
                <Fact key={attribute.name} term={describeCode(attribute.name)}>
                  {attribute.value}
                </Fact>
              ))}
            </dl>
          )}
        </CardBody>
      </Card>
      <Card as="section" aria-labelledby="contact-campaigns-title" padding="small">
        <CardHeader
          titleAs="h2"
          title={<span id="contact-campaigns-title">Campaigns received</span>}
        />
        <CardBody>
          {!campaigns ? (
            <Text tone="secondary" size="small">
              Loading campaigns...
            </Text>
          ) : campaigns.length === 0 ? (
            <Text tone="secondary" size="small">
              No campaign has been sent to this customer.
            </Text>
          ) : (
            <ul className={styles.campaigns}>
              {campaigns.map((campaign) => (
                <li key={campaign.campaignId}>
                  <TextLink asChild>
                    <Link to={campaignPath(campaign.campaignId)}>{campaign.name}</Link>
                  </TextLink>
                  <Text tone="secondary" size="small">
                    {describeCode(campaign.status)}
                    {campaign.sentAt && (
                      <>
                        {" · "}
                        <DateTime iso={campaign.sentAt} />
                      </>
                    )}
                    {campaign.repliedAt && " · Replied"}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
    </Stack>
  );
}
