/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  query WorkspaceAccount {\n    memberAccount {\n      role\n      user {\n        id\n        fullName\n        email\n        emailVerified\n      }\n    }\n    workspaceBusiness {\n      id\n      name\n      status\n      plan\n      messagingTier\n      qualityRating\n      whatsappNumber\n      provider\n      phoneNumberId\n      createdAt\n    }\n  }\n": typeof types.WorkspaceAccountDocument,
    "\n  fragment WorkspaceApiKey_apiKey on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.WorkspaceApiKey_ApiKeyFragmentDoc,
    "\n  query WorkspaceApiKeys {\n    workspaceApiKeys {\n      ...WorkspaceApiKey_apiKey\n    }\n  }\n": typeof types.WorkspaceApiKeysDocument,
    "\n  mutation CreateWorkspaceApiKey($input: CreateApiKeyInput) {\n    createWorkspaceApiKey(input: $input) {\n      apiKey {\n        ...WorkspaceApiKey_apiKey\n      }\n      key\n    }\n  }\n": typeof types.CreateWorkspaceApiKeyDocument,
    "\n  mutation RevokeWorkspaceApiKey($id: ID!) {\n    revokeWorkspaceApiKey(id: $id) {\n      ...WorkspaceApiKey_apiKey\n    }\n  }\n": typeof types.RevokeWorkspaceApiKeyDocument,
    "\n  query WorkspaceUsage($months: Int) {\n    workspaceUsage(months: $months) {\n      months {\n        month\n        sent\n        delivered\n        failed\n        received\n        costInr\n        byCategory {\n          category\n          delivered\n          billable\n          costInr\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceUsageDocument,
    "\n  mutation CreateWorkspaceCampaign($input: CreateCampaignInput!) {\n    createWorkspaceCampaign(input: $input) {\n      ...CampaignDetail_campaign\n    }\n  }\n": typeof types.CreateWorkspaceCampaignDocument,
    "\n  mutation LaunchWorkspaceCampaign($id: ID!) {\n    launchWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n": typeof types.LaunchWorkspaceCampaignDocument,
    "\n  mutation PauseWorkspaceCampaign($id: ID!) {\n    pauseWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n": typeof types.PauseWorkspaceCampaignDocument,
    "\n  mutation ResumeWorkspaceCampaign($id: ID!) {\n    resumeWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n": typeof types.ResumeWorkspaceCampaignDocument,
    "\n  mutation CancelWorkspaceCampaign($id: ID!) {\n    cancelWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n": typeof types.CancelWorkspaceCampaignDocument,
    "\n  mutation RetargetWorkspaceCampaign($id: ID!, $input: RetargetCampaignInput!) {\n    retargetWorkspaceCampaign(id: $id, input: $input) {\n      ...CampaignDetail_campaign\n    }\n  }\n": typeof types.RetargetWorkspaceCampaignDocument,
    "\n  fragment CampaignRow_campaign on Campaign {\n    id\n    name\n    status\n    audience {\n      tags\n      segmentId\n      contactCount\n    }\n    retargetOf {\n      campaignId\n      audience\n    }\n    counts {\n      audience\n      holdout\n      pending\n      queued\n      sent\n      delivered\n      read\n      replied\n      failed\n      retrying\n      recovered\n    }\n    scheduledAt\n    createdAt\n    launchedAt\n  }\n": typeof types.CampaignRow_CampaignFragmentDoc,
    "\n  fragment CampaignDetail_campaign on Campaign {\n    ...CampaignRow_campaign\n    template {\n      name\n      language\n      category\n      parameters {\n        field\n        attribute\n        text\n      }\n    }\n    holdoutPercent\n    marketingLimitRetries\n    excluded {\n      code\n      count\n    }\n    failures {\n      code\n      count\n      reason\n    }\n    cost {\n      currency\n      amount\n    }\n    uplift {\n      sentReplyRate\n      holdoutReplyRate\n    }\n    waitingFor\n    completedAt\n  }\n": typeof types.CampaignDetail_CampaignFragmentDoc,
    "\n  query WorkspaceCampaigns($cursor: String, $limit: Int) {\n    workspaceCampaigns(cursor: $cursor, limit: $limit) {\n      items {\n        ...CampaignRow_campaign\n      }\n      nextCursor\n    }\n  }\n": typeof types.WorkspaceCampaignsDocument,
    "\n  query WorkspaceCampaign($id: ID!) {\n    workspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n": typeof types.WorkspaceCampaignDocument,
    "\n  query WorkspaceCampaignPreflight($id: ID!) {\n    workspaceCampaignPreflight(id: $id) {\n      eligible\n      excluded {\n        optedOut\n        invalid\n        duplicate\n        frequencyCap\n        overCapacity\n      }\n      holdout\n      estimatedCost {\n        currency\n        amount\n      }\n      capacity {\n        tier\n        remaining\n      }\n    }\n  }\n": typeof types.WorkspaceCampaignPreflightDocument,
    "\n  query WorkspaceCampaignRecipients($id: ID!, $status: String, $cursor: String, $limit: Int) {\n    workspaceCampaignRecipients(id: $id, status: $status, cursor: $cursor, limit: $limit) {\n      items {\n        contactId\n        phone\n        status\n        messageId\n        attempts\n        failure {\n          code\n          reason\n        }\n        nextAttemptAt\n        updatedAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.WorkspaceCampaignRecipientsDocument,
    "\n  query CampaignFormOptions {\n    workspaceTemplates {\n      id\n      name\n      language\n      category\n      body\n      parameterCount\n      status\n    }\n    workspaceSegments {\n      id\n      name\n      count\n    }\n  }\n": typeof types.CampaignFormOptionsDocument,
    "\n  query CampaignSegment($id: ID!) {\n    workspaceSegment(id: $id) {\n      id\n      name\n      count\n    }\n  }\n": typeof types.CampaignSegmentDocument,
    "\n  query RetargetedCampaign($id: ID!) {\n    workspaceCampaign(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.RetargetedCampaignDocument,
    "\n  query WorkspaceContactImport($id: ID!) {\n    workspaceContactImport(id: $id) {\n      id\n      status\n      total\n      processed\n      created\n      updated\n      failed\n      errors {\n        row\n        message\n      }\n      failureReason\n      createdAt\n      completedAt\n    }\n  }\n": typeof types.WorkspaceContactImportDocument,
    "\n  mutation UpsertWorkspaceContact($input: UpsertContactInput!) {\n    upsertWorkspaceContact(input: $input) {\n      contact {\n        ...WorkspaceContact_contact\n      }\n      created\n    }\n  }\n": typeof types.UpsertWorkspaceContactDocument,
    "\n  mutation UpdateWorkspaceContact($id: ID!, $input: UpdateContactInput!) {\n    updateWorkspaceContact(id: $id, input: $input) {\n      ...WorkspaceContact_contact\n    }\n  }\n": typeof types.UpdateWorkspaceContactDocument,
    "\n  mutation DeleteWorkspaceContact($id: ID!) {\n    deleteWorkspaceContact(id: $id)\n  }\n": typeof types.DeleteWorkspaceContactDocument,
    "\n  mutation OptInWorkspaceContact($id: ID!, $source: String!) {\n    optInWorkspaceContact(id: $id, source: $source) {\n      ...WorkspaceContact_contact\n    }\n  }\n": typeof types.OptInWorkspaceContactDocument,
    "\n  mutation OptOutWorkspaceContact($id: ID!, $source: String!) {\n    optOutWorkspaceContact(id: $id, source: $source) {\n      ...WorkspaceContact_contact\n    }\n  }\n": typeof types.OptOutWorkspaceContactDocument,
    "\n  fragment WorkspaceContact_contact on Contact {\n    id\n    phone\n    name\n    tags\n    attributes {\n      name\n      value\n      kind\n    }\n    consent {\n      status\n      source\n      updatedAt\n    }\n    lastInboundAt\n    createdAt\n    updatedAt\n  }\n": typeof types.WorkspaceContact_ContactFragmentDoc,
    "\n  query WorkspaceContacts(\n    $tag: String\n    $q: String\n    $consent: String\n    $segmentId: ID\n    $cursor: String\n    $limit: Int\n  ) {\n    workspaceContacts(\n      tag: $tag\n      q: $q\n      consent: $consent\n      segmentId: $segmentId\n      cursor: $cursor\n      limit: $limit\n    ) {\n      items {\n        ...WorkspaceContact_contact\n      }\n      nextCursor\n    }\n  }\n": typeof types.WorkspaceContactsDocument,
    "\n  query WorkspaceContact($id: ID!) {\n    workspaceContact(id: $id) {\n      ...WorkspaceContact_contact\n      consentHistory {\n        status\n        source\n        actor {\n          type\n          id\n        }\n        createdAt\n      }\n    }\n  }\n": typeof types.WorkspaceContactDocument,
    "\n  query WorkspaceContactsSegment($id: ID!) {\n    workspaceSegment(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.WorkspaceContactsSegmentDocument,
    "\n  mutation UpdateWorkspaceConversation($id: ID!, $input: UpdateConversationInput!) {\n    updateWorkspaceConversation(id: $id, input: $input) {\n      ...InboxConversation_conversation\n    }\n  }\n": typeof types.UpdateWorkspaceConversationDocument,
    "\n  mutation ReplyToWorkspaceConversation($id: ID!, $input: ConversationReplyInput!) {\n    replyToWorkspaceConversation(id: $id, input: $input) {\n      ...InboxMessage_conversationMessage\n    }\n  }\n": typeof types.ReplyToWorkspaceConversationDocument,
    "\n  mutation AddWorkspaceConversationNote($id: ID!, $text: String!) {\n    addWorkspaceConversationNote(id: $id, text: $text) {\n      ...InboxNote_conversationNote\n    }\n  }\n": typeof types.AddWorkspaceConversationNoteDocument,
    "\n  mutation CreateWorkspaceQuickReply($input: QuickReplyInput!) {\n    createWorkspaceQuickReply(input: $input) {\n      ...QuickReply_quickReply\n    }\n  }\n": typeof types.CreateWorkspaceQuickReplyDocument,
    "\n  mutation UpdateWorkspaceQuickReply($id: ID!, $input: QuickReplyInput!) {\n    updateWorkspaceQuickReply(id: $id, input: $input) {\n      ...QuickReply_quickReply\n    }\n  }\n": typeof types.UpdateWorkspaceQuickReplyDocument,
    "\n  mutation DeleteWorkspaceQuickReply($id: ID!) {\n    deleteWorkspaceQuickReply(id: $id)\n  }\n": typeof types.DeleteWorkspaceQuickReplyDocument,
    "\n  mutation SimulateWorkspaceInbound($from: String!, $text: String!) {\n    simulateWorkspaceInbound(from: $from, text: $text)\n  }\n": typeof types.SimulateWorkspaceInboundDocument,
    "\n  fragment InboxConversation_conversation on Conversation {\n    id\n    contact {\n      id\n      phone\n      name\n    }\n    status\n    snoozedUntil\n    assignee {\n      id\n      name\n    }\n    windowExpiresAt\n    lastMessageAt\n    unread\n  }\n": typeof types.InboxConversation_ConversationFragmentDoc,
    "\n  query InboxConversations(\n    $view: String\n    $status: String\n    $tag: String\n    $q: String\n    $cursor: String\n    $limit: Int\n  ) {\n    workspaceConversations(\n      view: $view\n      status: $status\n      tag: $tag\n      q: $q\n      cursor: $cursor\n      limit: $limit\n    ) {\n      items {\n        ...InboxConversation_conversation\n      }\n      nextCursor\n    }\n  }\n": typeof types.InboxConversationsDocument,
    "\n  query InboxCounts {\n    workspaceInboxCounts {\n      mine {\n        open\n        unread\n      }\n      unassigned {\n        open\n        unread\n      }\n      all {\n        open\n        unread\n      }\n    }\n  }\n": typeof types.InboxCountsDocument,
    "\n  fragment InboxMessage_conversationMessage on ConversationMessage {\n    id\n    direction\n    type\n    text\n    template {\n      name\n      language\n    }\n    status\n    source\n    sender {\n      type\n      id\n    }\n    error {\n      code\n      title\n    }\n    createdAt\n  }\n": typeof types.InboxMessage_ConversationMessageFragmentDoc,
    "\n  fragment InboxNote_conversationNote on ConversationNote {\n    id\n    text\n    author {\n      id\n      name\n    }\n    createdAt\n  }\n": typeof types.InboxNote_ConversationNoteFragmentDoc,
    "\n  query InboxThread($id: ID!, $cursor: String, $limit: Int) {\n    workspaceConversation(id: $id) {\n      ...InboxConversation_conversation\n    }\n    workspaceConversationMessages(id: $id, cursor: $cursor, limit: $limit) {\n      items {\n        ...InboxMessage_conversationMessage\n      }\n      nextCursor\n    }\n    workspaceConversationNotes(id: $id) {\n      ...InboxNote_conversationNote\n    }\n  }\n": typeof types.InboxThreadDocument,
    "\n  query InboxConversationCampaigns($id: ID!) {\n    workspaceConversationCampaigns(id: $id) {\n      campaignId\n      name\n      status\n      sentAt\n      repliedAt\n    }\n  }\n": typeof types.InboxConversationCampaignsDocument,
    "\n  query InboxContact($id: ID!) {\n    workspaceContact(id: $id) {\n      id\n      name\n      phone\n      tags\n      attributes {\n        name\n        value\n      }\n      consent {\n        status\n        updatedAt\n      }\n    }\n  }\n": typeof types.InboxContactDocument,
    "\n  query InboxMembers {\n    workspaceMembers {\n      id\n      fullName\n      email\n    }\n  }\n": typeof types.InboxMembersDocument,
    "\n  query InboxTemplates {\n    workspaceTemplates {\n      id\n      name\n      language\n      body\n      status\n      parameterCount\n    }\n  }\n": typeof types.InboxTemplatesDocument,
    "\n  fragment QuickReply_quickReply on QuickReply {\n    id\n    shortcut\n    text\n  }\n": typeof types.QuickReply_QuickReplyFragmentDoc,
    "\n  query QuickReplies {\n    workspaceQuickReplies {\n      ...QuickReply_quickReply\n    }\n  }\n": typeof types.QuickRepliesDocument,
    "\n  fragment WorkspaceSettings_settings on WorkspaceSettings {\n    quietHours {\n      start\n      end\n    }\n    marketingFrequencyCap {\n      count\n      days\n    }\n    optOutKeywords\n    optInKeywords\n  }\n": typeof types.WorkspaceSettings_SettingsFragmentDoc,
    "\n  query WorkspaceSettings {\n    workspaceSettings {\n      ...WorkspaceSettings_settings\n    }\n  }\n": typeof types.WorkspaceSettingsDocument,
    "\n  mutation UpdateWorkspaceSettings($input: WorkspaceSettingsInput!) {\n    updateWorkspaceSettings(input: $input) {\n      ...WorkspaceSettings_settings\n    }\n  }\n": typeof types.UpdateWorkspaceSettingsDocument,
    "\n  query Onboarding {\n    workspaceOnboarding {\n      sandboxReady\n      helloWorldSent\n      helloWorldDelivered\n      helloWorldFailed\n      apiKeyCreated\n      webhookSet\n      webhookDelivered\n      emailVerified\n    }\n  }\n": typeof types.OnboardingDocument,
    "\n  mutation SendHelloWorld($to: String!) {\n    sendHelloWorld(to: $to)\n  }\n": typeof types.SendHelloWorldDocument,
    "\n  fragment WorkspaceSegment_segment on Segment {\n    id\n    name\n    count\n    filter {\n      tags\n      anyTags\n      attributes {\n        name\n        value\n      }\n      consent\n      inboundWithinDays\n      noInboundWithinDays\n      campaign {\n        id\n        engagement\n      }\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.WorkspaceSegment_SegmentFragmentDoc,
    "\n  query WorkspaceSegments {\n    workspaceSegments {\n      ...WorkspaceSegment_segment\n    }\n  }\n": typeof types.WorkspaceSegmentsDocument,
    "\n  query SegmentCampaignOptions($limit: Int!) {\n    workspaceCampaigns(limit: $limit) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SegmentCampaignOptionsDocument,
    "\n  query SegmentCampaign($id: ID!) {\n    workspaceCampaign(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.SegmentCampaignDocument,
    "\n  query WorkspaceSegmentCount($filter: SegmentFilterInput!) {\n    workspaceSegmentCount(filter: $filter)\n  }\n": typeof types.WorkspaceSegmentCountDocument,
    "\n  mutation CreateWorkspaceSegment($input: SegmentInput!) {\n    createWorkspaceSegment(input: $input) {\n      ...WorkspaceSegment_segment\n    }\n  }\n": typeof types.CreateWorkspaceSegmentDocument,
    "\n  mutation UpdateWorkspaceSegment($id: ID!, $input: SegmentInput!) {\n    updateWorkspaceSegment(id: $id, input: $input) {\n      ...WorkspaceSegment_segment\n    }\n  }\n": typeof types.UpdateWorkspaceSegmentDocument,
    "\n  mutation DeleteWorkspaceSegment($id: ID!) {\n    deleteWorkspaceSegment(id: $id)\n  }\n": typeof types.DeleteWorkspaceSegmentDocument,
    "\n  fragment WorkspaceMember_teamMember on TeamMember {\n    id\n    fullName\n    email\n    role\n    emailVerified\n    joinedAt\n    lastSignInAt\n  }\n": typeof types.WorkspaceMember_TeamMemberFragmentDoc,
    "\n  query WorkspaceMembers {\n    workspaceMembers {\n      ...WorkspaceMember_teamMember\n    }\n  }\n": typeof types.WorkspaceMembersDocument,
    "\n  fragment WorkspaceInvitation_invitation on Invitation {\n    id\n    email\n    role\n    status\n    createdAt\n    expiresAt\n  }\n": typeof types.WorkspaceInvitation_InvitationFragmentDoc,
    "\n  query WorkspaceInvitations {\n    workspaceInvitations {\n      ...WorkspaceInvitation_invitation\n    }\n  }\n": typeof types.WorkspaceInvitationsDocument,
    "\n  mutation InviteMember($input: InvitationInput!) {\n    inviteMember(input: $input) {\n      ...WorkspaceInvitation_invitation\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      ...WorkspaceInvitation_invitation\n    }\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  mutation ChangeMemberRole($id: ID!, $role: String!) {\n    changeMemberRole(id: $id, role: $role) {\n      ...WorkspaceMember_teamMember\n    }\n  }\n": typeof types.ChangeMemberRoleDocument,
    "\n  mutation RemoveMember($id: ID!) {\n    removeMember(id: $id)\n  }\n": typeof types.RemoveMemberDocument,
    "\n  fragment WorkspaceTemplate_messageTemplate on MessageTemplate {\n    id\n    name\n    language\n    category\n    body\n    status\n    rejectionReason\n    parameterCount\n    createdAt\n  }\n": typeof types.WorkspaceTemplate_MessageTemplateFragmentDoc,
    "\n  query WorkspaceTemplates {\n    workspaceTemplates {\n      ...WorkspaceTemplate_messageTemplate\n    }\n  }\n": typeof types.WorkspaceTemplatesDocument,
    "\n  mutation CreateWorkspaceTemplate($input: CreateTemplateInput!) {\n    createWorkspaceTemplate(input: $input) {\n      ...WorkspaceTemplate_messageTemplate\n    }\n  }\n": typeof types.CreateWorkspaceTemplateDocument,
    "\n  query WebhookDeliveries($state: String, $first: Int, $after: String) {\n    workspaceWebhookDeliveries(state: $state, first: $first, after: $after) {\n      items {\n        id\n        type\n        state\n        attempts\n        lastStatusCode\n        messageId\n        createdAt\n        deliveredAt\n        nextAttemptAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWorkspaceWebhook($id: ID!) {\n    redeliverWorkspaceWebhook(id: $id)\n  }\n": typeof types.RedeliverWorkspaceWebhookDocument,
    "\n  query WorkspaceWebhook {\n    workspaceWebhook {\n      url\n      failingSince\n      disabledAt\n    }\n  }\n": typeof types.WorkspaceWebhookDocument,
    "\n  mutation SetWorkspaceWebhook($url: String) {\n    setWorkspaceWebhook(url: $url) {\n      url\n      signingSecret\n      failingSince\n      disabledAt\n    }\n  }\n": typeof types.SetWorkspaceWebhookDocument,
    "\n  mutation RotateWorkspaceWebhookSecret {\n    rotateWorkspaceWebhookSecret {\n      signingSecret\n    }\n  }\n": typeof types.RotateWorkspaceWebhookSecretDocument,
};
const documents: Documents = {
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n": types.ResendVerificationEmailDocument,
    "\n  query WorkspaceAccount {\n    memberAccount {\n      role\n      user {\n        id\n        fullName\n        email\n        emailVerified\n      }\n    }\n    workspaceBusiness {\n      id\n      name\n      status\n      plan\n      messagingTier\n      qualityRating\n      whatsappNumber\n      provider\n      phoneNumberId\n      createdAt\n    }\n  }\n": types.WorkspaceAccountDocument,
    "\n  fragment WorkspaceApiKey_apiKey on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": types.WorkspaceApiKey_ApiKeyFragmentDoc,
    "\n  query WorkspaceApiKeys {\n    workspaceApiKeys {\n      ...WorkspaceApiKey_apiKey\n    }\n  }\n": types.WorkspaceApiKeysDocument,
    "\n  mutation CreateWorkspaceApiKey($input: CreateApiKeyInput) {\n    createWorkspaceApiKey(input: $input) {\n      apiKey {\n        ...WorkspaceApiKey_apiKey\n      }\n      key\n    }\n  }\n": types.CreateWorkspaceApiKeyDocument,
    "\n  mutation RevokeWorkspaceApiKey($id: ID!) {\n    revokeWorkspaceApiKey(id: $id) {\n      ...WorkspaceApiKey_apiKey\n    }\n  }\n": types.RevokeWorkspaceApiKeyDocument,
    "\n  query WorkspaceUsage($months: Int) {\n    workspaceUsage(months: $months) {\n      months {\n        month\n        sent\n        delivered\n        failed\n        received\n        costInr\n        byCategory {\n          category\n          delivered\n          billable\n          costInr\n        }\n      }\n    }\n  }\n": types.WorkspaceUsageDocument,
    "\n  mutation CreateWorkspaceCampaign($input: CreateCampaignInput!) {\n    createWorkspaceCampaign(input: $input) {\n      ...CampaignDetail_campaign\n    }\n  }\n": types.CreateWorkspaceCampaignDocument,
    "\n  mutation LaunchWorkspaceCampaign($id: ID!) {\n    launchWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n": types.LaunchWorkspaceCampaignDocument,
    "\n  mutation PauseWorkspaceCampaign($id: ID!) {\n    pauseWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n": types.PauseWorkspaceCampaignDocument,
    "\n  mutation ResumeWorkspaceCampaign($id: ID!) {\n    resumeWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n": types.ResumeWorkspaceCampaignDocument,
    "\n  mutation CancelWorkspaceCampaign($id: ID!) {\n    cancelWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n": types.CancelWorkspaceCampaignDocument,
    "\n  mutation RetargetWorkspaceCampaign($id: ID!, $input: RetargetCampaignInput!) {\n    retargetWorkspaceCampaign(id: $id, input: $input) {\n      ...CampaignDetail_campaign\n    }\n  }\n": types.RetargetWorkspaceCampaignDocument,
    "\n  fragment CampaignRow_campaign on Campaign {\n    id\n    name\n    status\n    audience {\n      tags\n      segmentId\n      contactCount\n    }\n    retargetOf {\n      campaignId\n      audience\n    }\n    counts {\n      audience\n      holdout\n      pending\n      queued\n      sent\n      delivered\n      read\n      replied\n      failed\n      retrying\n      recovered\n    }\n    scheduledAt\n    createdAt\n    launchedAt\n  }\n": types.CampaignRow_CampaignFragmentDoc,
    "\n  fragment CampaignDetail_campaign on Campaign {\n    ...CampaignRow_campaign\n    template {\n      name\n      language\n      category\n      parameters {\n        field\n        attribute\n        text\n      }\n    }\n    holdoutPercent\n    marketingLimitRetries\n    excluded {\n      code\n      count\n    }\n    failures {\n      code\n      count\n      reason\n    }\n    cost {\n      currency\n      amount\n    }\n    uplift {\n      sentReplyRate\n      holdoutReplyRate\n    }\n    waitingFor\n    completedAt\n  }\n": types.CampaignDetail_CampaignFragmentDoc,
    "\n  query WorkspaceCampaigns($cursor: String, $limit: Int) {\n    workspaceCampaigns(cursor: $cursor, limit: $limit) {\n      items {\n        ...CampaignRow_campaign\n      }\n      nextCursor\n    }\n  }\n": types.WorkspaceCampaignsDocument,
    "\n  query WorkspaceCampaign($id: ID!) {\n    workspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n": types.WorkspaceCampaignDocument,
    "\n  query WorkspaceCampaignPreflight($id: ID!) {\n    workspaceCampaignPreflight(id: $id) {\n      eligible\n      excluded {\n        optedOut\n        invalid\n        duplicate\n        frequencyCap\n        overCapacity\n      }\n      holdout\n      estimatedCost {\n        currency\n        amount\n      }\n      capacity {\n        tier\n        remaining\n      }\n    }\n  }\n": types.WorkspaceCampaignPreflightDocument,
    "\n  query WorkspaceCampaignRecipients($id: ID!, $status: String, $cursor: String, $limit: Int) {\n    workspaceCampaignRecipients(id: $id, status: $status, cursor: $cursor, limit: $limit) {\n      items {\n        contactId\n        phone\n        status\n        messageId\n        attempts\n        failure {\n          code\n          reason\n        }\n        nextAttemptAt\n        updatedAt\n      }\n      nextCursor\n    }\n  }\n": types.WorkspaceCampaignRecipientsDocument,
    "\n  query CampaignFormOptions {\n    workspaceTemplates {\n      id\n      name\n      language\n      category\n      body\n      parameterCount\n      status\n    }\n    workspaceSegments {\n      id\n      name\n      count\n    }\n  }\n": types.CampaignFormOptionsDocument,
    "\n  query CampaignSegment($id: ID!) {\n    workspaceSegment(id: $id) {\n      id\n      name\n      count\n    }\n  }\n": types.CampaignSegmentDocument,
    "\n  query RetargetedCampaign($id: ID!) {\n    workspaceCampaign(id: $id) {\n      id\n      name\n    }\n  }\n": types.RetargetedCampaignDocument,
    "\n  query WorkspaceContactImport($id: ID!) {\n    workspaceContactImport(id: $id) {\n      id\n      status\n      total\n      processed\n      created\n      updated\n      failed\n      errors {\n        row\n        message\n      }\n      failureReason\n      createdAt\n      completedAt\n    }\n  }\n": types.WorkspaceContactImportDocument,
    "\n  mutation UpsertWorkspaceContact($input: UpsertContactInput!) {\n    upsertWorkspaceContact(input: $input) {\n      contact {\n        ...WorkspaceContact_contact\n      }\n      created\n    }\n  }\n": types.UpsertWorkspaceContactDocument,
    "\n  mutation UpdateWorkspaceContact($id: ID!, $input: UpdateContactInput!) {\n    updateWorkspaceContact(id: $id, input: $input) {\n      ...WorkspaceContact_contact\n    }\n  }\n": types.UpdateWorkspaceContactDocument,
    "\n  mutation DeleteWorkspaceContact($id: ID!) {\n    deleteWorkspaceContact(id: $id)\n  }\n": types.DeleteWorkspaceContactDocument,
    "\n  mutation OptInWorkspaceContact($id: ID!, $source: String!) {\n    optInWorkspaceContact(id: $id, source: $source) {\n      ...WorkspaceContact_contact\n    }\n  }\n": types.OptInWorkspaceContactDocument,
    "\n  mutation OptOutWorkspaceContact($id: ID!, $source: String!) {\n    optOutWorkspaceContact(id: $id, source: $source) {\n      ...WorkspaceContact_contact\n    }\n  }\n": types.OptOutWorkspaceContactDocument,
    "\n  fragment WorkspaceContact_contact on Contact {\n    id\n    phone\n    name\n    tags\n    attributes {\n      name\n      value\n      kind\n    }\n    consent {\n      status\n      source\n      updatedAt\n    }\n    lastInboundAt\n    createdAt\n    updatedAt\n  }\n": types.WorkspaceContact_ContactFragmentDoc,
    "\n  query WorkspaceContacts(\n    $tag: String\n    $q: String\n    $consent: String\n    $segmentId: ID\n    $cursor: String\n    $limit: Int\n  ) {\n    workspaceContacts(\n      tag: $tag\n      q: $q\n      consent: $consent\n      segmentId: $segmentId\n      cursor: $cursor\n      limit: $limit\n    ) {\n      items {\n        ...WorkspaceContact_contact\n      }\n      nextCursor\n    }\n  }\n": types.WorkspaceContactsDocument,
    "\n  query WorkspaceContact($id: ID!) {\n    workspaceContact(id: $id) {\n      ...WorkspaceContact_contact\n      consentHistory {\n        status\n        source\n        actor {\n          type\n          id\n        }\n        createdAt\n      }\n    }\n  }\n": types.WorkspaceContactDocument,
    "\n  query WorkspaceContactsSegment($id: ID!) {\n    workspaceSegment(id: $id) {\n      id\n      name\n    }\n  }\n": types.WorkspaceContactsSegmentDocument,
    "\n  mutation UpdateWorkspaceConversation($id: ID!, $input: UpdateConversationInput!) {\n    updateWorkspaceConversation(id: $id, input: $input) {\n      ...InboxConversation_conversation\n    }\n  }\n": types.UpdateWorkspaceConversationDocument,
    "\n  mutation ReplyToWorkspaceConversation($id: ID!, $input: ConversationReplyInput!) {\n    replyToWorkspaceConversation(id: $id, input: $input) {\n      ...InboxMessage_conversationMessage\n    }\n  }\n": types.ReplyToWorkspaceConversationDocument,
    "\n  mutation AddWorkspaceConversationNote($id: ID!, $text: String!) {\n    addWorkspaceConversationNote(id: $id, text: $text) {\n      ...InboxNote_conversationNote\n    }\n  }\n": types.AddWorkspaceConversationNoteDocument,
    "\n  mutation CreateWorkspaceQuickReply($input: QuickReplyInput!) {\n    createWorkspaceQuickReply(input: $input) {\n      ...QuickReply_quickReply\n    }\n  }\n": types.CreateWorkspaceQuickReplyDocument,
    "\n  mutation UpdateWorkspaceQuickReply($id: ID!, $input: QuickReplyInput!) {\n    updateWorkspaceQuickReply(id: $id, input: $input) {\n      ...QuickReply_quickReply\n    }\n  }\n": types.UpdateWorkspaceQuickReplyDocument,
    "\n  mutation DeleteWorkspaceQuickReply($id: ID!) {\n    deleteWorkspaceQuickReply(id: $id)\n  }\n": types.DeleteWorkspaceQuickReplyDocument,
    "\n  mutation SimulateWorkspaceInbound($from: String!, $text: String!) {\n    simulateWorkspaceInbound(from: $from, text: $text)\n  }\n": types.SimulateWorkspaceInboundDocument,
    "\n  fragment InboxConversation_conversation on Conversation {\n    id\n    contact {\n      id\n      phone\n      name\n    }\n    status\n    snoozedUntil\n    assignee {\n      id\n      name\n    }\n    windowExpiresAt\n    lastMessageAt\n    unread\n  }\n": types.InboxConversation_ConversationFragmentDoc,
    "\n  query InboxConversations(\n    $view: String\n    $status: String\n    $tag: String\n    $q: String\n    $cursor: String\n    $limit: Int\n  ) {\n    workspaceConversations(\n      view: $view\n      status: $status\n      tag: $tag\n      q: $q\n      cursor: $cursor\n      limit: $limit\n    ) {\n      items {\n        ...InboxConversation_conversation\n      }\n      nextCursor\n    }\n  }\n": types.InboxConversationsDocument,
    "\n  query InboxCounts {\n    workspaceInboxCounts {\n      mine {\n        open\n        unread\n      }\n      unassigned {\n        open\n        unread\n      }\n      all {\n        open\n        unread\n      }\n    }\n  }\n": types.InboxCountsDocument,
    "\n  fragment InboxMessage_conversationMessage on ConversationMessage {\n    id\n    direction\n    type\n    text\n    template {\n      name\n      language\n    }\n    status\n    source\n    sender {\n      type\n      id\n    }\n    error {\n      code\n      title\n    }\n    createdAt\n  }\n": types.InboxMessage_ConversationMessageFragmentDoc,
    "\n  fragment InboxNote_conversationNote on ConversationNote {\n    id\n    text\n    author {\n      id\n      name\n    }\n    createdAt\n  }\n": types.InboxNote_ConversationNoteFragmentDoc,
    "\n  query InboxThread($id: ID!, $cursor: String, $limit: Int) {\n    workspaceConversation(id: $id) {\n      ...InboxConversation_conversation\n    }\n    workspaceConversationMessages(id: $id, cursor: $cursor, limit: $limit) {\n      items {\n        ...InboxMessage_conversationMessage\n      }\n      nextCursor\n    }\n    workspaceConversationNotes(id: $id) {\n      ...InboxNote_conversationNote\n    }\n  }\n": types.InboxThreadDocument,
    "\n  query InboxConversationCampaigns($id: ID!) {\n    workspaceConversationCampaigns(id: $id) {\n      campaignId\n      name\n      status\n      sentAt\n      repliedAt\n    }\n  }\n": types.InboxConversationCampaignsDocument,
    "\n  query InboxContact($id: ID!) {\n    workspaceContact(id: $id) {\n      id\n      name\n      phone\n      tags\n      attributes {\n        name\n        value\n      }\n      consent {\n        status\n        updatedAt\n      }\n    }\n  }\n": types.InboxContactDocument,
    "\n  query InboxMembers {\n    workspaceMembers {\n      id\n      fullName\n      email\n    }\n  }\n": types.InboxMembersDocument,
    "\n  query InboxTemplates {\n    workspaceTemplates {\n      id\n      name\n      language\n      body\n      status\n      parameterCount\n    }\n  }\n": types.InboxTemplatesDocument,
    "\n  fragment QuickReply_quickReply on QuickReply {\n    id\n    shortcut\n    text\n  }\n": types.QuickReply_QuickReplyFragmentDoc,
    "\n  query QuickReplies {\n    workspaceQuickReplies {\n      ...QuickReply_quickReply\n    }\n  }\n": types.QuickRepliesDocument,
    "\n  fragment WorkspaceSettings_settings on WorkspaceSettings {\n    quietHours {\n      start\n      end\n    }\n    marketingFrequencyCap {\n      count\n      days\n    }\n    optOutKeywords\n    optInKeywords\n  }\n": types.WorkspaceSettings_SettingsFragmentDoc,
    "\n  query WorkspaceSettings {\n    workspaceSettings {\n      ...WorkspaceSettings_settings\n    }\n  }\n": types.WorkspaceSettingsDocument,
    "\n  mutation UpdateWorkspaceSettings($input: WorkspaceSettingsInput!) {\n    updateWorkspaceSettings(input: $input) {\n      ...WorkspaceSettings_settings\n    }\n  }\n": types.UpdateWorkspaceSettingsDocument,
    "\n  query Onboarding {\n    workspaceOnboarding {\n      sandboxReady\n      helloWorldSent\n      helloWorldDelivered\n      helloWorldFailed\n      apiKeyCreated\n      webhookSet\n      webhookDelivered\n      emailVerified\n    }\n  }\n": types.OnboardingDocument,
    "\n  mutation SendHelloWorld($to: String!) {\n    sendHelloWorld(to: $to)\n  }\n": types.SendHelloWorldDocument,
    "\n  fragment WorkspaceSegment_segment on Segment {\n    id\n    name\n    count\n    filter {\n      tags\n      anyTags\n      attributes {\n        name\n        value\n      }\n      consent\n      inboundWithinDays\n      noInboundWithinDays\n      campaign {\n        id\n        engagement\n      }\n    }\n    createdAt\n    updatedAt\n  }\n": types.WorkspaceSegment_SegmentFragmentDoc,
    "\n  query WorkspaceSegments {\n    workspaceSegments {\n      ...WorkspaceSegment_segment\n    }\n  }\n": types.WorkspaceSegmentsDocument,
    "\n  query SegmentCampaignOptions($limit: Int!) {\n    workspaceCampaigns(limit: $limit) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.SegmentCampaignOptionsDocument,
    "\n  query SegmentCampaign($id: ID!) {\n    workspaceCampaign(id: $id) {\n      id\n      name\n    }\n  }\n": types.SegmentCampaignDocument,
    "\n  query WorkspaceSegmentCount($filter: SegmentFilterInput!) {\n    workspaceSegmentCount(filter: $filter)\n  }\n": types.WorkspaceSegmentCountDocument,
    "\n  mutation CreateWorkspaceSegment($input: SegmentInput!) {\n    createWorkspaceSegment(input: $input) {\n      ...WorkspaceSegment_segment\n    }\n  }\n": types.CreateWorkspaceSegmentDocument,
    "\n  mutation UpdateWorkspaceSegment($id: ID!, $input: SegmentInput!) {\n    updateWorkspaceSegment(id: $id, input: $input) {\n      ...WorkspaceSegment_segment\n    }\n  }\n": types.UpdateWorkspaceSegmentDocument,
    "\n  mutation DeleteWorkspaceSegment($id: ID!) {\n    deleteWorkspaceSegment(id: $id)\n  }\n": types.DeleteWorkspaceSegmentDocument,
    "\n  fragment WorkspaceMember_teamMember on TeamMember {\n    id\n    fullName\n    email\n    role\n    emailVerified\n    joinedAt\n    lastSignInAt\n  }\n": types.WorkspaceMember_TeamMemberFragmentDoc,
    "\n  query WorkspaceMembers {\n    workspaceMembers {\n      ...WorkspaceMember_teamMember\n    }\n  }\n": types.WorkspaceMembersDocument,
    "\n  fragment WorkspaceInvitation_invitation on Invitation {\n    id\n    email\n    role\n    status\n    createdAt\n    expiresAt\n  }\n": types.WorkspaceInvitation_InvitationFragmentDoc,
    "\n  query WorkspaceInvitations {\n    workspaceInvitations {\n      ...WorkspaceInvitation_invitation\n    }\n  }\n": types.WorkspaceInvitationsDocument,
    "\n  mutation InviteMember($input: InvitationInput!) {\n    inviteMember(input: $input) {\n      ...WorkspaceInvitation_invitation\n    }\n  }\n": types.InviteMemberDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      ...WorkspaceInvitation_invitation\n    }\n  }\n": types.RevokeInvitationDocument,
    "\n  mutation ChangeMemberRole($id: ID!, $role: String!) {\n    changeMemberRole(id: $id, role: $role) {\n      ...WorkspaceMember_teamMember\n    }\n  }\n": types.ChangeMemberRoleDocument,
    "\n  mutation RemoveMember($id: ID!) {\n    removeMember(id: $id)\n  }\n": types.RemoveMemberDocument,
    "\n  fragment WorkspaceTemplate_messageTemplate on MessageTemplate {\n    id\n    name\n    language\n    category\n    body\n    status\n    rejectionReason\n    parameterCount\n    createdAt\n  }\n": types.WorkspaceTemplate_MessageTemplateFragmentDoc,
    "\n  query WorkspaceTemplates {\n    workspaceTemplates {\n      ...WorkspaceTemplate_messageTemplate\n    }\n  }\n": types.WorkspaceTemplatesDocument,
    "\n  mutation CreateWorkspaceTemplate($input: CreateTemplateInput!) {\n    createWorkspaceTemplate(input: $input) {\n      ...WorkspaceTemplate_messageTemplate\n    }\n  }\n": types.CreateWorkspaceTemplateDocument,
    "\n  query WebhookDeliveries($state: String, $first: Int, $after: String) {\n    workspaceWebhookDeliveries(state: $state, first: $first, after: $after) {\n      items {\n        id\n        type\n        state\n        attempts\n        lastStatusCode\n        messageId\n        createdAt\n        deliveredAt\n        nextAttemptAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWorkspaceWebhook($id: ID!) {\n    redeliverWorkspaceWebhook(id: $id)\n  }\n": types.RedeliverWorkspaceWebhookDocument,
    "\n  query WorkspaceWebhook {\n    workspaceWebhook {\n      url\n      failingSince\n      disabledAt\n    }\n  }\n": types.WorkspaceWebhookDocument,
    "\n  mutation SetWorkspaceWebhook($url: String) {\n    setWorkspaceWebhook(url: $url) {\n      url\n      signingSecret\n      failingSince\n      disabledAt\n    }\n  }\n": types.SetWorkspaceWebhookDocument,
    "\n  mutation RotateWorkspaceWebhookSecret {\n    rotateWorkspaceWebhookSecret {\n      signingSecret\n    }\n  }\n": types.RotateWorkspaceWebhookSecretDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n"): (typeof documents)["\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceAccount {\n    memberAccount {\n      role\n      user {\n        id\n        fullName\n        email\n        emailVerified\n      }\n    }\n    workspaceBusiness {\n      id\n      name\n      status\n      plan\n      messagingTier\n      qualityRating\n      whatsappNumber\n      provider\n      phoneNumberId\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceAccount {\n    memberAccount {\n      role\n      user {\n        id\n        fullName\n        email\n        emailVerified\n      }\n    }\n    workspaceBusiness {\n      id\n      name\n      status\n      plan\n      messagingTier\n      qualityRating\n      whatsappNumber\n      provider\n      phoneNumberId\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceApiKey_apiKey on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment WorkspaceApiKey_apiKey on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceApiKeys {\n    workspaceApiKeys {\n      ...WorkspaceApiKey_apiKey\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceApiKeys {\n    workspaceApiKeys {\n      ...WorkspaceApiKey_apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkspaceApiKey($input: CreateApiKeyInput) {\n    createWorkspaceApiKey(input: $input) {\n      apiKey {\n        ...WorkspaceApiKey_apiKey\n      }\n      key\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkspaceApiKey($input: CreateApiKeyInput) {\n    createWorkspaceApiKey(input: $input) {\n      apiKey {\n        ...WorkspaceApiKey_apiKey\n      }\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeWorkspaceApiKey($id: ID!) {\n    revokeWorkspaceApiKey(id: $id) {\n      ...WorkspaceApiKey_apiKey\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeWorkspaceApiKey($id: ID!) {\n    revokeWorkspaceApiKey(id: $id) {\n      ...WorkspaceApiKey_apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceUsage($months: Int) {\n    workspaceUsage(months: $months) {\n      months {\n        month\n        sent\n        delivered\n        failed\n        received\n        costInr\n        byCategory {\n          category\n          delivered\n          billable\n          costInr\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceUsage($months: Int) {\n    workspaceUsage(months: $months) {\n      months {\n        month\n        sent\n        delivered\n        failed\n        received\n        costInr\n        byCategory {\n          category\n          delivered\n          billable\n          costInr\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkspaceCampaign($input: CreateCampaignInput!) {\n    createWorkspaceCampaign(input: $input) {\n      ...CampaignDetail_campaign\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkspaceCampaign($input: CreateCampaignInput!) {\n    createWorkspaceCampaign(input: $input) {\n      ...CampaignDetail_campaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LaunchWorkspaceCampaign($id: ID!) {\n    launchWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n"): (typeof documents)["\n  mutation LaunchWorkspaceCampaign($id: ID!) {\n    launchWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseWorkspaceCampaign($id: ID!) {\n    pauseWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n"): (typeof documents)["\n  mutation PauseWorkspaceCampaign($id: ID!) {\n    pauseWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeWorkspaceCampaign($id: ID!) {\n    resumeWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeWorkspaceCampaign($id: ID!) {\n    resumeWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelWorkspaceCampaign($id: ID!) {\n    cancelWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n"): (typeof documents)["\n  mutation CancelWorkspaceCampaign($id: ID!) {\n    cancelWorkspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetargetWorkspaceCampaign($id: ID!, $input: RetargetCampaignInput!) {\n    retargetWorkspaceCampaign(id: $id, input: $input) {\n      ...CampaignDetail_campaign\n    }\n  }\n"): (typeof documents)["\n  mutation RetargetWorkspaceCampaign($id: ID!, $input: RetargetCampaignInput!) {\n    retargetWorkspaceCampaign(id: $id, input: $input) {\n      ...CampaignDetail_campaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignRow_campaign on Campaign {\n    id\n    name\n    status\n    audience {\n      tags\n      segmentId\n      contactCount\n    }\n    retargetOf {\n      campaignId\n      audience\n    }\n    counts {\n      audience\n      holdout\n      pending\n      queued\n      sent\n      delivered\n      read\n      replied\n      failed\n      retrying\n      recovered\n    }\n    scheduledAt\n    createdAt\n    launchedAt\n  }\n"): (typeof documents)["\n  fragment CampaignRow_campaign on Campaign {\n    id\n    name\n    status\n    audience {\n      tags\n      segmentId\n      contactCount\n    }\n    retargetOf {\n      campaignId\n      audience\n    }\n    counts {\n      audience\n      holdout\n      pending\n      queued\n      sent\n      delivered\n      read\n      replied\n      failed\n      retrying\n      recovered\n    }\n    scheduledAt\n    createdAt\n    launchedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignDetail_campaign on Campaign {\n    ...CampaignRow_campaign\n    template {\n      name\n      language\n      category\n      parameters {\n        field\n        attribute\n        text\n      }\n    }\n    holdoutPercent\n    marketingLimitRetries\n    excluded {\n      code\n      count\n    }\n    failures {\n      code\n      count\n      reason\n    }\n    cost {\n      currency\n      amount\n    }\n    uplift {\n      sentReplyRate\n      holdoutReplyRate\n    }\n    waitingFor\n    completedAt\n  }\n"): (typeof documents)["\n  fragment CampaignDetail_campaign on Campaign {\n    ...CampaignRow_campaign\n    template {\n      name\n      language\n      category\n      parameters {\n        field\n        attribute\n        text\n      }\n    }\n    holdoutPercent\n    marketingLimitRetries\n    excluded {\n      code\n      count\n    }\n    failures {\n      code\n      count\n      reason\n    }\n    cost {\n      currency\n      amount\n    }\n    uplift {\n      sentReplyRate\n      holdoutReplyRate\n    }\n    waitingFor\n    completedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceCampaigns($cursor: String, $limit: Int) {\n    workspaceCampaigns(cursor: $cursor, limit: $limit) {\n      items {\n        ...CampaignRow_campaign\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceCampaigns($cursor: String, $limit: Int) {\n    workspaceCampaigns(cursor: $cursor, limit: $limit) {\n      items {\n        ...CampaignRow_campaign\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceCampaign($id: ID!) {\n    workspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceCampaign($id: ID!) {\n    workspaceCampaign(id: $id) {\n      ...CampaignDetail_campaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceCampaignPreflight($id: ID!) {\n    workspaceCampaignPreflight(id: $id) {\n      eligible\n      excluded {\n        optedOut\n        invalid\n        duplicate\n        frequencyCap\n        overCapacity\n      }\n      holdout\n      estimatedCost {\n        currency\n        amount\n      }\n      capacity {\n        tier\n        remaining\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceCampaignPreflight($id: ID!) {\n    workspaceCampaignPreflight(id: $id) {\n      eligible\n      excluded {\n        optedOut\n        invalid\n        duplicate\n        frequencyCap\n        overCapacity\n      }\n      holdout\n      estimatedCost {\n        currency\n        amount\n      }\n      capacity {\n        tier\n        remaining\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceCampaignRecipients($id: ID!, $status: String, $cursor: String, $limit: Int) {\n    workspaceCampaignRecipients(id: $id, status: $status, cursor: $cursor, limit: $limit) {\n      items {\n        contactId\n        phone\n        status\n        messageId\n        attempts\n        failure {\n          code\n          reason\n        }\n        nextAttemptAt\n        updatedAt\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceCampaignRecipients($id: ID!, $status: String, $cursor: String, $limit: Int) {\n    workspaceCampaignRecipients(id: $id, status: $status, cursor: $cursor, limit: $limit) {\n      items {\n        contactId\n        phone\n        status\n        messageId\n        attempts\n        failure {\n          code\n          reason\n        }\n        nextAttemptAt\n        updatedAt\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignFormOptions {\n    workspaceTemplates {\n      id\n      name\n      language\n      category\n      body\n      parameterCount\n      status\n    }\n    workspaceSegments {\n      id\n      name\n      count\n    }\n  }\n"): (typeof documents)["\n  query CampaignFormOptions {\n    workspaceTemplates {\n      id\n      name\n      language\n      category\n      body\n      parameterCount\n      status\n    }\n    workspaceSegments {\n      id\n      name\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignSegment($id: ID!) {\n    workspaceSegment(id: $id) {\n      id\n      name\n      count\n    }\n  }\n"): (typeof documents)["\n  query CampaignSegment($id: ID!) {\n    workspaceSegment(id: $id) {\n      id\n      name\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetargetedCampaign($id: ID!) {\n    workspaceCampaign(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query RetargetedCampaign($id: ID!) {\n    workspaceCampaign(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceContactImport($id: ID!) {\n    workspaceContactImport(id: $id) {\n      id\n      status\n      total\n      processed\n      created\n      updated\n      failed\n      errors {\n        row\n        message\n      }\n      failureReason\n      createdAt\n      completedAt\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceContactImport($id: ID!) {\n    workspaceContactImport(id: $id) {\n      id\n      status\n      total\n      processed\n      created\n      updated\n      failed\n      errors {\n        row\n        message\n      }\n      failureReason\n      createdAt\n      completedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertWorkspaceContact($input: UpsertContactInput!) {\n    upsertWorkspaceContact(input: $input) {\n      contact {\n        ...WorkspaceContact_contact\n      }\n      created\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertWorkspaceContact($input: UpsertContactInput!) {\n    upsertWorkspaceContact(input: $input) {\n      contact {\n        ...WorkspaceContact_contact\n      }\n      created\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkspaceContact($id: ID!, $input: UpdateContactInput!) {\n    updateWorkspaceContact(id: $id, input: $input) {\n      ...WorkspaceContact_contact\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkspaceContact($id: ID!, $input: UpdateContactInput!) {\n    updateWorkspaceContact(id: $id, input: $input) {\n      ...WorkspaceContact_contact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkspaceContact($id: ID!) {\n    deleteWorkspaceContact(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWorkspaceContact($id: ID!) {\n    deleteWorkspaceContact(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OptInWorkspaceContact($id: ID!, $source: String!) {\n    optInWorkspaceContact(id: $id, source: $source) {\n      ...WorkspaceContact_contact\n    }\n  }\n"): (typeof documents)["\n  mutation OptInWorkspaceContact($id: ID!, $source: String!) {\n    optInWorkspaceContact(id: $id, source: $source) {\n      ...WorkspaceContact_contact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OptOutWorkspaceContact($id: ID!, $source: String!) {\n    optOutWorkspaceContact(id: $id, source: $source) {\n      ...WorkspaceContact_contact\n    }\n  }\n"): (typeof documents)["\n  mutation OptOutWorkspaceContact($id: ID!, $source: String!) {\n    optOutWorkspaceContact(id: $id, source: $source) {\n      ...WorkspaceContact_contact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceContact_contact on Contact {\n    id\n    phone\n    name\n    tags\n    attributes {\n      name\n      value\n      kind\n    }\n    consent {\n      status\n      source\n      updatedAt\n    }\n    lastInboundAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment WorkspaceContact_contact on Contact {\n    id\n    phone\n    name\n    tags\n    attributes {\n      name\n      value\n      kind\n    }\n    consent {\n      status\n      source\n      updatedAt\n    }\n    lastInboundAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceContacts(\n    $tag: String\n    $q: String\n    $consent: String\n    $segmentId: ID\n    $cursor: String\n    $limit: Int\n  ) {\n    workspaceContacts(\n      tag: $tag\n      q: $q\n      consent: $consent\n      segmentId: $segmentId\n      cursor: $cursor\n      limit: $limit\n    ) {\n      items {\n        ...WorkspaceContact_contact\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceContacts(\n    $tag: String\n    $q: String\n    $consent: String\n    $segmentId: ID\n    $cursor: String\n    $limit: Int\n  ) {\n    workspaceContacts(\n      tag: $tag\n      q: $q\n      consent: $consent\n      segmentId: $segmentId\n      cursor: $cursor\n      limit: $limit\n    ) {\n      items {\n        ...WorkspaceContact_contact\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceContact($id: ID!) {\n    workspaceContact(id: $id) {\n      ...WorkspaceContact_contact\n      consentHistory {\n        status\n        source\n        actor {\n          type\n          id\n        }\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceContact($id: ID!) {\n    workspaceContact(id: $id) {\n      ...WorkspaceContact_contact\n      consentHistory {\n        status\n        source\n        actor {\n          type\n          id\n        }\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceContactsSegment($id: ID!) {\n    workspaceSegment(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceContactsSegment($id: ID!) {\n    workspaceSegment(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkspaceConversation($id: ID!, $input: UpdateConversationInput!) {\n    updateWorkspaceConversation(id: $id, input: $input) {\n      ...InboxConversation_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkspaceConversation($id: ID!, $input: UpdateConversationInput!) {\n    updateWorkspaceConversation(id: $id, input: $input) {\n      ...InboxConversation_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToWorkspaceConversation($id: ID!, $input: ConversationReplyInput!) {\n    replyToWorkspaceConversation(id: $id, input: $input) {\n      ...InboxMessage_conversationMessage\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToWorkspaceConversation($id: ID!, $input: ConversationReplyInput!) {\n    replyToWorkspaceConversation(id: $id, input: $input) {\n      ...InboxMessage_conversationMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWorkspaceConversationNote($id: ID!, $text: String!) {\n    addWorkspaceConversationNote(id: $id, text: $text) {\n      ...InboxNote_conversationNote\n    }\n  }\n"): (typeof documents)["\n  mutation AddWorkspaceConversationNote($id: ID!, $text: String!) {\n    addWorkspaceConversationNote(id: $id, text: $text) {\n      ...InboxNote_conversationNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkspaceQuickReply($input: QuickReplyInput!) {\n    createWorkspaceQuickReply(input: $input) {\n      ...QuickReply_quickReply\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkspaceQuickReply($input: QuickReplyInput!) {\n    createWorkspaceQuickReply(input: $input) {\n      ...QuickReply_quickReply\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkspaceQuickReply($id: ID!, $input: QuickReplyInput!) {\n    updateWorkspaceQuickReply(id: $id, input: $input) {\n      ...QuickReply_quickReply\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkspaceQuickReply($id: ID!, $input: QuickReplyInput!) {\n    updateWorkspaceQuickReply(id: $id, input: $input) {\n      ...QuickReply_quickReply\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkspaceQuickReply($id: ID!) {\n    deleteWorkspaceQuickReply(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWorkspaceQuickReply($id: ID!) {\n    deleteWorkspaceQuickReply(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SimulateWorkspaceInbound($from: String!, $text: String!) {\n    simulateWorkspaceInbound(from: $from, text: $text)\n  }\n"): (typeof documents)["\n  mutation SimulateWorkspaceInbound($from: String!, $text: String!) {\n    simulateWorkspaceInbound(from: $from, text: $text)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxConversation_conversation on Conversation {\n    id\n    contact {\n      id\n      phone\n      name\n    }\n    status\n    snoozedUntil\n    assignee {\n      id\n      name\n    }\n    windowExpiresAt\n    lastMessageAt\n    unread\n  }\n"): (typeof documents)["\n  fragment InboxConversation_conversation on Conversation {\n    id\n    contact {\n      id\n      phone\n      name\n    }\n    status\n    snoozedUntil\n    assignee {\n      id\n      name\n    }\n    windowExpiresAt\n    lastMessageAt\n    unread\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxConversations(\n    $view: String\n    $status: String\n    $tag: String\n    $q: String\n    $cursor: String\n    $limit: Int\n  ) {\n    workspaceConversations(\n      view: $view\n      status: $status\n      tag: $tag\n      q: $q\n      cursor: $cursor\n      limit: $limit\n    ) {\n      items {\n        ...InboxConversation_conversation\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query InboxConversations(\n    $view: String\n    $status: String\n    $tag: String\n    $q: String\n    $cursor: String\n    $limit: Int\n  ) {\n    workspaceConversations(\n      view: $view\n      status: $status\n      tag: $tag\n      q: $q\n      cursor: $cursor\n      limit: $limit\n    ) {\n      items {\n        ...InboxConversation_conversation\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxCounts {\n    workspaceInboxCounts {\n      mine {\n        open\n        unread\n      }\n      unassigned {\n        open\n        unread\n      }\n      all {\n        open\n        unread\n      }\n    }\n  }\n"): (typeof documents)["\n  query InboxCounts {\n    workspaceInboxCounts {\n      mine {\n        open\n        unread\n      }\n      unassigned {\n        open\n        unread\n      }\n      all {\n        open\n        unread\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxMessage_conversationMessage on ConversationMessage {\n    id\n    direction\n    type\n    text\n    template {\n      name\n      language\n    }\n    status\n    source\n    sender {\n      type\n      id\n    }\n    error {\n      code\n      title\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment InboxMessage_conversationMessage on ConversationMessage {\n    id\n    direction\n    type\n    text\n    template {\n      name\n      language\n    }\n    status\n    source\n    sender {\n      type\n      id\n    }\n    error {\n      code\n      title\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxNote_conversationNote on ConversationNote {\n    id\n    text\n    author {\n      id\n      name\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment InboxNote_conversationNote on ConversationNote {\n    id\n    text\n    author {\n      id\n      name\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxThread($id: ID!, $cursor: String, $limit: Int) {\n    workspaceConversation(id: $id) {\n      ...InboxConversation_conversation\n    }\n    workspaceConversationMessages(id: $id, cursor: $cursor, limit: $limit) {\n      items {\n        ...InboxMessage_conversationMessage\n      }\n      nextCursor\n    }\n    workspaceConversationNotes(id: $id) {\n      ...InboxNote_conversationNote\n    }\n  }\n"): (typeof documents)["\n  query InboxThread($id: ID!, $cursor: String, $limit: Int) {\n    workspaceConversation(id: $id) {\n      ...InboxConversation_conversation\n    }\n    workspaceConversationMessages(id: $id, cursor: $cursor, limit: $limit) {\n      items {\n        ...InboxMessage_conversationMessage\n      }\n      nextCursor\n    }\n    workspaceConversationNotes(id: $id) {\n      ...InboxNote_conversationNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxConversationCampaigns($id: ID!) {\n    workspaceConversationCampaigns(id: $id) {\n      campaignId\n      name\n      status\n      sentAt\n      repliedAt\n    }\n  }\n"): (typeof documents)["\n  query InboxConversationCampaigns($id: ID!) {\n    workspaceConversationCampaigns(id: $id) {\n      campaignId\n      name\n      status\n      sentAt\n      repliedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxContact($id: ID!) {\n    workspaceContact(id: $id) {\n      id\n      name\n      phone\n      tags\n      attributes {\n        name\n        value\n      }\n      consent {\n        status\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query InboxContact($id: ID!) {\n    workspaceContact(id: $id) {\n      id\n      name\n      phone\n      tags\n      attributes {\n        name\n        value\n      }\n      consent {\n        status\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxMembers {\n    workspaceMembers {\n      id\n      fullName\n      email\n    }\n  }\n"): (typeof documents)["\n  query InboxMembers {\n    workspaceMembers {\n      id\n      fullName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxTemplates {\n    workspaceTemplates {\n      id\n      name\n      language\n      body\n      status\n      parameterCount\n    }\n  }\n"): (typeof documents)["\n  query InboxTemplates {\n    workspaceTemplates {\n      id\n      name\n      language\n      body\n      status\n      parameterCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuickReply_quickReply on QuickReply {\n    id\n    shortcut\n    text\n  }\n"): (typeof documents)["\n  fragment QuickReply_quickReply on QuickReply {\n    id\n    shortcut\n    text\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickReplies {\n    workspaceQuickReplies {\n      ...QuickReply_quickReply\n    }\n  }\n"): (typeof documents)["\n  query QuickReplies {\n    workspaceQuickReplies {\n      ...QuickReply_quickReply\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceSettings_settings on WorkspaceSettings {\n    quietHours {\n      start\n      end\n    }\n    marketingFrequencyCap {\n      count\n      days\n    }\n    optOutKeywords\n    optInKeywords\n  }\n"): (typeof documents)["\n  fragment WorkspaceSettings_settings on WorkspaceSettings {\n    quietHours {\n      start\n      end\n    }\n    marketingFrequencyCap {\n      count\n      days\n    }\n    optOutKeywords\n    optInKeywords\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceSettings {\n    workspaceSettings {\n      ...WorkspaceSettings_settings\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceSettings {\n    workspaceSettings {\n      ...WorkspaceSettings_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkspaceSettings($input: WorkspaceSettingsInput!) {\n    updateWorkspaceSettings(input: $input) {\n      ...WorkspaceSettings_settings\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkspaceSettings($input: WorkspaceSettingsInput!) {\n    updateWorkspaceSettings(input: $input) {\n      ...WorkspaceSettings_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Onboarding {\n    workspaceOnboarding {\n      sandboxReady\n      helloWorldSent\n      helloWorldDelivered\n      helloWorldFailed\n      apiKeyCreated\n      webhookSet\n      webhookDelivered\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  query Onboarding {\n    workspaceOnboarding {\n      sandboxReady\n      helloWorldSent\n      helloWorldDelivered\n      helloWorldFailed\n      apiKeyCreated\n      webhookSet\n      webhookDelivered\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendHelloWorld($to: String!) {\n    sendHelloWorld(to: $to)\n  }\n"): (typeof documents)["\n  mutation SendHelloWorld($to: String!) {\n    sendHelloWorld(to: $to)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceSegment_segment on Segment {\n    id\n    name\n    count\n    filter {\n      tags\n      anyTags\n      attributes {\n        name\n        value\n      }\n      consent\n      inboundWithinDays\n      noInboundWithinDays\n      campaign {\n        id\n        engagement\n      }\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment WorkspaceSegment_segment on Segment {\n    id\n    name\n    count\n    filter {\n      tags\n      anyTags\n      attributes {\n        name\n        value\n      }\n      consent\n      inboundWithinDays\n      noInboundWithinDays\n      campaign {\n        id\n        engagement\n      }\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceSegments {\n    workspaceSegments {\n      ...WorkspaceSegment_segment\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceSegments {\n    workspaceSegments {\n      ...WorkspaceSegment_segment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentCampaignOptions($limit: Int!) {\n    workspaceCampaigns(limit: $limit) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SegmentCampaignOptions($limit: Int!) {\n    workspaceCampaigns(limit: $limit) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentCampaign($id: ID!) {\n    workspaceCampaign(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SegmentCampaign($id: ID!) {\n    workspaceCampaign(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceSegmentCount($filter: SegmentFilterInput!) {\n    workspaceSegmentCount(filter: $filter)\n  }\n"): (typeof documents)["\n  query WorkspaceSegmentCount($filter: SegmentFilterInput!) {\n    workspaceSegmentCount(filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkspaceSegment($input: SegmentInput!) {\n    createWorkspaceSegment(input: $input) {\n      ...WorkspaceSegment_segment\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkspaceSegment($input: SegmentInput!) {\n    createWorkspaceSegment(input: $input) {\n      ...WorkspaceSegment_segment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkspaceSegment($id: ID!, $input: SegmentInput!) {\n    updateWorkspaceSegment(id: $id, input: $input) {\n      ...WorkspaceSegment_segment\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkspaceSegment($id: ID!, $input: SegmentInput!) {\n    updateWorkspaceSegment(id: $id, input: $input) {\n      ...WorkspaceSegment_segment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkspaceSegment($id: ID!) {\n    deleteWorkspaceSegment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWorkspaceSegment($id: ID!) {\n    deleteWorkspaceSegment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceMember_teamMember on TeamMember {\n    id\n    fullName\n    email\n    role\n    emailVerified\n    joinedAt\n    lastSignInAt\n  }\n"): (typeof documents)["\n  fragment WorkspaceMember_teamMember on TeamMember {\n    id\n    fullName\n    email\n    role\n    emailVerified\n    joinedAt\n    lastSignInAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceMembers {\n    workspaceMembers {\n      ...WorkspaceMember_teamMember\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceMembers {\n    workspaceMembers {\n      ...WorkspaceMember_teamMember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceInvitation_invitation on Invitation {\n    id\n    email\n    role\n    status\n    createdAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment WorkspaceInvitation_invitation on Invitation {\n    id\n    email\n    role\n    status\n    createdAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceInvitations {\n    workspaceInvitations {\n      ...WorkspaceInvitation_invitation\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceInvitations {\n    workspaceInvitations {\n      ...WorkspaceInvitation_invitation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($input: InvitationInput!) {\n    inviteMember(input: $input) {\n      ...WorkspaceInvitation_invitation\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($input: InvitationInput!) {\n    inviteMember(input: $input) {\n      ...WorkspaceInvitation_invitation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      ...WorkspaceInvitation_invitation\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      ...WorkspaceInvitation_invitation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMemberRole($id: ID!, $role: String!) {\n    changeMemberRole(id: $id, role: $role) {\n      ...WorkspaceMember_teamMember\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMemberRole($id: ID!, $role: String!) {\n    changeMemberRole(id: $id, role: $role) {\n      ...WorkspaceMember_teamMember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($id: ID!) {\n    removeMember(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveMember($id: ID!) {\n    removeMember(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceTemplate_messageTemplate on MessageTemplate {\n    id\n    name\n    language\n    category\n    body\n    status\n    rejectionReason\n    parameterCount\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WorkspaceTemplate_messageTemplate on MessageTemplate {\n    id\n    name\n    language\n    category\n    body\n    status\n    rejectionReason\n    parameterCount\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceTemplates {\n    workspaceTemplates {\n      ...WorkspaceTemplate_messageTemplate\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceTemplates {\n    workspaceTemplates {\n      ...WorkspaceTemplate_messageTemplate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkspaceTemplate($input: CreateTemplateInput!) {\n    createWorkspaceTemplate(input: $input) {\n      ...WorkspaceTemplate_messageTemplate\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkspaceTemplate($input: CreateTemplateInput!) {\n    createWorkspaceTemplate(input: $input) {\n      ...WorkspaceTemplate_messageTemplate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($state: String, $first: Int, $after: String) {\n    workspaceWebhookDeliveries(state: $state, first: $first, after: $after) {\n      items {\n        id\n        type\n        state\n        attempts\n        lastStatusCode\n        messageId\n        createdAt\n        deliveredAt\n        nextAttemptAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($state: String, $first: Int, $after: String) {\n    workspaceWebhookDeliveries(state: $state, first: $first, after: $after) {\n      items {\n        id\n        type\n        state\n        attempts\n        lastStatusCode\n        messageId\n        createdAt\n        deliveredAt\n        nextAttemptAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWorkspaceWebhook($id: ID!) {\n    redeliverWorkspaceWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation RedeliverWorkspaceWebhook($id: ID!) {\n    redeliverWorkspaceWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceWebhook {\n    workspaceWebhook {\n      url\n      failingSince\n      disabledAt\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceWebhook {\n    workspaceWebhook {\n      url\n      failingSince\n      disabledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWorkspaceWebhook($url: String) {\n    setWorkspaceWebhook(url: $url) {\n      url\n      signingSecret\n      failingSince\n      disabledAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetWorkspaceWebhook($url: String) {\n    setWorkspaceWebhook(url: $url) {\n      url\n      signingSecret\n      failingSince\n      disabledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWorkspaceWebhookSecret {\n    rotateWorkspaceWebhookSecret {\n      signingSecret\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWorkspaceWebhookSecret {\n    rotateWorkspaceWebhookSecret {\n      signingSecret\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;