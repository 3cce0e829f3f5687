import { platformSettingsInputSchema } from "@aizapy/contracts";
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
];
