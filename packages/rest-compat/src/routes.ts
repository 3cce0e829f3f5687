import {
  adminLoginInputSchema,
  contactMessageInputSchema,
  platformSettingsInputSchema,
  updateContactMessageStatusInputSchema,
  updateCredentialsInputSchema,
} from "@aizapy/contracts";
import type { z } from "zod";
import type { AdminSession, Caller, RestServices } from "./options.ts";
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

export interface RouteInput {
  body: unknown;
  params: Record<string, string>;
  query: Record<string, unknown>;
  caller: Caller;
}

/** One REST path of spec §7, answered by one call into the host's services. */
export interface RestRoute {
  method: HttpMethod;
  /** Path under /api, e.g. `/admin/contact-messages/:id`. */
  path: string;
  summary: string;
  /** Needs `Authorization: Bearer <token>` (every /api/admin path but login). */
  requiresSession: boolean;
  /** The JSON body's schema (documented; the service validates with it). */
  body?: z.ZodType;
  /** The answer: the service's result, shaped as the REST contract says (absent for 204). */
  run(services: RestServices, input: RouteInput, auth: AdminSession | undefined): Promise<unknown>;
  successStatus: 200 | 201 | 204;
  response?: z.ZodType;
  /** For the OpenAPI document; a test checks they match the schemas. */
  examples: { request?: unknown; response?: unknown };
  /** Query parameters, documented only. */
  queryParameters?: { name: string; description: string; schema: Record<string, unknown> }[];
}

/** An admin route's session; the router has checked it before `run`. */
const session = (auth: AdminSession | undefined): AdminSession => {
  if (!auth) throw new Error("an admin route ran without a session");
  return auth;
};

/** Copies only the named fields: an answer never carries more than its contract. */
function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}

const CONTACT_MESSAGE_FIELDS = [
  "id",
  "name",
  "email",
  "company",
  "phone",
  "subject",
  "message",
  "status",
  "createdAt",
  "updatedAt",
] as const;
const SETTINGS_FIELDS = [
  "maintenanceMode",
  "signupEnabled",
  "allowedOrigins",
  "updatedAt",
] as const;
const API_CONFIG_FIELDS = [
  "id",
  "businessId",
  "provider",
  "apiKey",
  "webhookUrl",
  "isActive",
  "createdAt",
  "updatedAt",
] as const;
const AUDIT_LOG_FIELDS = [
  "id",
  "action",
  "details",
  "targetType",
  "actorType",
  "actorId",
  "timestamp",
] as const;
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

export const routes: RestRoute[] = [
  {
    method: "post",
    path: "/contact",
    summary: "Send an enquiry through the contact form",
    requiresSession: false,
    body: contactMessageInputSchema,
    run: async (services, { body, caller }) =>
      pick(await services.contact.submit(body, caller), ["id", "createdAt"]),
    successStatus: 201,
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
    body: adminLoginInputSchema,
    run: async (services, { body, caller }) => {
      const { token, admin } = await services.auth.login(body, caller);
      return { token, admin: pick(admin, ["id", "username", "role"]) };
    },
    successStatus: 200,
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
    run: (services, _input, auth) => services.auth.logout(session(auth)),
    successStatus: 204,
    examples: {},
  },
  {
    method: "get",
    path: "/admin/me",
    summary: "The signed-in admin",
    requiresSession: true,
    run: async (_services, _input, auth) =>
      pick(session(auth).admin, ["username", "role", "createdAt"]),
    successStatus: 200,
    response: currentAdminResponse,
    examples: { response: { username: "admin", role: "admin", createdAt: exampleTime } },
  },
  {
    method: "put",
    path: "/admin/update-credentials",
    summary: "Change the signed-in admin's username and password (ends their other sessions)",
    requiresSession: true,
    body: updateCredentialsInputSchema,
    run: async (services, { body }, auth) =>
      pick(await services.auth.updateCredentials(session(auth), body), [
        "username",
        "role",
        "createdAt",
      ]),
    successStatus: 200,
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
    run: async (services) =>
      pick(await services.analytics.dashboard(), [
        "totalBusinesses",
        "totalApiConfigs",
        "totalMessages",
        "avgDeliveryRate",
      ]),
    successStatus: 200,
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
    run: async (services) =>
      pick(await services.analytics.summary(), [
        "totalMessages",
        "deliveryRate",
        "avgResponseTime",
        "activeBusinesses",
      ]),
    successStatus: 200,
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
    run: async (services) =>
      (await services.businesses.list()).map((business) =>
        pick(business, ["id", "name", "whatsappNumber", "status", "plan"]),
      ),
    successStatus: 200,
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
    run: async (services) => ({
      messages: (await services.contact.list()).map((message) =>
        pick(message, CONTACT_MESSAGE_FIELDS),
      ),
    }),
    successStatus: 200,
    response: contactMessagesResponse,
    examples: { response: { messages: [exampleMessage] } },
  },
  {
    method: "patch",
    path: "/admin/contact-messages/:id",
    summary: "Set a contact message's status",
    requiresSession: true,
    body: updateContactMessageStatusInputSchema,
    run: async (services, { body, params }, auth) =>
      pick(
        await services.contact.updateStatus(session(auth), params.id!, body),
        CONTACT_MESSAGE_FIELDS,
      ),
    successStatus: 200,
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
    run: (services, { params }, auth) => services.contact.delete(session(auth), params.id!),
    successStatus: 204,
    examples: {},
  },
  {
    method: "get",
    path: "/admin/api-configs",
    summary: "Every API configuration (keys masked)",
    requiresSession: true,
    run: async (services) =>
      (await services.apiConfigs.list()).map((config) => pick(config, API_CONFIG_FIELDS)),
    successStatus: 200,
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
    run: async (services, { query }) => {
      const limit = Number.parseInt(String(query.limit ?? AUDIT_LOG_LIMIT.default), 10);
      const logs = await services.audit.list({
        limit: Number.isFinite(limit) ? limit : AUDIT_LOG_LIMIT.default,
      });
      return { logs: logs.map((log) => pick(log, AUDIT_LOG_FIELDS)) };
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
    run: async (services) => pick(await services.settings.get(), SETTINGS_FIELDS),
    successStatus: 200,
    response: settingsResponse,
    examples: { response: exampleSettings },
  },
  {
    method: "put",
    path: "/admin/settings",
    summary: "Replace the platform settings (send the whole object)",
    requiresSession: true,
    body: platformSettingsInputSchema,
    run: async (services, { body }, auth) =>
      pick(await services.settings.update(session(auth), body), SETTINGS_FIELDS),
    successStatus: 200,
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
