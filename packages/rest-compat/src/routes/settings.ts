import { allowedOriginInputSchema, platformSettingsInputSchema } from "@aizapy/contracts";
import { settingsResponse } from "../response-schemas.ts";
import { exampleTime, pick, session, type RestRoute } from "./route.ts";

const SETTINGS_FIELDS = [
  "maintenanceMode",
  "signupEnabled",
  "allowedOrigins",
  "updatedAt",
] as const;
const exampleSettings = {
  maintenanceMode: false,
  signupEnabled: true,
  allowedOrigins: ["https://partners.aizapy.in"],
  updatedAt: exampleTime,
};

/** Platform settings. */
export const settingsRoutes: RestRoute[] = [
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
  {
    method: "post",
    path: "/admin/settings/allowed-origins",
    summary: "Allow one more origin (scheme, host, optional port); a duplicate is 409",
    requiresSession: true,
    body: allowedOriginInputSchema,
    refusals: [{ status: 409, description: "The origin is already allowed." }],
    run: async (services, { body }, auth) =>
      pick(await services.settings.addAllowedOrigin(session(auth), body), SETTINGS_FIELDS),
    successStatus: 200,
    response: settingsResponse,
    examples: {
      request: { origin: "https://partners.aizapy.in" },
      response: exampleSettings,
    },
  },
  {
    method: "delete",
    path: "/admin/settings/allowed-origins",
    summary:
      "Stop allowing one origin (given as the `origin` query parameter); an unknown one is 404",
    requiresSession: true,
    run: async (services, { query }, auth) =>
      pick(
        await services.settings.removeAllowedOrigin(session(auth), { origin: query.origin }),
        SETTINGS_FIELDS,
      ),
    refusals: [{ status: 404, description: "The origin is not on the list." }],
    queryParameters: [
      {
        name: "origin",
        description: "The origin to remove, e.g. https://partners.aizapy.in (URL-encoded).",
        schema: { type: "string" },
      },
    ],
    successStatus: 200,
    response: settingsResponse,
    examples: { response: { ...exampleSettings, allowedOrigins: [] } },
  },
];
