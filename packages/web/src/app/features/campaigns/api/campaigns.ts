import { graphql } from "../../../gql";
import { apiPaths } from "../../../lib/paths";
import { downloadWithSession } from "../../../lib/rest";

/** What a campaign's row in the list shows; the campaign's page reads the same and more. */
export const CampaignRowFragment = graphql(`
  fragment CampaignRow_campaign on Campaign {
    id
    name
    status
    audience {
      tags
      segmentId
      contactCount
    }
    retargetOf {
      campaignId
      audience
    }
    counts {
      audience
      holdout
      pending
      queued
      sent
      delivered
      read
      replied
      failed
      retrying
      recovered
    }
    scheduledAt
    createdAt
    launchedAt
  }
`);

/** A campaign as its page shows it: the funnel, failures by reason, cost and uplift. */
export const CampaignDetailFragment = graphql(`
  fragment CampaignDetail_campaign on Campaign {
    ...CampaignRow_campaign
    template {
      name
      language
      category
      parameters {
        field
        attribute
        text
      }
    }
    holdoutPercent
    marketingLimitRetries
    excluded {
      code
      count
    }
    failures {
      code
      count
      reason
    }
    cost {
      currency
      amount
    }
    uplift {
      sentReplyRate
      holdoutReplyRate
    }
    waitingFor
    completedAt
  }
`);

/** A page of the business's campaigns, newest first; `cursor` asks for the page after one. */
export const WorkspaceCampaignsQuery = graphql(`
  query WorkspaceCampaigns($cursor: String, $limit: Int) {
    workspaceCampaigns(cursor: $cursor, limit: $limit) {
      items {
        ...CampaignRow_campaign
      }
      nextCursor
    }
  }
`);

/** One campaign; polled while it sends. */
export const WorkspaceCampaignQuery = graphql(`
  query WorkspaceCampaign($id: ID!) {
    workspaceCampaign(id: $id) {
      ...CampaignDetail_campaign
    }
  }
`);

/** What launching a draft now would send, leave out and cost. */
export const WorkspaceCampaignPreflightQuery = graphql(`
  query WorkspaceCampaignPreflight($id: ID!) {
    workspaceCampaignPreflight(id: $id) {
      eligible
      excluded {
        optedOut
        invalid
        duplicate
        frequencyCap
        overCapacity
      }
      holdout
      estimatedCost {
        currency
        amount
      }
      capacity {
        tier
        remaining
      }
    }
  }
`);

/** A page of a campaign's recipients, of one status or all. */
export const WorkspaceCampaignRecipientsQuery = graphql(`
  query WorkspaceCampaignRecipients($id: ID!, $status: String, $cursor: String, $limit: Int) {
    workspaceCampaignRecipients(id: $id, status: $status, cursor: $cursor, limit: $limit) {
      items {
        contactId
        phone
        status
        messageId
        attempts
        failure {
          code
          reason
        }
        nextAttemptAt
        updatedAt
      }
      nextCursor
    }
  }
`);

/** What a new campaign is made of: the business's templates and segments. */
export const CampaignFormOptionsQuery = graphql(`
  query CampaignFormOptions {
    workspaceTemplates {
      id
      name
      language
      category
      body
      parameterCount
      status
    }
    workspaceSegments {
      id
      name
      count
    }
  }
`);

/** The segment a campaign goes to, for its name. */
export const CampaignSegmentQuery = graphql(`
  query CampaignSegment($id: ID!) {
    workspaceSegment(id: $id) {
      id
      name
      count
    }
  }
`);

/** The earlier campaign a retargeting campaign follows up, for its name. */
export const RetargetedCampaignQuery = graphql(`
  query RetargetedCampaign($id: ID!) {
    workspaceCampaign(id: $id) {
      id
      name
    }
  }
`);

/** Saves a campaign's recipients (of one status, when given) as a CSV file. */
export function downloadCampaignRecipients(id: string, status: string | undefined): Promise<void> {
  return downloadWithSession(
    apiPaths.campaignRecipientsCsv(id, status),
    `campaign-${id}-recipients.csv`,
  );
}
