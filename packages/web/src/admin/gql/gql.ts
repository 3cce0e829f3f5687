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
    "\n  query CurrentAdmin {\n    me {\n      ...CurrentAdmin_admin\n    }\n  }\n": typeof types.CurrentAdminDocument,
    "\n  fragment CurrentAdmin_admin on Admin {\n    id\n    username\n    role\n    createdAt\n  }\n": typeof types.CurrentAdmin_AdminFragmentDoc,
    "\n  query ContactMessageUnreadCount {\n    contactMessageUnreadCount\n  }\n": typeof types.ContactMessageUnreadCountDocument,
    "\n  query BusinessOptions($search: String, $first: Int!) {\n    businessPage(\n      filter: { search: $search }\n      sort: { field: \"name\", direction: \"asc\" }\n      first: $first\n    ) {\n      items {\n        id\n        name\n        whatsappNumber\n      }\n    }\n  }\n": typeof types.BusinessOptionsDocument,
    "\n  query BusinessName($id: ID!) {\n    business(id: $id) {\n      id\n      name\n      whatsappNumber\n    }\n  }\n": typeof types.BusinessNameDocument,
    "\n  query AnalyticsSeries($days: Int, $businessId: ID) {\n    analyticsSeries(days: $days, businessId: $businessId) {\n      days\n      from\n      to\n      businessId\n      totalMessages\n      otherMessages\n      daily {\n        date\n        messages\n        deliveryRate\n        avgResponseMs\n      }\n      topBusinesses {\n        businessId\n        name\n        messages\n      }\n    }\n  }\n": typeof types.AnalyticsSeriesDocument,
    "\n  query AnalyticsSummary {\n    analyticsSummary {\n      totalMessages\n      deliveryRate\n      avgResponseTime\n      activeBusinesses\n      periodStart\n      periodEnd\n    }\n  }\n": typeof types.AnalyticsSummaryDocument,
    "\n  mutation CreateApiConfig($input: CreateApiConfigInput!) {\n    createApiConfig(input: $input) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n": typeof types.CreateApiConfigDocument,
    "\n  mutation UpdateApiConfig($id: ID!, $input: UpdateApiConfigInput!) {\n    updateApiConfig(id: $id, input: $input) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n": typeof types.UpdateApiConfigDocument,
    "\n  mutation RotateApiConfigKey($id: ID!, $apiKey: String!) {\n    rotateApiConfigKey(id: $id, apiKey: $apiKey) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n": typeof types.RotateApiConfigKeyDocument,
    "\n  mutation RotateApiConfigWebhookSecret($id: ID!) {\n    rotateApiConfigWebhookSecret(id: $id) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n": typeof types.RotateApiConfigWebhookSecretDocument,
    "\n  mutation DeactivateApiConfig($id: ID!) {\n    deactivateApiConfig(id: $id) {\n      ...ApiConfigDetails_apiConfig\n    }\n  }\n": typeof types.DeactivateApiConfigDocument,
    "\n  mutation DeleteApiConfig($id: ID!) {\n    deleteApiConfig(id: $id)\n  }\n": typeof types.DeleteApiConfigDocument,
    "\n  query ApiConfigs {\n    apiConfigs {\n      id\n      ...ApiConfigRow_apiConfig\n    }\n  }\n": typeof types.ApiConfigsDocument,
    "\n  fragment ApiConfigDetails_apiConfig on ApiConfig {\n    id\n    businessId\n    businessName\n    provider\n    apiKey\n    phoneNumberId\n    businessAccountId\n    appSecret\n    webhookUrl\n    webhookSecret\n    previousWebhookSecretExpiresAt\n    isActive\n    createdAt\n    updatedAt\n  }\n": typeof types.ApiConfigDetails_ApiConfigFragmentDoc,
    "\n  query ApiConfig($id: ID!) {\n    apiConfig(id: $id) {\n      ...ApiConfigDetails_apiConfig\n    }\n  }\n": typeof types.ApiConfigDocument,
    "\n  fragment ApiConfigRow_apiConfig on ApiConfig {\n    id\n    provider\n    apiKey\n    webhookUrl\n    isActive\n    businessName\n  }\n": typeof types.ApiConfigRow_ApiConfigFragmentDoc,
    "\n  mutation CreateApiKey($businessId: ID!, $input: CreateApiKeyInput!) {\n    createApiKey(businessId: $businessId, input: $input) {\n      apiKey {\n        ...ApiKeyFields_apiKey\n      }\n      key\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  fragment ApiKeyFields_apiKey on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.ApiKeyFields_ApiKeyFragmentDoc,
    "\n  query ApiKeys($businessId: ID!) {\n    apiKeys(businessId: $businessId) {\n      ...ApiKeyFields_apiKey\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation RevokeApiKey($businessId: ID!, $id: ID!) {\n    revokeApiKey(businessId: $businessId, id: $id) {\n      ...ApiKeyFields_apiKey\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query AuditLogPage(\n    $filter: AuditLogFilterInput\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    auditLogPage(filter: $filter, first: $first, after: $after, last: $last, before: $before) {\n      items {\n        id\n        ...AuditLogRow_auditLog\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": typeof types.AuditLogPageDocument,
    "\n  fragment AuditLogRow_auditLog on AuditLog {\n    id\n    action\n    details\n    targetType\n    targetId\n    actorType\n    actorId\n    timestamp\n  }\n": typeof types.AuditLogRow_AuditLogFragmentDoc,
    "\n  mutation AdminLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      token\n      expiresAt\n      admin {\n        ...CurrentAdmin_admin\n      }\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    adminLogout\n  }\n": typeof types.AdminLogoutDocument,
    "\n  mutation CreateBusiness($input: CreateBusinessInput!) {\n    createBusiness(input: $input) {\n      ...BusinessFields_business\n    }\n  }\n": typeof types.CreateBusinessDocument,
    "\n  mutation DeleteBusiness($id: ID!, $cascade: Boolean!) {\n    deleteBusiness(id: $id, cascade: $cascade)\n  }\n": typeof types.DeleteBusinessDocument,
    "\n  query BusinessOverview($id: ID!) {\n    business(id: $id) {\n      ...BusinessFields_business\n    }\n    apiConfigs(businessId: $id) {\n      id\n      provider\n      isActive\n    }\n  }\n": typeof types.BusinessOverviewDocument,
    "\n  query BusinessPage(\n    $filter: BusinessFilter\n    $sort: BusinessSort\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    businessPage(\n      filter: $filter\n      sort: $sort\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      items {\n        ...BusinessFields_business\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": typeof types.BusinessPageDocument,
    "\n  fragment BusinessFields_business on Business {\n    id\n    name\n    whatsappNumber\n    status\n    plan\n    messagingTier\n    qualityRating\n    createdAt\n  }\n": typeof types.BusinessFields_BusinessFragmentDoc,
    "\n  mutation UpdateBusiness($id: ID!, $input: UpdateBusinessInput!) {\n    updateBusiness(id: $id, input: $input) {\n      ...BusinessFields_business\n    }\n  }\n": typeof types.UpdateBusinessDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      totalBusinesses\n      totalApiConfigs\n      totalMessages\n      avgDeliveryRate\n      trends {\n        businessesAddedThisMonth\n        businessesAddedLastMonth\n        apiConfigsAddedThisMonth\n        apiConfigsAddedLastMonth\n        messagesThisMonth\n        messagesSamePeriodLastMonth\n        messagesChangePct\n        deliveryRateThisMonth\n        deliveryRateLastMonth\n        deliveryRateChangePoints\n      }\n    }\n  }\n": typeof types.DashboardStatsDocument,
    "\n  fragment TeamMemberFields_teamMember on TeamMember {\n    id\n    fullName\n    email\n    role\n    emailVerified\n    lastSignInAt\n    joinedAt\n  }\n": typeof types.TeamMemberFields_TeamMemberFragmentDoc,
    "\n  query BusinessMembers($businessId: ID!) {\n    businessMembers(businessId: $businessId) {\n      ...TeamMemberFields_teamMember\n    }\n  }\n": typeof types.BusinessMembersDocument,
    "\n  mutation BulkUpdateContactMessages($input: ContactBulkActionInput!) {\n    bulkUpdateContactMessages(input: $input) {\n      affected\n    }\n  }\n": typeof types.BulkUpdateContactMessagesDocument,
    "\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n": typeof types.DeleteContactMessageDocument,
    "\n  query ContactMessagePage(\n    $filter: ContactMessageFilterInput\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    contactMessagePage(\n      filter: $filter\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      items {\n        id\n        status\n        ...MessageRow_contactMessage\n        ...MessageDetails_contactMessage\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": typeof types.ContactMessagePageDocument,
    "\n  mutation UpdateContactMessageStatus($id: ID!, $status: String!) {\n    updateContactMessageStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n": typeof types.UpdateContactMessageStatusDocument,
    "\n  fragment MessageDetails_contactMessage on ContactMessage {\n    id\n    name\n    email\n    company\n    phone\n    subject\n    message\n    status\n    createdAt\n  }\n": typeof types.MessageDetails_ContactMessageFragmentDoc,
    "\n  fragment MessageRow_contactMessage on ContactMessage {\n    id\n    name\n    email\n    company\n    subject\n    message\n    status\n    createdAt\n  }\n": typeof types.MessageRow_ContactMessageFragmentDoc,
    "\n  query Notifications {\n    notifications {\n      count\n      since\n      items {\n        id\n        name\n        subject\n        createdAt\n      }\n      alertCount\n      alerts {\n        id\n        title\n        detail\n        targetType\n        targetId\n        createdAt\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationsSeen {\n    markNotificationsSeen\n  }\n": typeof types.MarkNotificationsSeenDocument,
    "\n  mutation UpdateAdminCredentials($input: UpdateCredentialsInput!) {\n    updateAdminCredentials(input: $input) {\n      ...CurrentAdmin_admin\n    }\n  }\n": typeof types.UpdateAdminCredentialsDocument,
    "\n  mutation CancelScheduledRate($id: ID!) {\n    cancelScheduledRate(id: $id)\n  }\n": typeof types.CancelScheduledRateDocument,
    "\n  fragment RateFields_rate on Rate {\n    id\n    category\n    priceInr\n    effectiveFrom\n  }\n": typeof types.RateFields_RateFragmentDoc,
    "\n  query RateCard {\n    rateCard {\n      current {\n        ...RateFields_rate\n      }\n      scheduled {\n        ...RateFields_rate\n      }\n    }\n  }\n": typeof types.RateCardDocument,
    "\n  mutation ScheduleRate($input: ScheduleRateInput!) {\n    scheduleRate(input: $input) {\n      ...RateFields_rate\n    }\n  }\n": typeof types.ScheduleRateDocument,
    "\n  mutation SimulateInboundMessage($input: SandboxInboundInput!) {\n    simulateInboundMessage(input: $input)\n  }\n": typeof types.SimulateInboundMessageDocument,
    "\n  query ConsoleSearch($query: String!) {\n    consoleSearch(query: $query) {\n      businesses {\n        id\n        name\n        whatsappNumber\n        status\n      }\n      apiConfigs {\n        id\n        businessName\n        provider\n        phoneNumberId\n      }\n      contactMessages {\n        id\n        name\n        email\n        subject\n        status\n      }\n    }\n  }\n": typeof types.ConsoleSearchDocument,
    "\n  mutation AddAllowedOrigin($origin: String!) {\n    addAllowedOrigin(origin: $origin) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n": typeof types.AddAllowedOriginDocument,
    "\n  mutation RemoveAllowedOrigin($origin: String!) {\n    removeAllowedOrigin(origin: $origin) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n": typeof types.RemoveAllowedOriginDocument,
    "\n  query PlatformSettings {\n    platformSettings {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n": typeof types.PlatformSettingsDocument,
    "\n  mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {\n    updatePlatformSettings(input: $input) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n": typeof types.UpdatePlatformSettingsDocument,
    "\n  query SystemStatus {\n    systemStatus {\n      database {\n        healthy\n        latencyMs\n      }\n      messageQueue {\n        waiting\n        oldestWaitingSeconds\n        parked\n      }\n      webhooks {\n        pending\n        overdueSeconds\n        disabledEndpoints\n      }\n      analytics {\n        waiting\n        oldestWaitingSeconds\n      }\n      providers {\n        whatsappCloud {\n          reachable\n          latencyMs\n        }\n      }\n    }\n  }\n": typeof types.SystemStatusDocument,
    "\n  mutation CreateMessageTemplate($businessId: ID!, $input: CreateTemplateInput!) {\n    createMessageTemplate(businessId: $businessId, input: $input) {\n      ...MessageTemplateFields_messageTemplate\n    }\n  }\n": typeof types.CreateMessageTemplateDocument,
    "\n  mutation DeleteMessageTemplate($businessId: ID!, $id: ID!) {\n    deleteMessageTemplate(businessId: $businessId, id: $id)\n  }\n": typeof types.DeleteMessageTemplateDocument,
    "\n  fragment MessageTemplateFields_messageTemplate on MessageTemplate {\n    id\n    name\n    language\n    category\n    body\n    parameterCount\n    status\n    rejectionReason\n  }\n": typeof types.MessageTemplateFields_MessageTemplateFragmentDoc,
    "\n  query MessageTemplates($businessId: ID!) {\n    messageTemplates(businessId: $businessId) {\n      ...MessageTemplateFields_messageTemplate\n    }\n  }\n": typeof types.MessageTemplatesDocument,
    "\n  query BusinessUsage($businessId: ID!, $months: Int) {\n    businessUsage(businessId: $businessId, months: $months) {\n      businessId\n      months {\n        month\n        sent\n        received\n        delivered\n        costInr\n        byCategory {\n          category\n          delivered\n          costInr\n        }\n      }\n    }\n  }\n": typeof types.BusinessUsageDocument,
    "\n  mutation EnableWebhooks($apiConfigId: ID!) {\n    enableWebhooks(apiConfigId: $apiConfigId)\n  }\n": typeof types.EnableWebhooksDocument,
    "\n  query WebhookEndpoint($id: ID!) {\n    apiConfig(id: $id) {\n      id\n      provider\n      businessName\n      webhookUrl\n      webhookFailingSince\n      webhookDisabledAt\n    }\n  }\n": typeof types.WebhookEndpointDocument,
    "\n  query WebhookEventPage(\n    $filter: WebhookEventFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    webhookEventPage(filter: $filter, first: $first, after: $after, last: $last, before: $before) {\n      items {\n        id\n        ...WebhookEventRow_webhookEvent\n        ...WebhookEventDetails_webhookEvent\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": typeof types.WebhookEventPageDocument,
    "\n  mutation RedeliverWebhookEvent($id: ID!) {\n    redeliverWebhookEvent(id: $id)\n  }\n": typeof types.RedeliverWebhookEventDocument,
    "\n  fragment WebhookEventDetails_webhookEvent on WebhookEvent {\n    id\n    type\n    messageId\n    state\n    attempts\n    lastStatusCode\n    createdAt\n    deliveredAt\n    nextAttemptAt\n    body\n    deliveryLog {\n      attempt\n      attemptedAt\n      statusCode\n      latencyMs\n      error\n      responseExcerpt\n    }\n  }\n": typeof types.WebhookEventDetails_WebhookEventFragmentDoc,
    "\n  fragment WebhookEventRow_webhookEvent on WebhookEvent {\n    id\n    type\n    messageId\n    state\n    attempts\n    lastStatusCode\n    createdAt\n    deliveredAt\n  }\n": typeof types.WebhookEventRow_WebhookEventFragmentDoc,
    "\n  query WhatsappMessagePage(\n    $filter: WhatsappMessageFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    whatsappMessagePage(\n      filter: $filter\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      items {\n        id\n        ...WhatsappMessageRow_whatsappMessage\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": typeof types.WhatsappMessagePageDocument,
    "\n  query WhatsappMessage($id: ID!) {\n    whatsappMessage(id: $id) {\n      id\n      ...WhatsappMessageDetails_whatsappMessageDetail\n    }\n  }\n": typeof types.WhatsappMessageDocument,
    "\n  mutation RetryWhatsappMessage($id: ID!) {\n    retryWhatsappMessage(id: $id)\n  }\n": typeof types.RetryWhatsappMessageDocument,
    "\n  fragment WhatsappMessageDetails_whatsappMessageDetail on WhatsappMessageDetail {\n    id\n    businessName\n    direction\n    customerNumber\n    type\n    body\n    templateName\n    templateLanguage\n    templateParameters\n    category\n    status\n    queueState\n    attempts\n    lastAttemptError\n    providerMessageId\n    errorCode\n    errorTitle\n    errorDetail\n    priceInr\n    billable\n    insideServiceWindow\n    createdAt\n    statusHistory {\n      status\n      occurredAt\n      errorCode\n    }\n  }\n": typeof types.WhatsappMessageDetails_WhatsappMessageDetailFragmentDoc,
    "\n  fragment WhatsappMessageRow_whatsappMessage on WhatsappMessage {\n    id\n    createdAt\n    businessName\n    direction\n    customerNumber\n    type\n    templateName\n    status\n    queueState\n    priceInr\n  }\n": typeof types.WhatsappMessageRow_WhatsappMessageFragmentDoc,
};
const documents: Documents = {
    "\n  query CurrentAdmin {\n    me {\n      ...CurrentAdmin_admin\n    }\n  }\n": types.CurrentAdminDocument,
    "\n  fragment CurrentAdmin_admin on Admin {\n    id\n    username\n    role\n    createdAt\n  }\n": types.CurrentAdmin_AdminFragmentDoc,
    "\n  query ContactMessageUnreadCount {\n    contactMessageUnreadCount\n  }\n": types.ContactMessageUnreadCountDocument,
    "\n  query BusinessOptions($search: String, $first: Int!) {\n    businessPage(\n      filter: { search: $search }\n      sort: { field: \"name\", direction: \"asc\" }\n      first: $first\n    ) {\n      items {\n        id\n        name\n        whatsappNumber\n      }\n    }\n  }\n": types.BusinessOptionsDocument,
    "\n  query BusinessName($id: ID!) {\n    business(id: $id) {\n      id\n      name\n      whatsappNumber\n    }\n  }\n": types.BusinessNameDocument,
    "\n  query AnalyticsSeries($days: Int, $businessId: ID) {\n    analyticsSeries(days: $days, businessId: $businessId) {\n      days\n      from\n      to\n      businessId\n      totalMessages\n      otherMessages\n      daily {\n        date\n        messages\n        deliveryRate\n        avgResponseMs\n      }\n      topBusinesses {\n        businessId\n        name\n        messages\n      }\n    }\n  }\n": types.AnalyticsSeriesDocument,
    "\n  query AnalyticsSummary {\n    analyticsSummary {\n      totalMessages\n      deliveryRate\n      avgResponseTime\n      activeBusinesses\n      periodStart\n      periodEnd\n    }\n  }\n": types.AnalyticsSummaryDocument,
    "\n  mutation CreateApiConfig($input: CreateApiConfigInput!) {\n    createApiConfig(input: $input) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n": types.CreateApiConfigDocument,
    "\n  mutation UpdateApiConfig($id: ID!, $input: UpdateApiConfigInput!) {\n    updateApiConfig(id: $id, input: $input) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n": types.UpdateApiConfigDocument,
    "\n  mutation RotateApiConfigKey($id: ID!, $apiKey: String!) {\n    rotateApiConfigKey(id: $id, apiKey: $apiKey) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n": types.RotateApiConfigKeyDocument,
    "\n  mutation RotateApiConfigWebhookSecret($id: ID!) {\n    rotateApiConfigWebhookSecret(id: $id) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n": types.RotateApiConfigWebhookSecretDocument,
    "\n  mutation DeactivateApiConfig($id: ID!) {\n    deactivateApiConfig(id: $id) {\n      ...ApiConfigDetails_apiConfig\n    }\n  }\n": types.DeactivateApiConfigDocument,
    "\n  mutation DeleteApiConfig($id: ID!) {\n    deleteApiConfig(id: $id)\n  }\n": types.DeleteApiConfigDocument,
    "\n  query ApiConfigs {\n    apiConfigs {\n      id\n      ...ApiConfigRow_apiConfig\n    }\n  }\n": types.ApiConfigsDocument,
    "\n  fragment ApiConfigDetails_apiConfig on ApiConfig {\n    id\n    businessId\n    businessName\n    provider\n    apiKey\n    phoneNumberId\n    businessAccountId\n    appSecret\n    webhookUrl\n    webhookSecret\n    previousWebhookSecretExpiresAt\n    isActive\n    createdAt\n    updatedAt\n  }\n": types.ApiConfigDetails_ApiConfigFragmentDoc,
    "\n  query ApiConfig($id: ID!) {\n    apiConfig(id: $id) {\n      ...ApiConfigDetails_apiConfig\n    }\n  }\n": types.ApiConfigDocument,
    "\n  fragment ApiConfigRow_apiConfig on ApiConfig {\n    id\n    provider\n    apiKey\n    webhookUrl\n    isActive\n    businessName\n  }\n": types.ApiConfigRow_ApiConfigFragmentDoc,
    "\n  mutation CreateApiKey($businessId: ID!, $input: CreateApiKeyInput!) {\n    createApiKey(businessId: $businessId, input: $input) {\n      apiKey {\n        ...ApiKeyFields_apiKey\n      }\n      key\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  fragment ApiKeyFields_apiKey on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": types.ApiKeyFields_ApiKeyFragmentDoc,
    "\n  query ApiKeys($businessId: ID!) {\n    apiKeys(businessId: $businessId) {\n      ...ApiKeyFields_apiKey\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation RevokeApiKey($businessId: ID!, $id: ID!) {\n    revokeApiKey(businessId: $businessId, id: $id) {\n      ...ApiKeyFields_apiKey\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query AuditLogPage(\n    $filter: AuditLogFilterInput\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    auditLogPage(filter: $filter, first: $first, after: $after, last: $last, before: $before) {\n      items {\n        id\n        ...AuditLogRow_auditLog\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": types.AuditLogPageDocument,
    "\n  fragment AuditLogRow_auditLog on AuditLog {\n    id\n    action\n    details\n    targetType\n    targetId\n    actorType\n    actorId\n    timestamp\n  }\n": types.AuditLogRow_AuditLogFragmentDoc,
    "\n  mutation AdminLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      token\n      expiresAt\n      admin {\n        ...CurrentAdmin_admin\n      }\n    }\n  }\n": types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    adminLogout\n  }\n": types.AdminLogoutDocument,
    "\n  mutation CreateBusiness($input: CreateBusinessInput!) {\n    createBusiness(input: $input) {\n      ...BusinessFields_business\n    }\n  }\n": types.CreateBusinessDocument,
    "\n  mutation DeleteBusiness($id: ID!, $cascade: Boolean!) {\n    deleteBusiness(id: $id, cascade: $cascade)\n  }\n": types.DeleteBusinessDocument,
    "\n  query BusinessOverview($id: ID!) {\n    business(id: $id) {\n      ...BusinessFields_business\n    }\n    apiConfigs(businessId: $id) {\n      id\n      provider\n      isActive\n    }\n  }\n": types.BusinessOverviewDocument,
    "\n  query BusinessPage(\n    $filter: BusinessFilter\n    $sort: BusinessSort\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    businessPage(\n      filter: $filter\n      sort: $sort\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      items {\n        ...BusinessFields_business\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": types.BusinessPageDocument,
    "\n  fragment BusinessFields_business on Business {\n    id\n    name\n    whatsappNumber\n    status\n    plan\n    messagingTier\n    qualityRating\n    createdAt\n  }\n": types.BusinessFields_BusinessFragmentDoc,
    "\n  mutation UpdateBusiness($id: ID!, $input: UpdateBusinessInput!) {\n    updateBusiness(id: $id, input: $input) {\n      ...BusinessFields_business\n    }\n  }\n": types.UpdateBusinessDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      totalBusinesses\n      totalApiConfigs\n      totalMessages\n      avgDeliveryRate\n      trends {\n        businessesAddedThisMonth\n        businessesAddedLastMonth\n        apiConfigsAddedThisMonth\n        apiConfigsAddedLastMonth\n        messagesThisMonth\n        messagesSamePeriodLastMonth\n        messagesChangePct\n        deliveryRateThisMonth\n        deliveryRateLastMonth\n        deliveryRateChangePoints\n      }\n    }\n  }\n": types.DashboardStatsDocument,
    "\n  fragment TeamMemberFields_teamMember on TeamMember {\n    id\n    fullName\n    email\n    role\n    emailVerified\n    lastSignInAt\n    joinedAt\n  }\n": types.TeamMemberFields_TeamMemberFragmentDoc,
    "\n  query BusinessMembers($businessId: ID!) {\n    businessMembers(businessId: $businessId) {\n      ...TeamMemberFields_teamMember\n    }\n  }\n": types.BusinessMembersDocument,
    "\n  mutation BulkUpdateContactMessages($input: ContactBulkActionInput!) {\n    bulkUpdateContactMessages(input: $input) {\n      affected\n    }\n  }\n": types.BulkUpdateContactMessagesDocument,
    "\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n": types.DeleteContactMessageDocument,
    "\n  query ContactMessagePage(\n    $filter: ContactMessageFilterInput\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    contactMessagePage(\n      filter: $filter\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      items {\n        id\n        status\n        ...MessageRow_contactMessage\n        ...MessageDetails_contactMessage\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": types.ContactMessagePageDocument,
    "\n  mutation UpdateContactMessageStatus($id: ID!, $status: String!) {\n    updateContactMessageStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n": types.UpdateContactMessageStatusDocument,
    "\n  fragment MessageDetails_contactMessage on ContactMessage {\n    id\n    name\n    email\n    company\n    phone\n    subject\n    message\n    status\n    createdAt\n  }\n": types.MessageDetails_ContactMessageFragmentDoc,
    "\n  fragment MessageRow_contactMessage on ContactMessage {\n    id\n    name\n    email\n    company\n    subject\n    message\n    status\n    createdAt\n  }\n": types.MessageRow_ContactMessageFragmentDoc,
    "\n  query Notifications {\n    notifications {\n      count\n      since\n      items {\n        id\n        name\n        subject\n        createdAt\n      }\n      alertCount\n      alerts {\n        id\n        title\n        detail\n        targetType\n        targetId\n        createdAt\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationsSeen {\n    markNotificationsSeen\n  }\n": types.MarkNotificationsSeenDocument,
    "\n  mutation UpdateAdminCredentials($input: UpdateCredentialsInput!) {\n    updateAdminCredentials(input: $input) {\n      ...CurrentAdmin_admin\n    }\n  }\n": types.UpdateAdminCredentialsDocument,
    "\n  mutation CancelScheduledRate($id: ID!) {\n    cancelScheduledRate(id: $id)\n  }\n": types.CancelScheduledRateDocument,
    "\n  fragment RateFields_rate on Rate {\n    id\n    category\n    priceInr\n    effectiveFrom\n  }\n": types.RateFields_RateFragmentDoc,
    "\n  query RateCard {\n    rateCard {\n      current {\n        ...RateFields_rate\n      }\n      scheduled {\n        ...RateFields_rate\n      }\n    }\n  }\n": types.RateCardDocument,
    "\n  mutation ScheduleRate($input: ScheduleRateInput!) {\n    scheduleRate(input: $input) {\n      ...RateFields_rate\n    }\n  }\n": types.ScheduleRateDocument,
    "\n  mutation SimulateInboundMessage($input: SandboxInboundInput!) {\n    simulateInboundMessage(input: $input)\n  }\n": types.SimulateInboundMessageDocument,
    "\n  query ConsoleSearch($query: String!) {\n    consoleSearch(query: $query) {\n      businesses {\n        id\n        name\n        whatsappNumber\n        status\n      }\n      apiConfigs {\n        id\n        businessName\n        provider\n        phoneNumberId\n      }\n      contactMessages {\n        id\n        name\n        email\n        subject\n        status\n      }\n    }\n  }\n": types.ConsoleSearchDocument,
    "\n  mutation AddAllowedOrigin($origin: String!) {\n    addAllowedOrigin(origin: $origin) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n": types.AddAllowedOriginDocument,
    "\n  mutation RemoveAllowedOrigin($origin: String!) {\n    removeAllowedOrigin(origin: $origin) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n": types.RemoveAllowedOriginDocument,
    "\n  query PlatformSettings {\n    platformSettings {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n": types.PlatformSettingsDocument,
    "\n  mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {\n    updatePlatformSettings(input: $input) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n": types.UpdatePlatformSettingsDocument,
    "\n  query SystemStatus {\n    systemStatus {\n      database {\n        healthy\n        latencyMs\n      }\n      messageQueue {\n        waiting\n        oldestWaitingSeconds\n        parked\n      }\n      webhooks {\n        pending\n        overdueSeconds\n        disabledEndpoints\n      }\n      analytics {\n        waiting\n        oldestWaitingSeconds\n      }\n      providers {\n        whatsappCloud {\n          reachable\n          latencyMs\n        }\n      }\n    }\n  }\n": types.SystemStatusDocument,
    "\n  mutation CreateMessageTemplate($businessId: ID!, $input: CreateTemplateInput!) {\n    createMessageTemplate(businessId: $businessId, input: $input) {\n      ...MessageTemplateFields_messageTemplate\n    }\n  }\n": types.CreateMessageTemplateDocument,
    "\n  mutation DeleteMessageTemplate($businessId: ID!, $id: ID!) {\n    deleteMessageTemplate(businessId: $businessId, id: $id)\n  }\n": types.DeleteMessageTemplateDocument,
    "\n  fragment MessageTemplateFields_messageTemplate on MessageTemplate {\n    id\n    name\n    language\n    category\n    body\n    parameterCount\n    status\n    rejectionReason\n  }\n": types.MessageTemplateFields_MessageTemplateFragmentDoc,
    "\n  query MessageTemplates($businessId: ID!) {\n    messageTemplates(businessId: $businessId) {\n      ...MessageTemplateFields_messageTemplate\n    }\n  }\n": types.MessageTemplatesDocument,
    "\n  query BusinessUsage($businessId: ID!, $months: Int) {\n    businessUsage(businessId: $businessId, months: $months) {\n      businessId\n      months {\n        month\n        sent\n        received\n        delivered\n        costInr\n        byCategory {\n          category\n          delivered\n          costInr\n        }\n      }\n    }\n  }\n": types.BusinessUsageDocument,
    "\n  mutation EnableWebhooks($apiConfigId: ID!) {\n    enableWebhooks(apiConfigId: $apiConfigId)\n  }\n": types.EnableWebhooksDocument,
    "\n  query WebhookEndpoint($id: ID!) {\n    apiConfig(id: $id) {\n      id\n      provider\n      businessName\n      webhookUrl\n      webhookFailingSince\n      webhookDisabledAt\n    }\n  }\n": types.WebhookEndpointDocument,
    "\n  query WebhookEventPage(\n    $filter: WebhookEventFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    webhookEventPage(filter: $filter, first: $first, after: $after, last: $last, before: $before) {\n      items {\n        id\n        ...WebhookEventRow_webhookEvent\n        ...WebhookEventDetails_webhookEvent\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": types.WebhookEventPageDocument,
    "\n  mutation RedeliverWebhookEvent($id: ID!) {\n    redeliverWebhookEvent(id: $id)\n  }\n": types.RedeliverWebhookEventDocument,
    "\n  fragment WebhookEventDetails_webhookEvent on WebhookEvent {\n    id\n    type\n    messageId\n    state\n    attempts\n    lastStatusCode\n    createdAt\n    deliveredAt\n    nextAttemptAt\n    body\n    deliveryLog {\n      attempt\n      attemptedAt\n      statusCode\n      latencyMs\n      error\n      responseExcerpt\n    }\n  }\n": types.WebhookEventDetails_WebhookEventFragmentDoc,
    "\n  fragment WebhookEventRow_webhookEvent on WebhookEvent {\n    id\n    type\n    messageId\n    state\n    attempts\n    lastStatusCode\n    createdAt\n    deliveredAt\n  }\n": types.WebhookEventRow_WebhookEventFragmentDoc,
    "\n  query WhatsappMessagePage(\n    $filter: WhatsappMessageFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    whatsappMessagePage(\n      filter: $filter\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      items {\n        id\n        ...WhatsappMessageRow_whatsappMessage\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": types.WhatsappMessagePageDocument,
    "\n  query WhatsappMessage($id: ID!) {\n    whatsappMessage(id: $id) {\n      id\n      ...WhatsappMessageDetails_whatsappMessageDetail\n    }\n  }\n": types.WhatsappMessageDocument,
    "\n  mutation RetryWhatsappMessage($id: ID!) {\n    retryWhatsappMessage(id: $id)\n  }\n": types.RetryWhatsappMessageDocument,
    "\n  fragment WhatsappMessageDetails_whatsappMessageDetail on WhatsappMessageDetail {\n    id\n    businessName\n    direction\n    customerNumber\n    type\n    body\n    templateName\n    templateLanguage\n    templateParameters\n    category\n    status\n    queueState\n    attempts\n    lastAttemptError\n    providerMessageId\n    errorCode\n    errorTitle\n    errorDetail\n    priceInr\n    billable\n    insideServiceWindow\n    createdAt\n    statusHistory {\n      status\n      occurredAt\n      errorCode\n    }\n  }\n": types.WhatsappMessageDetails_WhatsappMessageDetailFragmentDoc,
    "\n  fragment WhatsappMessageRow_whatsappMessage on WhatsappMessage {\n    id\n    createdAt\n    businessName\n    direction\n    customerNumber\n    type\n    templateName\n    status\n    queueState\n    priceInr\n  }\n": types.WhatsappMessageRow_WhatsappMessageFragmentDoc,
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
export function graphql(source: "\n  query CurrentAdmin {\n    me {\n      ...CurrentAdmin_admin\n    }\n  }\n"): (typeof documents)["\n  query CurrentAdmin {\n    me {\n      ...CurrentAdmin_admin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentAdmin_admin on Admin {\n    id\n    username\n    role\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CurrentAdmin_admin on Admin {\n    id\n    username\n    role\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessageUnreadCount {\n    contactMessageUnreadCount\n  }\n"): (typeof documents)["\n  query ContactMessageUnreadCount {\n    contactMessageUnreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessOptions($search: String, $first: Int!) {\n    businessPage(\n      filter: { search: $search }\n      sort: { field: \"name\", direction: \"asc\" }\n      first: $first\n    ) {\n      items {\n        id\n        name\n        whatsappNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusinessOptions($search: String, $first: Int!) {\n    businessPage(\n      filter: { search: $search }\n      sort: { field: \"name\", direction: \"asc\" }\n      first: $first\n    ) {\n      items {\n        id\n        name\n        whatsappNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessName($id: ID!) {\n    business(id: $id) {\n      id\n      name\n      whatsappNumber\n    }\n  }\n"): (typeof documents)["\n  query BusinessName($id: ID!) {\n    business(id: $id) {\n      id\n      name\n      whatsappNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsSeries($days: Int, $businessId: ID) {\n    analyticsSeries(days: $days, businessId: $businessId) {\n      days\n      from\n      to\n      businessId\n      totalMessages\n      otherMessages\n      daily {\n        date\n        messages\n        deliveryRate\n        avgResponseMs\n      }\n      topBusinesses {\n        businessId\n        name\n        messages\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsSeries($days: Int, $businessId: ID) {\n    analyticsSeries(days: $days, businessId: $businessId) {\n      days\n      from\n      to\n      businessId\n      totalMessages\n      otherMessages\n      daily {\n        date\n        messages\n        deliveryRate\n        avgResponseMs\n      }\n      topBusinesses {\n        businessId\n        name\n        messages\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsSummary {\n    analyticsSummary {\n      totalMessages\n      deliveryRate\n      avgResponseTime\n      activeBusinesses\n      periodStart\n      periodEnd\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsSummary {\n    analyticsSummary {\n      totalMessages\n      deliveryRate\n      avgResponseTime\n      activeBusinesses\n      periodStart\n      periodEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiConfig($input: CreateApiConfigInput!) {\n    createApiConfig(input: $input) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiConfig($input: CreateApiConfigInput!) {\n    createApiConfig(input: $input) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApiConfig($id: ID!, $input: UpdateApiConfigInput!) {\n    updateApiConfig(id: $id, input: $input) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateApiConfig($id: ID!, $input: UpdateApiConfigInput!) {\n    updateApiConfig(id: $id, input: $input) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateApiConfigKey($id: ID!, $apiKey: String!) {\n    rotateApiConfigKey(id: $id, apiKey: $apiKey) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateApiConfigKey($id: ID!, $apiKey: String!) {\n    rotateApiConfigKey(id: $id, apiKey: $apiKey) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateApiConfigWebhookSecret($id: ID!) {\n    rotateApiConfigWebhookSecret(id: $id) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateApiConfigWebhookSecret($id: ID!) {\n    rotateApiConfigWebhookSecret(id: $id) {\n      apiConfig {\n        ...ApiConfigDetails_apiConfig\n      }\n      revealed {\n        apiKey\n        appSecret\n        webhookSecret\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateApiConfig($id: ID!) {\n    deactivateApiConfig(id: $id) {\n      ...ApiConfigDetails_apiConfig\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateApiConfig($id: ID!) {\n    deactivateApiConfig(id: $id) {\n      ...ApiConfigDetails_apiConfig\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApiConfig($id: ID!) {\n    deleteApiConfig(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteApiConfig($id: ID!) {\n    deleteApiConfig(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiConfigs {\n    apiConfigs {\n      id\n      ...ApiConfigRow_apiConfig\n    }\n  }\n"): (typeof documents)["\n  query ApiConfigs {\n    apiConfigs {\n      id\n      ...ApiConfigRow_apiConfig\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiConfigDetails_apiConfig on ApiConfig {\n    id\n    businessId\n    businessName\n    provider\n    apiKey\n    phoneNumberId\n    businessAccountId\n    appSecret\n    webhookUrl\n    webhookSecret\n    previousWebhookSecretExpiresAt\n    isActive\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ApiConfigDetails_apiConfig on ApiConfig {\n    id\n    businessId\n    businessName\n    provider\n    apiKey\n    phoneNumberId\n    businessAccountId\n    appSecret\n    webhookUrl\n    webhookSecret\n    previousWebhookSecretExpiresAt\n    isActive\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiConfig($id: ID!) {\n    apiConfig(id: $id) {\n      ...ApiConfigDetails_apiConfig\n    }\n  }\n"): (typeof documents)["\n  query ApiConfig($id: ID!) {\n    apiConfig(id: $id) {\n      ...ApiConfigDetails_apiConfig\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiConfigRow_apiConfig on ApiConfig {\n    id\n    provider\n    apiKey\n    webhookUrl\n    isActive\n    businessName\n  }\n"): (typeof documents)["\n  fragment ApiConfigRow_apiConfig on ApiConfig {\n    id\n    provider\n    apiKey\n    webhookUrl\n    isActive\n    businessName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($businessId: ID!, $input: CreateApiKeyInput!) {\n    createApiKey(businessId: $businessId, input: $input) {\n      apiKey {\n        ...ApiKeyFields_apiKey\n      }\n      key\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($businessId: ID!, $input: CreateApiKeyInput!) {\n    createApiKey(businessId: $businessId, input: $input) {\n      apiKey {\n        ...ApiKeyFields_apiKey\n      }\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields_apiKey on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields_apiKey on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($businessId: ID!) {\n    apiKeys(businessId: $businessId) {\n      ...ApiKeyFields_apiKey\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys($businessId: ID!) {\n    apiKeys(businessId: $businessId) {\n      ...ApiKeyFields_apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($businessId: ID!, $id: ID!) {\n    revokeApiKey(businessId: $businessId, id: $id) {\n      ...ApiKeyFields_apiKey\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($businessId: ID!, $id: ID!) {\n    revokeApiKey(businessId: $businessId, id: $id) {\n      ...ApiKeyFields_apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogPage(\n    $filter: AuditLogFilterInput\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    auditLogPage(filter: $filter, first: $first, after: $after, last: $last, before: $before) {\n      items {\n        id\n        ...AuditLogRow_auditLog\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLogPage(\n    $filter: AuditLogFilterInput\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    auditLogPage(filter: $filter, first: $first, after: $after, last: $last, before: $before) {\n      items {\n        id\n        ...AuditLogRow_auditLog\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditLogRow_auditLog on AuditLog {\n    id\n    action\n    details\n    targetType\n    targetId\n    actorType\n    actorId\n    timestamp\n  }\n"): (typeof documents)["\n  fragment AuditLogRow_auditLog on AuditLog {\n    id\n    action\n    details\n    targetType\n    targetId\n    actorType\n    actorId\n    timestamp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      token\n      expiresAt\n      admin {\n        ...CurrentAdmin_admin\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      token\n      expiresAt\n      admin {\n        ...CurrentAdmin_admin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout {\n    adminLogout\n  }\n"): (typeof documents)["\n  mutation AdminLogout {\n    adminLogout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBusiness($input: CreateBusinessInput!) {\n    createBusiness(input: $input) {\n      ...BusinessFields_business\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBusiness($input: CreateBusinessInput!) {\n    createBusiness(input: $input) {\n      ...BusinessFields_business\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBusiness($id: ID!, $cascade: Boolean!) {\n    deleteBusiness(id: $id, cascade: $cascade)\n  }\n"): (typeof documents)["\n  mutation DeleteBusiness($id: ID!, $cascade: Boolean!) {\n    deleteBusiness(id: $id, cascade: $cascade)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessOverview($id: ID!) {\n    business(id: $id) {\n      ...BusinessFields_business\n    }\n    apiConfigs(businessId: $id) {\n      id\n      provider\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query BusinessOverview($id: ID!) {\n    business(id: $id) {\n      ...BusinessFields_business\n    }\n    apiConfigs(businessId: $id) {\n      id\n      provider\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessPage(\n    $filter: BusinessFilter\n    $sort: BusinessSort\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    businessPage(\n      filter: $filter\n      sort: $sort\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      items {\n        ...BusinessFields_business\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusinessPage(\n    $filter: BusinessFilter\n    $sort: BusinessSort\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    businessPage(\n      filter: $filter\n      sort: $sort\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      items {\n        ...BusinessFields_business\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessFields_business on Business {\n    id\n    name\n    whatsappNumber\n    status\n    plan\n    messagingTier\n    qualityRating\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BusinessFields_business on Business {\n    id\n    name\n    whatsappNumber\n    status\n    plan\n    messagingTier\n    qualityRating\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBusiness($id: ID!, $input: UpdateBusinessInput!) {\n    updateBusiness(id: $id, input: $input) {\n      ...BusinessFields_business\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBusiness($id: ID!, $input: UpdateBusinessInput!) {\n    updateBusiness(id: $id, input: $input) {\n      ...BusinessFields_business\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardStats {\n    dashboardStats {\n      totalBusinesses\n      totalApiConfigs\n      totalMessages\n      avgDeliveryRate\n      trends {\n        businessesAddedThisMonth\n        businessesAddedLastMonth\n        apiConfigsAddedThisMonth\n        apiConfigsAddedLastMonth\n        messagesThisMonth\n        messagesSamePeriodLastMonth\n        messagesChangePct\n        deliveryRateThisMonth\n        deliveryRateLastMonth\n        deliveryRateChangePoints\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardStats {\n    dashboardStats {\n      totalBusinesses\n      totalApiConfigs\n      totalMessages\n      avgDeliveryRate\n      trends {\n        businessesAddedThisMonth\n        businessesAddedLastMonth\n        apiConfigsAddedThisMonth\n        apiConfigsAddedLastMonth\n        messagesThisMonth\n        messagesSamePeriodLastMonth\n        messagesChangePct\n        deliveryRateThisMonth\n        deliveryRateLastMonth\n        deliveryRateChangePoints\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamMemberFields_teamMember on TeamMember {\n    id\n    fullName\n    email\n    role\n    emailVerified\n    lastSignInAt\n    joinedAt\n  }\n"): (typeof documents)["\n  fragment TeamMemberFields_teamMember on TeamMember {\n    id\n    fullName\n    email\n    role\n    emailVerified\n    lastSignInAt\n    joinedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessMembers($businessId: ID!) {\n    businessMembers(businessId: $businessId) {\n      ...TeamMemberFields_teamMember\n    }\n  }\n"): (typeof documents)["\n  query BusinessMembers($businessId: ID!) {\n    businessMembers(businessId: $businessId) {\n      ...TeamMemberFields_teamMember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkUpdateContactMessages($input: ContactBulkActionInput!) {\n    bulkUpdateContactMessages(input: $input) {\n      affected\n    }\n  }\n"): (typeof documents)["\n  mutation BulkUpdateContactMessages($input: ContactBulkActionInput!) {\n    bulkUpdateContactMessages(input: $input) {\n      affected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessagePage(\n    $filter: ContactMessageFilterInput\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    contactMessagePage(\n      filter: $filter\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      items {\n        id\n        status\n        ...MessageRow_contactMessage\n        ...MessageDetails_contactMessage\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactMessagePage(\n    $filter: ContactMessageFilterInput\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    contactMessagePage(\n      filter: $filter\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      items {\n        id\n        status\n        ...MessageRow_contactMessage\n        ...MessageDetails_contactMessage\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContactMessageStatus($id: ID!, $status: String!) {\n    updateContactMessageStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContactMessageStatus($id: ID!, $status: String!) {\n    updateContactMessageStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageDetails_contactMessage on ContactMessage {\n    id\n    name\n    email\n    company\n    phone\n    subject\n    message\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MessageDetails_contactMessage on ContactMessage {\n    id\n    name\n    email\n    company\n    phone\n    subject\n    message\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageRow_contactMessage on ContactMessage {\n    id\n    name\n    email\n    company\n    subject\n    message\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MessageRow_contactMessage on ContactMessage {\n    id\n    name\n    email\n    company\n    subject\n    message\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    notifications {\n      count\n      since\n      items {\n        id\n        name\n        subject\n        createdAt\n      }\n      alertCount\n      alerts {\n        id\n        title\n        detail\n        targetType\n        targetId\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications {\n    notifications {\n      count\n      since\n      items {\n        id\n        name\n        subject\n        createdAt\n      }\n      alertCount\n      alerts {\n        id\n        title\n        detail\n        targetType\n        targetId\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsSeen {\n    markNotificationsSeen\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsSeen {\n    markNotificationsSeen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdminCredentials($input: UpdateCredentialsInput!) {\n    updateAdminCredentials(input: $input) {\n      ...CurrentAdmin_admin\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdminCredentials($input: UpdateCredentialsInput!) {\n    updateAdminCredentials(input: $input) {\n      ...CurrentAdmin_admin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelScheduledRate($id: ID!) {\n    cancelScheduledRate(id: $id)\n  }\n"): (typeof documents)["\n  mutation CancelScheduledRate($id: ID!) {\n    cancelScheduledRate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RateFields_rate on Rate {\n    id\n    category\n    priceInr\n    effectiveFrom\n  }\n"): (typeof documents)["\n  fragment RateFields_rate on Rate {\n    id\n    category\n    priceInr\n    effectiveFrom\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RateCard {\n    rateCard {\n      current {\n        ...RateFields_rate\n      }\n      scheduled {\n        ...RateFields_rate\n      }\n    }\n  }\n"): (typeof documents)["\n  query RateCard {\n    rateCard {\n      current {\n        ...RateFields_rate\n      }\n      scheduled {\n        ...RateFields_rate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleRate($input: ScheduleRateInput!) {\n    scheduleRate(input: $input) {\n      ...RateFields_rate\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleRate($input: ScheduleRateInput!) {\n    scheduleRate(input: $input) {\n      ...RateFields_rate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SimulateInboundMessage($input: SandboxInboundInput!) {\n    simulateInboundMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SimulateInboundMessage($input: SandboxInboundInput!) {\n    simulateInboundMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSearch($query: String!) {\n    consoleSearch(query: $query) {\n      businesses {\n        id\n        name\n        whatsappNumber\n        status\n      }\n      apiConfigs {\n        id\n        businessName\n        provider\n        phoneNumberId\n      }\n      contactMessages {\n        id\n        name\n        email\n        subject\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleSearch($query: String!) {\n    consoleSearch(query: $query) {\n      businesses {\n        id\n        name\n        whatsappNumber\n        status\n      }\n      apiConfigs {\n        id\n        businessName\n        provider\n        phoneNumberId\n      }\n      contactMessages {\n        id\n        name\n        email\n        subject\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAllowedOrigin($origin: String!) {\n    addAllowedOrigin(origin: $origin) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AddAllowedOrigin($origin: String!) {\n    addAllowedOrigin(origin: $origin) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAllowedOrigin($origin: String!) {\n    removeAllowedOrigin(origin: $origin) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveAllowedOrigin($origin: String!) {\n    removeAllowedOrigin(origin: $origin) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformSettings {\n    platformSettings {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query PlatformSettings {\n    platformSettings {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {\n    updatePlatformSettings(input: $input) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {\n    updatePlatformSettings(input: $input) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemStatus {\n    systemStatus {\n      database {\n        healthy\n        latencyMs\n      }\n      messageQueue {\n        waiting\n        oldestWaitingSeconds\n        parked\n      }\n      webhooks {\n        pending\n        overdueSeconds\n        disabledEndpoints\n      }\n      analytics {\n        waiting\n        oldestWaitingSeconds\n      }\n      providers {\n        whatsappCloud {\n          reachable\n          latencyMs\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SystemStatus {\n    systemStatus {\n      database {\n        healthy\n        latencyMs\n      }\n      messageQueue {\n        waiting\n        oldestWaitingSeconds\n        parked\n      }\n      webhooks {\n        pending\n        overdueSeconds\n        disabledEndpoints\n      }\n      analytics {\n        waiting\n        oldestWaitingSeconds\n      }\n      providers {\n        whatsappCloud {\n          reachable\n          latencyMs\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMessageTemplate($businessId: ID!, $input: CreateTemplateInput!) {\n    createMessageTemplate(businessId: $businessId, input: $input) {\n      ...MessageTemplateFields_messageTemplate\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMessageTemplate($businessId: ID!, $input: CreateTemplateInput!) {\n    createMessageTemplate(businessId: $businessId, input: $input) {\n      ...MessageTemplateFields_messageTemplate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessageTemplate($businessId: ID!, $id: ID!) {\n    deleteMessageTemplate(businessId: $businessId, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMessageTemplate($businessId: ID!, $id: ID!) {\n    deleteMessageTemplate(businessId: $businessId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageTemplateFields_messageTemplate on MessageTemplate {\n    id\n    name\n    language\n    category\n    body\n    parameterCount\n    status\n    rejectionReason\n  }\n"): (typeof documents)["\n  fragment MessageTemplateFields_messageTemplate on MessageTemplate {\n    id\n    name\n    language\n    category\n    body\n    parameterCount\n    status\n    rejectionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageTemplates($businessId: ID!) {\n    messageTemplates(businessId: $businessId) {\n      ...MessageTemplateFields_messageTemplate\n    }\n  }\n"): (typeof documents)["\n  query MessageTemplates($businessId: ID!) {\n    messageTemplates(businessId: $businessId) {\n      ...MessageTemplateFields_messageTemplate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessUsage($businessId: ID!, $months: Int) {\n    businessUsage(businessId: $businessId, months: $months) {\n      businessId\n      months {\n        month\n        sent\n        received\n        delivered\n        costInr\n        byCategory {\n          category\n          delivered\n          costInr\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusinessUsage($businessId: ID!, $months: Int) {\n    businessUsage(businessId: $businessId, months: $months) {\n      businessId\n      months {\n        month\n        sent\n        received\n        delivered\n        costInr\n        byCategory {\n          category\n          delivered\n          costInr\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableWebhooks($apiConfigId: ID!) {\n    enableWebhooks(apiConfigId: $apiConfigId)\n  }\n"): (typeof documents)["\n  mutation EnableWebhooks($apiConfigId: ID!) {\n    enableWebhooks(apiConfigId: $apiConfigId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoint($id: ID!) {\n    apiConfig(id: $id) {\n      id\n      provider\n      businessName\n      webhookUrl\n      webhookFailingSince\n      webhookDisabledAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoint($id: ID!) {\n    apiConfig(id: $id) {\n      id\n      provider\n      businessName\n      webhookUrl\n      webhookFailingSince\n      webhookDisabledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEventPage(\n    $filter: WebhookEventFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    webhookEventPage(filter: $filter, first: $first, after: $after, last: $last, before: $before) {\n      items {\n        id\n        ...WebhookEventRow_webhookEvent\n        ...WebhookEventDetails_webhookEvent\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookEventPage(\n    $filter: WebhookEventFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    webhookEventPage(filter: $filter, first: $first, after: $after, last: $last, before: $before) {\n      items {\n        id\n        ...WebhookEventRow_webhookEvent\n        ...WebhookEventDetails_webhookEvent\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhookEvent($id: ID!) {\n    redeliverWebhookEvent(id: $id)\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhookEvent($id: ID!) {\n    redeliverWebhookEvent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEventDetails_webhookEvent on WebhookEvent {\n    id\n    type\n    messageId\n    state\n    attempts\n    lastStatusCode\n    createdAt\n    deliveredAt\n    nextAttemptAt\n    body\n    deliveryLog {\n      attempt\n      attemptedAt\n      statusCode\n      latencyMs\n      error\n      responseExcerpt\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookEventDetails_webhookEvent on WebhookEvent {\n    id\n    type\n    messageId\n    state\n    attempts\n    lastStatusCode\n    createdAt\n    deliveredAt\n    nextAttemptAt\n    body\n    deliveryLog {\n      attempt\n      attemptedAt\n      statusCode\n      latencyMs\n      error\n      responseExcerpt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEventRow_webhookEvent on WebhookEvent {\n    id\n    type\n    messageId\n    state\n    attempts\n    lastStatusCode\n    createdAt\n    deliveredAt\n  }\n"): (typeof documents)["\n  fragment WebhookEventRow_webhookEvent on WebhookEvent {\n    id\n    type\n    messageId\n    state\n    attempts\n    lastStatusCode\n    createdAt\n    deliveredAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhatsappMessagePage(\n    $filter: WhatsappMessageFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    whatsappMessagePage(\n      filter: $filter\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      items {\n        id\n        ...WhatsappMessageRow_whatsappMessage\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query WhatsappMessagePage(\n    $filter: WhatsappMessageFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    whatsappMessagePage(\n      filter: $filter\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      items {\n        id\n        ...WhatsappMessageRow_whatsappMessage\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhatsappMessage($id: ID!) {\n    whatsappMessage(id: $id) {\n      id\n      ...WhatsappMessageDetails_whatsappMessageDetail\n    }\n  }\n"): (typeof documents)["\n  query WhatsappMessage($id: ID!) {\n    whatsappMessage(id: $id) {\n      id\n      ...WhatsappMessageDetails_whatsappMessageDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryWhatsappMessage($id: ID!) {\n    retryWhatsappMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation RetryWhatsappMessage($id: ID!) {\n    retryWhatsappMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WhatsappMessageDetails_whatsappMessageDetail on WhatsappMessageDetail {\n    id\n    businessName\n    direction\n    customerNumber\n    type\n    body\n    templateName\n    templateLanguage\n    templateParameters\n    category\n    status\n    queueState\n    attempts\n    lastAttemptError\n    providerMessageId\n    errorCode\n    errorTitle\n    errorDetail\n    priceInr\n    billable\n    insideServiceWindow\n    createdAt\n    statusHistory {\n      status\n      occurredAt\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  fragment WhatsappMessageDetails_whatsappMessageDetail on WhatsappMessageDetail {\n    id\n    businessName\n    direction\n    customerNumber\n    type\n    body\n    templateName\n    templateLanguage\n    templateParameters\n    category\n    status\n    queueState\n    attempts\n    lastAttemptError\n    providerMessageId\n    errorCode\n    errorTitle\n    errorDetail\n    priceInr\n    billable\n    insideServiceWindow\n    createdAt\n    statusHistory {\n      status\n      occurredAt\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WhatsappMessageRow_whatsappMessage on WhatsappMessage {\n    id\n    createdAt\n    businessName\n    direction\n    customerNumber\n    type\n    templateName\n    status\n    queueState\n    priceInr\n  }\n"): (typeof documents)["\n  fragment WhatsappMessageRow_whatsappMessage on WhatsappMessage {\n    id\n    createdAt\n    businessName\n    direction\n    customerNumber\n    type\n    templateName\n    status\n    queueState\n    priceInr\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;