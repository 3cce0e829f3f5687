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
    "\n  query AnalyticsSummary {\n    analyticsSummary {\n      totalMessages\n      deliveryRate\n      avgResponseTime\n      activeBusinesses\n      periodStart\n      periodEnd\n    }\n  }\n": typeof types.AnalyticsSummaryDocument,
    "\n  query ApiConfigs {\n    apiConfigs {\n      id\n      ...ApiConfigRow_apiConfig\n    }\n  }\n": typeof types.ApiConfigsDocument,
    "\n  fragment ApiConfigRow_apiConfig on ApiConfig {\n    id\n    provider\n    apiKey\n    webhookUrl\n    isActive\n    businessName\n  }\n": typeof types.ApiConfigRow_ApiConfigFragmentDoc,
    "\n  query AuditLogs {\n    auditLogs {\n      id\n      ...AuditLogRow_auditLog\n    }\n  }\n": typeof types.AuditLogsDocument,
    "\n  fragment AuditLogRow_auditLog on AuditLog {\n    id\n    action\n    details\n    targetType\n    targetId\n    actorType\n    actorId\n    timestamp\n  }\n": typeof types.AuditLogRow_AuditLogFragmentDoc,
    "\n  mutation AdminLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      token\n      expiresAt\n      admin {\n        ...CurrentAdmin_admin\n      }\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    adminLogout\n  }\n": typeof types.AdminLogoutDocument,
    "\n  query CurrentAdmin {\n    me {\n      ...CurrentAdmin_admin\n    }\n  }\n": typeof types.CurrentAdminDocument,
    "\n  fragment CurrentAdmin_admin on Admin {\n    id\n    username\n    role\n    createdAt\n  }\n": typeof types.CurrentAdmin_AdminFragmentDoc,
    "\n  query Businesses {\n    businesses {\n      id\n      ...BusinessRow_business\n    }\n  }\n": typeof types.BusinessesDocument,
    "\n  fragment BusinessRow_business on Business {\n    id\n    name\n    whatsappNumber\n    status\n    plan\n  }\n": typeof types.BusinessRow_BusinessFragmentDoc,
    "\n  query DashboardStats {\n    dashboardStats {\n      totalBusinesses\n      totalApiConfigs\n      totalMessages\n      avgDeliveryRate\n      trends {\n        businessesAddedThisMonth\n        businessesAddedLastMonth\n        apiConfigsAddedThisMonth\n        apiConfigsAddedLastMonth\n        messagesThisMonth\n        messagesSamePeriodLastMonth\n        messagesChangePct\n        deliveryRateThisMonth\n        deliveryRateLastMonth\n        deliveryRateChangePoints\n      }\n    }\n  }\n": typeof types.DashboardStatsDocument,
    "\n  query SystemHealth {\n    systemHealth {\n      databaseHealthy\n      databaseLatencyMs\n      databaseKind\n    }\n  }\n": typeof types.SystemHealthDocument,
    "\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n": typeof types.DeleteContactMessageDocument,
    "\n  query ContactMessages {\n    contactMessages {\n      id\n      status\n      ...MessageRow_contactMessage\n      ...MessageDetails_contactMessage\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  mutation UpdateContactMessageStatus($id: ID!, $status: String!) {\n    updateContactMessageStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n": typeof types.UpdateContactMessageStatusDocument,
    "\n  fragment MessageDetails_contactMessage on ContactMessage {\n    id\n    name\n    email\n    company\n    phone\n    subject\n    message\n    status\n    createdAt\n  }\n": typeof types.MessageDetails_ContactMessageFragmentDoc,
    "\n  fragment MessageRow_contactMessage on ContactMessage {\n    id\n    name\n    email\n    company\n    subject\n    message\n    status\n    createdAt\n  }\n": typeof types.MessageRow_ContactMessageFragmentDoc,
    "\n  mutation UpdateAdminCredentials($input: UpdateCredentialsInput!) {\n    updateAdminCredentials(input: $input) {\n      ...CurrentAdmin_admin\n    }\n  }\n": typeof types.UpdateAdminCredentialsDocument,
    "\n  query PlatformSettings {\n    platformSettings {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n": typeof types.PlatformSettingsDocument,
    "\n  mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {\n    updatePlatformSettings(input: $input) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n": typeof types.UpdatePlatformSettingsDocument,
};
const documents: Documents = {
    "\n  query AnalyticsSummary {\n    analyticsSummary {\n      totalMessages\n      deliveryRate\n      avgResponseTime\n      activeBusinesses\n      periodStart\n      periodEnd\n    }\n  }\n": types.AnalyticsSummaryDocument,
    "\n  query ApiConfigs {\n    apiConfigs {\n      id\n      ...ApiConfigRow_apiConfig\n    }\n  }\n": types.ApiConfigsDocument,
    "\n  fragment ApiConfigRow_apiConfig on ApiConfig {\n    id\n    provider\n    apiKey\n    webhookUrl\n    isActive\n    businessName\n  }\n": types.ApiConfigRow_ApiConfigFragmentDoc,
    "\n  query AuditLogs {\n    auditLogs {\n      id\n      ...AuditLogRow_auditLog\n    }\n  }\n": types.AuditLogsDocument,
    "\n  fragment AuditLogRow_auditLog on AuditLog {\n    id\n    action\n    details\n    targetType\n    targetId\n    actorType\n    actorId\n    timestamp\n  }\n": types.AuditLogRow_AuditLogFragmentDoc,
    "\n  mutation AdminLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      token\n      expiresAt\n      admin {\n        ...CurrentAdmin_admin\n      }\n    }\n  }\n": types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    adminLogout\n  }\n": types.AdminLogoutDocument,
    "\n  query CurrentAdmin {\n    me {\n      ...CurrentAdmin_admin\n    }\n  }\n": types.CurrentAdminDocument,
    "\n  fragment CurrentAdmin_admin on Admin {\n    id\n    username\n    role\n    createdAt\n  }\n": types.CurrentAdmin_AdminFragmentDoc,
    "\n  query Businesses {\n    businesses {\n      id\n      ...BusinessRow_business\n    }\n  }\n": types.BusinessesDocument,
    "\n  fragment BusinessRow_business on Business {\n    id\n    name\n    whatsappNumber\n    status\n    plan\n  }\n": types.BusinessRow_BusinessFragmentDoc,
    "\n  query DashboardStats {\n    dashboardStats {\n      totalBusinesses\n      totalApiConfigs\n      totalMessages\n      avgDeliveryRate\n      trends {\n        businessesAddedThisMonth\n        businessesAddedLastMonth\n        apiConfigsAddedThisMonth\n        apiConfigsAddedLastMonth\n        messagesThisMonth\n        messagesSamePeriodLastMonth\n        messagesChangePct\n        deliveryRateThisMonth\n        deliveryRateLastMonth\n        deliveryRateChangePoints\n      }\n    }\n  }\n": types.DashboardStatsDocument,
    "\n  query SystemHealth {\n    systemHealth {\n      databaseHealthy\n      databaseLatencyMs\n      databaseKind\n    }\n  }\n": types.SystemHealthDocument,
    "\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n": types.DeleteContactMessageDocument,
    "\n  query ContactMessages {\n    contactMessages {\n      id\n      status\n      ...MessageRow_contactMessage\n      ...MessageDetails_contactMessage\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  mutation UpdateContactMessageStatus($id: ID!, $status: String!) {\n    updateContactMessageStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n": types.UpdateContactMessageStatusDocument,
    "\n  fragment MessageDetails_contactMessage on ContactMessage {\n    id\n    name\n    email\n    company\n    phone\n    subject\n    message\n    status\n    createdAt\n  }\n": types.MessageDetails_ContactMessageFragmentDoc,
    "\n  fragment MessageRow_contactMessage on ContactMessage {\n    id\n    name\n    email\n    company\n    subject\n    message\n    status\n    createdAt\n  }\n": types.MessageRow_ContactMessageFragmentDoc,
    "\n  mutation UpdateAdminCredentials($input: UpdateCredentialsInput!) {\n    updateAdminCredentials(input: $input) {\n      ...CurrentAdmin_admin\n    }\n  }\n": types.UpdateAdminCredentialsDocument,
    "\n  query PlatformSettings {\n    platformSettings {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n": types.PlatformSettingsDocument,
    "\n  mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {\n    updatePlatformSettings(input: $input) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n": types.UpdatePlatformSettingsDocument,
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
export function graphql(source: "\n  query AnalyticsSummary {\n    analyticsSummary {\n      totalMessages\n      deliveryRate\n      avgResponseTime\n      activeBusinesses\n      periodStart\n      periodEnd\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsSummary {\n    analyticsSummary {\n      totalMessages\n      deliveryRate\n      avgResponseTime\n      activeBusinesses\n      periodStart\n      periodEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiConfigs {\n    apiConfigs {\n      id\n      ...ApiConfigRow_apiConfig\n    }\n  }\n"): (typeof documents)["\n  query ApiConfigs {\n    apiConfigs {\n      id\n      ...ApiConfigRow_apiConfig\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiConfigRow_apiConfig on ApiConfig {\n    id\n    provider\n    apiKey\n    webhookUrl\n    isActive\n    businessName\n  }\n"): (typeof documents)["\n  fragment ApiConfigRow_apiConfig on ApiConfig {\n    id\n    provider\n    apiKey\n    webhookUrl\n    isActive\n    businessName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogs {\n    auditLogs {\n      id\n      ...AuditLogRow_auditLog\n    }\n  }\n"): (typeof documents)["\n  query AuditLogs {\n    auditLogs {\n      id\n      ...AuditLogRow_auditLog\n    }\n  }\n"];
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
export function graphql(source: "\n  query CurrentAdmin {\n    me {\n      ...CurrentAdmin_admin\n    }\n  }\n"): (typeof documents)["\n  query CurrentAdmin {\n    me {\n      ...CurrentAdmin_admin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentAdmin_admin on Admin {\n    id\n    username\n    role\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CurrentAdmin_admin on Admin {\n    id\n    username\n    role\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Businesses {\n    businesses {\n      id\n      ...BusinessRow_business\n    }\n  }\n"): (typeof documents)["\n  query Businesses {\n    businesses {\n      id\n      ...BusinessRow_business\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessRow_business on Business {\n    id\n    name\n    whatsappNumber\n    status\n    plan\n  }\n"): (typeof documents)["\n  fragment BusinessRow_business on Business {\n    id\n    name\n    whatsappNumber\n    status\n    plan\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardStats {\n    dashboardStats {\n      totalBusinesses\n      totalApiConfigs\n      totalMessages\n      avgDeliveryRate\n      trends {\n        businessesAddedThisMonth\n        businessesAddedLastMonth\n        apiConfigsAddedThisMonth\n        apiConfigsAddedLastMonth\n        messagesThisMonth\n        messagesSamePeriodLastMonth\n        messagesChangePct\n        deliveryRateThisMonth\n        deliveryRateLastMonth\n        deliveryRateChangePoints\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardStats {\n    dashboardStats {\n      totalBusinesses\n      totalApiConfigs\n      totalMessages\n      avgDeliveryRate\n      trends {\n        businessesAddedThisMonth\n        businessesAddedLastMonth\n        apiConfigsAddedThisMonth\n        apiConfigsAddedLastMonth\n        messagesThisMonth\n        messagesSamePeriodLastMonth\n        messagesChangePct\n        deliveryRateThisMonth\n        deliveryRateLastMonth\n        deliveryRateChangePoints\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemHealth {\n    systemHealth {\n      databaseHealthy\n      databaseLatencyMs\n      databaseKind\n    }\n  }\n"): (typeof documents)["\n  query SystemHealth {\n    systemHealth {\n      databaseHealthy\n      databaseLatencyMs\n      databaseKind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages {\n    contactMessages {\n      id\n      status\n      ...MessageRow_contactMessage\n      ...MessageDetails_contactMessage\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages {\n    contactMessages {\n      id\n      status\n      ...MessageRow_contactMessage\n      ...MessageDetails_contactMessage\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation UpdateAdminCredentials($input: UpdateCredentialsInput!) {\n    updateAdminCredentials(input: $input) {\n      ...CurrentAdmin_admin\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdminCredentials($input: UpdateCredentialsInput!) {\n    updateAdminCredentials(input: $input) {\n      ...CurrentAdmin_admin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformSettings {\n    platformSettings {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query PlatformSettings {\n    platformSettings {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {\n    updatePlatformSettings(input: $input) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {\n    updatePlatformSettings(input: $input) {\n      maintenanceMode\n      signupEnabled\n      allowedOrigins\n      updatedAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;