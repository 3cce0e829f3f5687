import {
  createApiConfigInputSchema,
  rotateApiKeyInputSchema,
  updateApiConfigInputSchema,
} from "@aizapy/contracts";
import type { ApiConfigView, ApiConfigWithSecrets } from "@aizapy/contracts";
import { apiConfig, apiConfigsResponse } from "../response-schemas.ts";
import { exampleTime, pick, session, type RestRoute } from "./route.ts";

const LIST_FIELDS = [
  "id",
  "businessId",
  "provider",
  "apiKey",
  "webhookUrl",
  "isActive",
  "createdAt",
  "updatedAt",
] as const;

const API_CONFIG_FIELDS = [
  "id",
  "businessId",
  "provider",
  "apiKey",
  "phoneNumberId",
  "businessAccountId",
  "appSecret",
  "webhookUrl",
  "webhookSecret",
  "previousWebhookSecretExpiresAt",
  "webhookFailingSince",
  "webhookDisabledAt",
  "isActive",
  "createdAt",
  "updatedAt",
] as const;

const shown = (record: ApiConfigView) => pick(record, API_CONFIG_FIELDS);

/** The record with the secrets this operation set or generated in full: the one time they show. */
function withRevealed({ apiConfig: record, revealed }: ApiConfigWithSecrets) {
  return {
    ...shown(record),
    ...Object.fromEntries(Object.entries(revealed).filter(([, value]) => value !== null)),
  };
}

const exampleConfig = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  businessId: "3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  provider: "whatsapp-cloud",
  apiKey: "••••x7Qz",
  phoneNumberId: "106540352242922",
  businessAccountId: "102290129340398",
  appSecret: "••••9c1e",
  webhookUrl: "https://hooks.spiceroute.in/whatsapp",
  webhookSecret: "••••Q2s=",
  previousWebhookSecretExpiresAt: null,
  webhookFailingSince: null,
  webhookDisabledAt: null,
  isActive: true,
  createdAt: exampleTime,
  updatedAt: exampleTime,
};
const exampleWebhookSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw2s1xW0TGQ2s=";
const DUPLICATE = "Another API configuration has this phone number id (a field error).";

/** Businesses' provider settings. */
export const apiConfigRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/admin/api-configs",
    summary: "Every API configuration, or one business's (secrets masked)",
    requiresSession: true,
    run: async (services, { query }) =>
      (
        await services.apiConfigs.list(
          typeof query.businessId === "string" ? { businessId: query.businessId } : {},
        )
      ).map((config) => pick(config, LIST_FIELDS)),
    successStatus: 200,
    response: apiConfigsResponse,
    examples: { response: [pick(exampleConfig, LIST_FIELDS)] },
    queryParameters: [
      {
        name: "businessId",
        description: "Only this business's configurations.",
        schema: { type: "string", format: "uuid" },
      },
    ],
  },
  {
    method: "post",
    path: "/admin/api-configs",
    summary:
      "Add a business's provider settings. The answer shows apiKey, appSecret and the generated webhookSecret in full, this once",
    requiresSession: true,
    body: createApiConfigInputSchema,
    refusals: [{ status: 409, description: DUPLICATE }],
    run: async (services, { body }, auth) =>
      withRevealed(await services.apiConfigs.create(session(auth), body)),
    successStatus: 201,
    response: apiConfig,
    examples: {
      request: {
        businessId: exampleConfig.businessId,
        provider: "whatsapp-cloud",
        apiKey: "EAAGm0PX4ZCpsBAKZAx7Qz",
        phoneNumberId: exampleConfig.phoneNumberId,
        businessAccountId: exampleConfig.businessAccountId,
        appSecret: "5f4dcc3b5aa765d61d8327deb8829c1e",
        webhookUrl: exampleConfig.webhookUrl,
      },
      response: {
        ...exampleConfig,
        apiKey: "EAAGm0PX4ZCpsBAKZAx7Qz",
        appSecret: "5f4dcc3b5aa765d61d8327deb8829c1e",
        webhookSecret: exampleWebhookSecret,
      },
    },
  },
  {
    method: "get",
    path: "/admin/api-configs/:id",
    summary: "One API configuration (secrets masked)",
    requiresSession: true,
    run: async (services, { params }) => shown(await services.apiConfigs.get(params.id!)),
    successStatus: 200,
    response: apiConfig,
    examples: { response: exampleConfig },
  },
  {
    method: "patch",
    path: "/admin/api-configs/:id",
    summary:
      "Change provider settings: only the fields sent change (webhookUrl null removes it). A first webhook URL comes with its webhookSecret in full, this once",
    requiresSession: true,
    body: updateApiConfigInputSchema,
    refusals: [{ status: 409, description: DUPLICATE }],
    run: async (services, { body, params }, auth) =>
      withRevealed(await services.apiConfigs.update(session(auth), params.id!, body)),
    successStatus: 200,
    response: apiConfig,
    examples: {
      request: { webhookUrl: "https://hooks.spiceroute.in/v2/whatsapp" },
      response: { ...exampleConfig, webhookUrl: "https://hooks.spiceroute.in/v2/whatsapp" },
    },
  },
  {
    method: "delete",
    path: "/admin/api-configs/:id",
    summary: "Delete an API configuration",
    requiresSession: true,
    run: (services, { params }, auth) => services.apiConfigs.delete(session(auth), params.id!),
    successStatus: 204,
    examples: {},
  },
  {
    method: "post",
    path: "/admin/api-configs/:id/rotate-api-key",
    summary: "Replace the access token with a new one from the provider",
    requiresSession: true,
    body: rotateApiKeyInputSchema,
    run: async (services, { body, params }, auth) =>
      shown((await services.apiConfigs.rotateApiKey(session(auth), params.id!, body)).apiConfig),
    successStatus: 200,
    response: apiConfig,
    examples: {
      request: { apiKey: "EAAGn3wT0kenR0tat3dQ8vL" },
      response: { ...exampleConfig, apiKey: "••••Q8vL" },
    },
  },
  {
    method: "post",
    path: "/admin/api-configs/:id/rotate-webhook-secret",
    summary:
      "Generate a new webhook signing secret, shown in full this once; the previous one keeps signing for 24 hours",
    requiresSession: true,
    run: async (services, { params }, auth) =>
      withRevealed(await services.apiConfigs.rotateWebhookSecret(session(auth), params.id!)),
    successStatus: 200,
    response: apiConfig,
    examples: {
      response: {
        ...exampleConfig,
        webhookSecret: exampleWebhookSecret,
        previousWebhookSecretExpiresAt: "2026-11-23T09:15:00.000Z",
      },
    },
  },
  {
    method: "post",
    path: "/admin/api-configs/:id/deactivate",
    summary: "Stop an API configuration sending, keeping its settings",
    requiresSession: true,
    run: async (services, { params }, auth) =>
      shown(await services.apiConfigs.deactivate(session(auth), params.id!)),
    successStatus: 200,
    response: apiConfig,
    examples: { response: { ...exampleConfig, isActive: false } },
  },
];
