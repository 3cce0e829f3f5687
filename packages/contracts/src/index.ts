// Validation rules shared by the web forms (react-hook-form + zod resolver) and the server's
// services: one definition, so the browser and the API always give the same messages.
// This module imports nothing but zod, so the web app can bundle it.
export * from "./contact-message.ts";
export * from "./admin-auth.ts";
export * from "./accounts.ts";
export * from "./platform-settings.ts";
export * from "./field-errors.ts";
export * from "./errors.ts";
export * from "./request.ts";
export * from "./network-address.ts";
export type * from "./logger.ts";
export * from "./config-error.ts";
export * from "./text.ts";
export type * from "./sql.ts";
export * from "./businesses.ts";
export * from "./campaigns.ts";
export * from "./contacts.ts";
export * from "./media.ts";
export * from "./conversations.ts";
export * from "./providers.ts";
export * from "./api-configs.ts";
export * from "./pagination.ts";
export * from "./console-lists.ts";
export * from "./messaging.ts";
export * from "./cloud-api.ts";
export * from "./message-traffic.ts";
export * from "./calendar.ts";
export * from "./v1-openapi.ts";
export type * from "./platform-views.ts";
