export { buildOpenApiDocument } from "./openapi.ts";
export type { FieldError, RestCompatOptions, RestInputSchemas } from "./options.ts";
export { createRestRouter } from "./router.ts";
export { routes, type RestRoute } from "./routes.ts";
