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
  workspaceSandboxInboundInputSchema,
  scheduleRateInputSchema,
  contactBulkActionInputSchema,
  contactMessageInputSchema,
  platformSettingsInputSchema,
  updateContactMessageStatusInputSchema,
  updateCredentialsInputSchema,
  signupInputSchema,
  memberLoginInputSchema,
  verifyEmailInputSchema,
  forgotPasswordInputSchema,
  resetPasswordInputSchema,
  acceptInviteInputSchema,
  invitationInputSchema,
  memberRoleInputSchema,
  upsertContactInputSchema,
  updateContactInputSchema,
  consentChangeInputSchema,
  workspaceSettingsSchema,
  segmentFilterSchema,
  segmentInputSchema,
  createCampaignInputSchema,
  retargetInputSchema,
  CONTACT_IMPORT_LIMITS,
} from "@aizapy/contracts";
import { z } from "zod";
import { responseSchemas } from "./response-schemas.ts";
import { isMemberApiPath } from "./member-paths.ts";
import { routes, type RestRoute } from "./routes/index.ts";
import { helloWorldInputSchema, webhookUrlInputSchema } from "./routes/workspace.ts";
import { contactImportFileSchema } from "./routes/workspace-contacts.ts";

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
  [workspaceSandboxInboundInputSchema, "WorkspaceSandboxInboundInput"],
  [scheduleRateInputSchema, "ScheduleRateInput"],
  [signupInputSchema, "SignupInput"],
  [memberLoginInputSchema, "MemberLoginInput"],
  [verifyEmailInputSchema, "VerifyEmailInput"],
  [forgotPasswordInputSchema, "ForgotPasswordInput"],
  [resetPasswordInputSchema, "ResetPasswordInput"],
  [acceptInviteInputSchema, "AcceptInviteInput"],
  [invitationInputSchema, "InvitationInput"],
  [memberRoleInputSchema, "MemberRoleInput"],
  [webhookUrlInputSchema, "WebhookUrlInput"],
  [helloWorldInputSchema, "HelloWorldInput"],
  [upsertContactInputSchema, "UpsertContactInput"],
  [updateContactInputSchema, "UpdateContactInput"],
  [consentChangeInputSchema, "ConsentChangeInput"],
  [workspaceSettingsSchema, "WorkspaceSettingsInput"],
  [segmentFilterSchema, "SegmentFilterInput"],
  [segmentInputSchema, "SegmentInput"],
  [contactImportFileSchema, "ContactImportFile"],
  [createCampaignInputSchema, "CreateCampaignInput"],
  [retargetInputSchema, "RetargetCampaignInput"],
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

const RETRY_AFTER = {
  "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait." },
};

function operationOf(route: RestRoute) {
  // A member's path answers every error with its code (MemberError); the console's paths answer
  // `{ message }` as the original API did, with field errors or a wait where they apply.
  const members = isMemberApiPath(`/api${route.path}`);
  const error = (plain: "Error" | "ValidationError" | "Throttled") =>
    json(members ? "MemberError" : plain);
  const responses: Record<string, unknown> = {
    [route.successStatus]:
      route.successStatus === 204
        ? { description: "Done; no content." }
        : {
            description: route.summary,
            content: route.produces
              ? {
                  [route.produces]: {
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
      content: error("ValidationError"),
    };
  }
  if (route.body && route.consumes === "text/csv") {
    const megabytes = CONTACT_IMPORT_LIMITS.maxBytes / (1024 * 1024);
    responses["413"] = {
      description: `The file is larger than ${megabytes} MB.`,
      content: error("Error"),
    };
    responses["415"] = { description: "The body is not text/csv.", content: error("Error") };
  } else if (route.body) {
    responses["413"] = { description: "The body is larger than 64 KB.", content: error("Error") };
    responses["415"] = { description: "The body is not JSON.", content: error("Error") };
  }
  if (route.requiresSession === "member") {
    responses["401"] = {
      description:
        "No valid member session (an operator's token is refused here too); code unauthorized.",
      content: error("Error"),
    };
  } else if (route.requiresSession || route.path === "/admin/login") {
    responses["401"] = {
      description: "No valid session (or wrong credentials, for login).",
      content: error("Error"),
    };
  }
  if (route.path.includes(":id"))
    responses["404"] = {
      description: members
        ? "No record with that id in your business (another business's ids alike); code not_found."
        : "No record with that id.",
      content: error("Error"),
    };
  if (route.path === "/admin/login" || route.path === "/contact") {
    responses["429"] = {
      description: "Too many attempts; see the Retry-After header.",
      headers: RETRY_AFTER,
      content: error("Throttled"),
    };
  }
  if (route.path === "/contact")
    responses["503"] = {
      description: "Maintenance mode: the form is closed for now.",
      content: error("Error"),
    };
  if (route.requiresSession === "member" && !route.openDuringMaintenance)
    responses["503"] = {
      description: "Maintenance mode: try again after Retry-After seconds (code maintenance).",
      headers: RETRY_AFTER,
      content: error("Throttled"),
    };
  for (const { status, description } of route.refusals ?? []) {
    // A 409 names the field in conflict, a 429 or 503 says when to try again; a 404 is a plain
    // message.
    responses[status] = {
      description,
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
      content: error(
        status === 409 || status === 400
          ? "ValidationError"
          : status === 429 || status === 503
            ? "Throttled"
            : "Error",
      ),
    };
  }

  const parameters = [
    ...[...route.path.matchAll(/:(\w+)/g)].map(([, name]) => {
      const documented = route.pathParameters?.[name!];
      return {
        name,
        in: "path",
        required: true,
        ...(documented
          ? { description: documented.description, schema: { type: documented.type } }
          : { schema: { type: "string", format: "uuid" } }),
      };
    }),
    ...(route.queryParameters ?? []).map((p) => ({ ...p, in: "query", required: false })),
  ];
  return {
    summary: route.summary,
    operationId: pascal(
      `${route.method}-${route.path.replace(/:(\w+)/g, "by-$1").replaceAll("/", "-")}`,
    ),
    security:
      route.requiresSession === "member"
        ? [{ memberAuth: [] }]
        : route.requiresSession
          ? [{ bearerAuth: [] }]
          : [],
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content:
              route.consumes === "text/csv"
                ? {
                    "text/csv": {
                      schema: ref(inputName(route.body)),
                      example: route.examples.request,
                    },
                  }
                : json(inputName(route.body), route.examples.request),
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
        "The REST compatibility layer of the Ai Zapy console, and the businesses' workspace (/api/auth, /api/workspace). Every path calls the same service as the GraphQL API at /graphql. Errors are JSON `{ message }`; invalid input adds `errors: [{ path, message }]`. On /api/auth and /api/workspace every error also carries its `code` (`{ message, code, errors?, retryAfterSeconds? }`).",
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
          description: "An operator's token, from POST /api/admin/login.",
        },
        memberAuth: {
          type: "http",
          scheme: "bearer",
          description:
            "A business member's token, from POST /api/auth/login (or signup, reset-password, accept-invite).",
        },
      },
    },
    security: [{ bearerAuth: [] }],
  };
}
