import {
  adminLoginInputSchema,
  createApiConfigInputSchema,
  createBusinessInputSchema,
  rotateApiKeyInputSchema,
  updateApiConfigInputSchema,
  updateBusinessInputSchema,
  allowedOriginInputSchema,
  createApiKeyInputSchema,
  createTemplateInputSchema,
  sandboxInboundInputSchema,
  scheduleRateInputSchema,
  contactBulkActionInputSchema,
  contactMessageInputSchema,
  platformSettingsInputSchema,
  updateContactMessageStatusInputSchema,
  updateCredentialsInputSchema,
} from "@aizapy/contracts";
import { z } from "zod";
import { responseSchemas } from "./response-schemas.ts";
import { routes, type RestRoute } from "./routes/index.ts";

// The OpenAPI 3.1 document of /api, generated from the same zod schemas that validate the
// requests and describe the answers: it cannot drift from what the server does.

/** The request bodies' schemas under the names the document gives them. */
const INPUT_NAMES = new Map<z.ZodType, string>([
  [contactMessageInputSchema, "ContactMessageInput"],
  [adminLoginInputSchema, "AdminLoginInput"],
  [updateCredentialsInputSchema, "UpdateCredentialsInput"],
  [updateContactMessageStatusInputSchema, "ContactMessageStatusInput"],
  [platformSettingsInputSchema, "PlatformSettingsInput"],
  [createBusinessInputSchema, "CreateBusinessInput"],
  [updateBusinessInputSchema, "UpdateBusinessInput"],
  [createApiConfigInputSchema, "CreateApiConfigInput"],
  [updateApiConfigInputSchema, "UpdateApiConfigInput"],
  [rotateApiKeyInputSchema, "RotateApiKeyInput"],
  [contactBulkActionInputSchema, "ContactBulkActionInput"],
  [allowedOriginInputSchema, "AllowedOriginInput"],
  [createApiKeyInputSchema, "CreateApiKeyInput"],
  [createTemplateInputSchema, "CreateTemplateInput"],
  [sandboxInboundInputSchema, "SandboxInboundInput"],
  [scheduleRateInputSchema, "ScheduleRateInput"],
]);

function inputName(schema: z.ZodType): string {
  const name = INPUT_NAMES.get(schema);
  if (!name) throw new Error("a route's body schema is not named in openapi.ts");
  return name;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const pascal = (text: string) =>
  text.replace(/(^|[^A-Za-z0-9])([a-z])/g, (_, __, c: string) => c.toUpperCase());

function responseSchemaName(route: RestRoute): string {
  const name = route.response && responseSchemas.get(route.response)?.id;
  if (!name)
    throw new Error(`${route.method} ${route.path}: its response schema is not registered`);
  return name;
}

function componentSchemas(): Record<string, unknown> {
  const uri = (id: string) => `#/components/schemas/${id}`;
  const inputs = z.registry<{ id: string }>();
  for (const [schema, name] of INPUT_NAMES) inputs.add(schema, { id: name });
  // OpenAPI names components by their key; the JSON Schema document keywords are left out.
  const strip = ({ schemas }: { schemas: Record<string, Record<string, unknown>> }) =>
    Object.fromEntries(
      Object.entries(schemas).map(([name, { $schema: _, $id: __, ...schema }]) => [name, schema]),
    );
  return {
    ...strip(z.toJSONSchema(inputs, { io: "input", target: "draft-2020-12", uri })),
    ...strip(z.toJSONSchema(responseSchemas, { io: "output", target: "draft-2020-12", uri })),
  };
}

const json = (schemaName: string, example?: unknown) => ({
  "application/json": { schema: ref(schemaName), ...(example !== undefined ? { example } : {}) },
});

function operationOf(route: RestRoute) {
  const responses: Record<string, unknown> = {
    [route.successStatus]:
      route.successStatus === 204
        ? { description: "Done; no content." }
        : {
            description: route.summary,
            content:
              route.produces === "text/csv"
                ? {
                    "text/csv": {
                      schema: ref(responseSchemaName(route)),
                      example: route.examples.response,
                    },
                  }
                : json(responseSchemaName(route), route.examples.response),
            ...(route.produces === "text/csv"
              ? {
                  headers: {
                    "Content-Disposition": {
                      schema: { type: "string" },
                      description: 'attachment; filename="….csv"',
                    },
                  },
                }
              : {}),
          },
  };
  if (route.body || route.queryParameters?.length) {
    responses["400"] = {
      description: "Invalid input; one message per field.",
      content: json("ValidationError"),
    };
  }
  if (route.body) {
    responses["413"] = { description: "The body is larger than 64 KB.", content: json("Error") };
    responses["415"] = { description: "The body is not JSON.", content: json("Error") };
  }
  if (route.requiresSession || route.path === "/admin/login") {
    responses["401"] = {
      description: "No valid session (or wrong credentials, for login).",
      content: json("Error"),
    };
  }
  if (route.path.includes(":id"))
    responses["404"] = { description: "No record with that id.", content: json("Error") };
  for (const { status, description } of route.refusals ?? []) {
    // A 409 names the field in conflict; a 404 is a plain message.
    responses[status] = {
      description,
      content: json(status === 409 ? "ValidationError" : "Error"),
    };
  }
  if (route.path === "/admin/login" || route.path === "/contact") {
    responses["429"] = {
      description: "Too many attempts; see the Retry-After header.",
      headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait." } },
      content: json("Throttled"),
    };
  }
  if (route.path === "/contact")
    responses["503"] = {
      description: "Maintenance mode: the form is closed for now.",
      content: json("Error"),
    };

  const parameters = [
    ...[...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string", format: "uuid" },
    })),
    ...(route.queryParameters ?? []).map((p) => ({ ...p, in: "query", required: false })),
  ];
  return {
    summary: route.summary,
    operationId: pascal(
      `${route.method}-${route.path.replace(/:(\w+)/g, "by-$1").replaceAll("/", "-")}`,
    ),
    ...(route.requiresSession ? { security: [{ bearerAuth: [] }] } : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: json(inputName(route.body), route.examples.request),
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:(\w+)/g, "{$1}")}`;
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Ai Zapy REST API",
      version: "1.0.0",
      description:
        "The REST compatibility layer of the Ai Zapy console. Every path calls the same service as the GraphQL API at /graphql. Errors are JSON `{ message }`; invalid input adds `errors: [{ path, message }]`.",
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "The token from POST /api/admin/login.",
        },
      },
    },
    security: [{ bearerAuth: [] }],
  };
}
