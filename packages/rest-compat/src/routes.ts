import type { z } from "zod";
import type { RestInputSchemas } from "./options.ts";
import {
  analyticsSummaryResponse,
  apiConfigsResponse,
  auditLogsResponse,
  businessesResponse,
  contactMessage,
  contactMessagesResponse,
  contactReceiptResponse,
  currentAdminResponse,
  dashboardResponse,
  loginResponse,
  settingsResponse,
} from "./response-schemas.ts";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** One REST path of spec §7, answered by one GraphQL operation of the server's schema. */
export interface RestRoute {
  method: HttpMethod;
  /** Express path under /api, e.g. `/admin/contact-messages/:id`. */
  path: string;
  summary: string;
  /** Needs `Authorization: Bearer <token>` (every /api/admin path but login). */
  requiresSession: boolean;
  /** The JSON body's schema, by name; absent for paths without a body. */
  body?: keyof RestInputSchemas;
  /** The GraphQL operation this path runs. */
  operation: string;
  variables?(input: {
    body: unknown;
    params: Record<string, string>;
    query: Record<string, unknown>;
  }): Record<string, unknown>;
  successStatus: 200 | 201 | 204;
  /** Turns the operation's data into the REST answer (absent for 204). */
  respond?(data: Record<string, unknown>): unknown;
  response?: z.ZodType;
  /** For the OpenAPI document; a test checks they match the schemas. */
  examples: { request?: unknown; response?: unknown };
  /** Query parameters, documented only. */
  queryParameters?: { name: string; description: string; schema: Record<string, unknown> }[];
}

const CONTACT_MESSAGE_FIELDS =
  "id name email company phone subject message status createdAt updatedAt";
const SETTINGS_FIELDS = "maintenanceMode signupEnabled allowedOrigins updatedAt";
const AUDIT_LOG_LIMIT = { default: 100, max: 500 };

const exampleTime = "2026-11-22T09:15:00.000Z";
const exampleMessage = {
  id: "6f1c2a8e-3b7d-4c1e-9a52-0d4e8b7f2c11",
  name: "Meera Joshi",
  email: "meera@joshisweets.in",
  company: "Joshi Sweets",
  phone: "+91 98765 43210",
  subject: "Pricing for Pro",
  message: "How much would 50,000 utility messages a month cost us?",
  status: "read",
  createdAt: exampleTime,
  updatedAt: exampleTime,
};
const exampleSettings = {
  maintenanceMode: false,
  signupEnabled: true,
  allowedOrigins: ["https://partners.aizapy.in"],
  updatedAt: exampleTime,
};

const field = (name: string) => (data: Record<string, unknown>) => data[name];

export const routes: RestRoute[] = [
  {
    method: "post",
    path: "/contact",
    summary: "Send an enquiry through the contact form",
    requiresSession: false,
    body: "contactMessage",
    operation: `mutation RestSubmitContact($input: ContactMessageInput!) { submitContactMessage(input: $input) { id createdAt } }`,
    variables: ({ body }) => ({ input: body }),
    successStatus: 201,
    respond: field("submitContactMessage"),
    response: contactReceiptResponse,
    examples: {
      request: {
        name: "Meera Joshi",
        email: "meera@joshisweets.in",
        company: "Joshi Sweets",
        phone: "+91 98765 43210",
        subject: "Pricing for Pro",
        message: "How much would 50,000 utility messages a month cost us?",
      },
      response: { id: exampleMessage.id, createdAt: exampleTime },
    },
  },
  {
    method: "post",
    path: "/admin/login",
    summary: "Sign in as an admin",
    requiresSession: false,
    body: "adminLogin",
    operation: `mutation RestLogin($input: AdminLoginInput!) { adminLogin(input: $input) { token admin { id username role } } }`,
    variables: ({ body }) => ({ input: body }),
    successStatus: 200,
    respond: field("adminLogin"),
    response: loginResponse,
    examples: {
      request: { username: "admin", password: "a-long-secret-passphrase" },
      response: {
        token: "q2V8xZ1rT0m3pK7sN4bW6yH9cL5dF8gJ2aE0uI3oP1k",
        admin: { id: "0b8e5a1c-7d2f-4e3a-9c6b-1f2e3d4c5b6a", username: "admin", role: "admin" },
      },
    },
  },
  {
    method: "post",
    path: "/admin/logout",
    summary: "End this session",
    requiresSession: true,
    operation: `mutation RestLogout { adminLogout }`,
    successStatus: 204,
    examples: {},
  },
  {
    method: "get",
    path: "/admin/me",
    summary: "The signed-in admin",
    requiresSession: true,
    operation: `query RestMe { me { username role createdAt } }`,
    successStatus: 200,
    respond: field("me"),
    response: currentAdminResponse,
    examples: { response: { username: "admin", role: "admin", createdAt: exampleTime } },
  },
  {
    method: "put",
    path: "/admin/update-credentials",
    summary: "Change the signed-in admin's username and password (ends their other sessions)",
    requiresSession: true,
    body: "updateCredentials",
    operation: `mutation RestUpdateCredentials($input: UpdateCredentialsInput!) { updateAdminCredentials(input: $input) { username role createdAt } }`,
    variables: ({ body }) => ({ input: body }),
    successStatus: 200,
    respond: field("updateAdminCredentials"),
    response: currentAdminResponse,
    examples: {
      request: {
        currentPassword: "a-long-secret-passphrase",
        newUsername: "operations",
        newPassword: "an-even-longer-passphrase",
      },
      response: { username: "operations", role: "admin", createdAt: exampleTime },
    },
  },
  {
    method: "get",
    path: "/admin/analytics/dashboard",
    summary: "Dashboard totals",
    requiresSession: true,
    operation: `query RestDashboard { dashboardStats { totalBusinesses totalApiConfigs totalMessages avgDeliveryRate } }`,
    successStatus: 200,
    respond: field("dashboardStats"),
    response: dashboardResponse,
    examples: {
      response: {
        totalBusinesses: 12,
        totalApiConfigs: 12,
        totalMessages: 6401187,
        avgDeliveryRate: 97.21,
      },
    },
  },
  {
    method: "get",
    path: "/admin/analytics",
    summary: "This month's analytics",
    requiresSession: true,
    operation: `query RestAnalytics { analyticsSummary { totalMessages deliveryRate avgResponseTime activeBusinesses } }`,
    successStatus: 200,
    respond: field("analyticsSummary"),
    response: analyticsSummaryResponse,
    examples: {
      response: {
        totalMessages: 1533420,
        deliveryRate: 97.18,
        avgResponseTime: 268,
        activeBusinesses: 9,
      },
    },
  },
  {
    method: "get",
    path: "/admin/businesses",
    summary: "Every registered business",
    requiresSession: true,
    operation: `query RestBusinesses { businesses { id name whatsappNumber status plan } }`,
    successStatus: 200,
    respond: field("businesses"),
    response: businessesResponse,
    examples: {
      response: [
        {
          id: "3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
          name: "Spice Route Kitchen",
          whatsappNumber: "+919876543210",
          status: "active",
          plan: "pro",
        },
      ],
    },
  },
  {
    method: "get",
    path: "/admin/contact-messages",
    summary: "Every contact message, newest first",
    requiresSession: true,
    operation: `query RestContactMessages { contactMessages { ${CONTACT_MESSAGE_FIELDS} } }`,
    successStatus: 200,
    respond: (data) => ({ messages: data.contactMessages }),
    response: contactMessagesResponse,
    examples: { response: { messages: [exampleMessage] } },
  },
  {
    method: "patch",
    path: "/admin/contact-messages/:id",
    summary: "Set a contact message's status",
    requiresSession: true,
    body: "contactMessageStatus",
    operation: `mutation RestSetStatus($id: ID!, $status: String!) { updateContactMessageStatus(id: $id, status: $status) { ${CONTACT_MESSAGE_FIELDS} } }`,
    variables: ({ body, params }) => ({
      id: params.id,
      status: (body as { status: string }).status,
    }),
    successStatus: 200,
    respond: field("updateContactMessageStatus"),
    response: contactMessage,
    examples: {
      request: { status: "replied" },
      response: { ...exampleMessage, status: "replied" },
    },
  },
  {
    method: "delete",
    path: "/admin/contact-messages/:id",
    summary: "Delete a contact message",
    requiresSession: true,
    operation: `mutation RestDeleteMessage($id: ID!) { deleteContactMessage(id: $id) }`,
    variables: ({ params }) => ({ id: params.id }),
    successStatus: 204,
    examples: {},
  },
  {
    method: "get",
    path: "/admin/api-configs",
    summary: "Every API configuration (keys masked)",
    requiresSession: true,
    operation: `query RestApiConfigs { apiConfigs { id businessId provider apiKey webhookUrl isActive createdAt updatedAt } }`,
    successStatus: 200,
    respond: field("apiConfigs"),
    response: apiConfigsResponse,
    examples: {
      response: [
        {
          id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
          businessId: "3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
          provider: "WhatsApp Cloud",
          apiKey: "EAAG••••••••x7Qz",
          webhookUrl: "https://hooks.spiceroute.in/whatsapp",
          isActive: true,
          createdAt: exampleTime,
          updatedAt: exampleTime,
        },
      ],
    },
  },
  {
    method: "get",
    path: "/admin/audit-logs",
    summary: "Recorded actions, newest first",
    requiresSession: true,
    operation: `query RestAuditLogs($limit: Int!) { auditLogs(limit: $limit) { id action details targetType actorType actorId timestamp } }`,
    variables: ({ query }) => {
      const limit = Number.parseInt(String(query.limit ?? AUDIT_LOG_LIMIT.default), 10);
      return { limit: Number.isFinite(limit) ? limit : AUDIT_LOG_LIMIT.default };
    },
    queryParameters: [
      {
        name: "limit",
        description: `How many entries (newest first); default ${AUDIT_LOG_LIMIT.default}, at most ${AUDIT_LOG_LIMIT.max}.`,
        schema: {
          type: "integer",
          minimum: 1,
          maximum: AUDIT_LOG_LIMIT.max,
          default: AUDIT_LOG_LIMIT.default,
        },
      },
    ],
    successStatus: 200,
    respond: (data) => ({ logs: data.auditLogs }),
    response: auditLogsResponse,
    examples: {
      response: {
        logs: [
          {
            id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
            action: "update",
            details: "Marked message from Meera Joshi as replied (was read)",
            targetType: "contact_message",
            actorType: "admin",
            actorId: "0b8e5a1c-7d2f-4e3a-9c6b-1f2e3d4c5b6a",
            timestamp: exampleTime,
          },
        ],
      },
    },
  },
  {
    method: "get",
    path: "/admin/settings",
    summary: "Platform settings",
    requiresSession: true,
    operation: `query RestSettings { platformSettings { ${SETTINGS_FIELDS} } }`,
    successStatus: 200,
    respond: field("platformSettings"),
    response: settingsResponse,
    examples: { response: exampleSettings },
  },
  {
    method: "put",
    path: "/admin/settings",
    summary: "Replace the platform settings (send the whole object)",
    requiresSession: true,
    body: "platformSettings",
    operation: `mutation RestUpdateSettings($input: PlatformSettingsInput!) { updatePlatformSettings(input: $input) { ${SETTINGS_FIELDS} } }`,
    variables: ({ body }) => ({ input: body }),
    successStatus: 200,
    respond: field("updatePlatformSettings"),
    response: settingsResponse,
    examples: {
      request: {
        maintenanceMode: true,
        signupEnabled: true,
        allowedOrigins: ["https://partners.aizapy.in"],
      },
      response: { ...exampleSettings, maintenanceMode: true },
    },
  },
];

/** A session probe: answers UNAUTHENTICATED exactly as any admin field would. */
export const SESSION_PROBE = `query RestSessionProbe { me { id } }`;
