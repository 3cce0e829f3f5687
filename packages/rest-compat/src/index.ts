export { restCompat } from "./plugin.ts";
export type { RestCompatOptions } from "./options.ts";
export { routes, type RestRoute } from "./routes/index.ts";
export { buildOpenApiDocument } from "./openapi.ts";
export * from "./response-schemas.ts";
export { isMemberApiPath } from "./member-paths.ts";
