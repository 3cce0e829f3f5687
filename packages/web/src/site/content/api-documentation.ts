// The API documentation page's content, read from the /v1 OpenAPI document and the contracts it
// is built from, when the page is prerendered: the endpoints, their examples and refusals, the
// error codes, limits, headers and webhooks cannot say anything the API does not. This module
// brings zod and the document builder with it, so only the prerender imports it; the page's
// islands get what they show as props.
import {
  buildV1OpenApiDocument,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MESSAGE_STATUSES,
  MESSAGING_MESSAGES,
  type MessageStatus,
  PREVIOUS_WEBHOOK_SECRET_HOURS,
  SERVICE_WINDOW_HOURS,
  V1_BASE_URL,
  V1_ERRORS,
  V1_EXAMPLES,
  V1_RATE_LIMIT_HEADERS,
  V1_RATE_LIMITS,
  type V1ErrorCode,
} from "@aizapy/contracts";
import {
  type CodeSample,
  type RequestForm,
  requestSamples,
  webhookVerificationSamples,
} from "./api-code-samples";

/** A property of a multipart/form-data body: a file when it has a media type of its own. */
export interface OpenApiFormProperty {
  contentMediaType?: string;
  example?: unknown;
}

/** A body's examples in one media type, and a form's fields. */
export interface OpenApiMediaType {
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
  schema?: { required?: string[]; properties?: Record<string, OpenApiFormProperty> };
}

/** A body by media type: "application/json", or another such as "text/csv". */
export type OpenApiContent = Record<string, OpenApiMediaType>;

/** The parts of an OpenAPI 3.1 document the page reads. */
export interface OpenApiOperation {
  summary: string;
  description: string;
  parameters?: {
    name: string;
    in: "header" | "path" | "query";
    required?: boolean;
    description?: string;
    example?: unknown;
  }[];
  requestBody?: { content: OpenApiContent };
  responses: Record<string, { description: string; content?: OpenApiContent }>;
}

/** A webhook: its payload is always JSON. */
export interface OpenApiWebhook extends Omit<OpenApiOperation, "requestBody"> {
  requestBody?: { content: { "application/json": OpenApiMediaType } };
}

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The operations on one path, by method. */
export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, OpenApiPathItem>;
  webhooks: Record<string, { post: OpenApiWebhook }>;
  components: {
    securitySchemes: Record<string, { type: string; scheme: string; description: string }>;
    schemas: Record<string, unknown>;
  };
}

export interface ApiParameter {
  name: string;
  location: "header" | "path" | "query";
  required: boolean;
  description: string;
}

/** A JSON example with what it shows ("200 OK: delivered"). */
export interface ApiExample {
  label: string;
  json: string;
}

/**
 * A body's example with what it shows ("201 Created"): JSON, or the text of another media type
 * (a CSV file); neither when an answer has no body.
 */
export interface ApiBody {
  label: string;
  json?: string;
  text?: string;
}

/** The refusals an endpoint may answer with one HTTP status. */
export interface ApiErrorGroup {
  status: number;
  codes: V1ErrorCode[];
  /** The numeric codes of Meta's errors it names instead (`131047`, `100` (subcode 33)). */
  otherCodes: string[];
}

export interface ApiEndpoint {
  /** The article's id (`post-messages-send`). */
  id: string;
  method: Uppercase<HttpMethod>;
  /** Relative to the base URL. */
  path: string;
  title: string;
  description: string;
  parameters: ApiParameter[];
  request?: ApiBody;
  responses: ApiBody[];
  errors: ApiErrorGroup[];
  /** The example call in cURL, Node.js and Python. */
  samples: CodeSample[];
}

export interface WebhookEventDoc {
  name: string;
  title: string;
  description: string;
  payload: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const JSON_MEDIA_TYPE = "application/json";
const FORM_MEDIA_TYPE = "multipart/form-data";
/** "422 `outside_service_window`": a refusal as the page's copy names it (backticks: code). */
export const refusal = (code: V1ErrorCode) => `${V1_ERRORS[code].status} \`${code}\``;
const formatNumber = (value: number) => value.toLocaleString("en-IN");

export const apiDocument = buildV1OpenApiDocument() as unknown as OpenApiDocument;

/** Where the server answers the document this page is built from. */
export const openApiPath = "/v1/openapi.json";
export const openApiFileName = "aizapy-v1-openapi.json";

export const apiIntro =
  "Send WhatsApp text and template messages from your own systems, follow each one from accepted to read, and receive your customers' replies by webhook, and keep your contacts and their consent. Requests and answers are JSON, except a contact import's CSV file and its report, and media: uploaded as a form, downloaded as the file.";

export const apiBaseUrl = V1_BASE_URL;
export const apiAuthHeader = "Authorization: Bearer YOUR_API_KEY";
/** The API key's description in the document ("An API key of your business (azk_…), …"). */
export const apiKeyDescription = Object.values(apiDocument.components.securitySchemes)[0]!
  .description;

/** Each call's Idempotency-Key in the examples: one per business event, never reused. */
const exampleIdempotencyKeys: Record<string, string> = {
  "/messages/send": "order-10245-shipped",
  "/messages/template": "order-10245-confirmed",
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const isSuccess = (status: string) => /^2\d\d$/.test(status);

/** The reason phrases of the success statuses an operation may answer with. */
const successStatusText: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "202": "Accepted",
  "204": "No Content",
};

/** How the page names a body of another media type than JSON ("Response 200 OK (CSV)"). */
const mediaTypeNames: Record<string, string> = { "text/csv": "CSV" };
const mediaTypeName = (mediaType: string) => mediaTypeNames[mediaType] ?? mediaType;

/** The body an example shows and sends: JSON when the operation takes it, else the first. */
function preferredBody(content: OpenApiContent): [string, OpenApiMediaType] | undefined {
  const jsonBody = content[JSON_MEDIA_TYPE];
  return jsonBody ? [JSON_MEDIA_TYPE, jsonBody] : Object.entries(content)[0];
}

/** An example as the page shows it: JSON formatted, another media type's text as it is. */
const bodyExample = (mediaType: string, example: unknown): Omit<ApiBody, "label"> =>
  mediaType === JSON_MEDIA_TYPE
    ? { json: json(example) }
    : { text: typeof example === "string" ? example : json(example) };

/** The V1 codes a response's description names (`code`: …), in the order of V1_ERRORS. */
export function errorCodesIn(description: string): V1ErrorCode[] {
  return (Object.keys(V1_ERRORS) as V1ErrorCode[]).filter((code) =>
    description.includes(`\`${code}\`:`),
  );
}

/** The numeric codes of Meta's errors a response's description names, once each, in its order. */
const numericCodesIn = (description: string): string[] => [
  ...new Set(
    [...description.matchAll(/`(\d+)`(?: \(subcode (\d+)\))?/g)].map(([, code, subcode]) =>
      subcode === undefined ? code! : `${code} (subcode ${subcode})`,
    ),
  ),
];

/** The media type of each success answer of an operation, by status; undefined: no body. */
const successMediaTypes = (operation: OpenApiOperation) =>
  Object.entries(operation.responses)
    .filter(([status]) => isSuccess(status))
    .map(([status, { content }]) => [status, content && preferredBody(content)?.[0]] as const);

function responseExamples(status: string, operation: OpenApiOperation): ApiBody[] {
  const label = `${status} ${successStatusText[status] ?? ""}`.trimEnd();
  const response = operation.responses[status];
  const body = response?.content && preferredBody(response.content);
  // An answer without a body (204 No Content) is still shown, without an example.
  if (!body) return [{ label }];
  const [mediaType, content] = body;
  const shown = mediaType === JSON_MEDIA_TYPE ? label : `${label} (${mediaTypeName(mediaType)})`;
  if (content.example !== undefined) {
    return [{ label: shown, ...bodyExample(mediaType, content.example) }];
  }
  return Object.entries(content.examples ?? {}).map(([name, { value }]) => ({
    label: `${shown}: ${name}`,
    ...bodyExample(mediaType, value),
  }));
}

/** The first example of an operation's JSON success answer, when it has one. */
function successExample(operation: OpenApiOperation): Record<string, unknown> | undefined {
  const content = Object.entries(operation.responses).find(
    ([status, response]) => isSuccess(status) && response.content?.[JSON_MEDIA_TYPE],
  )?.[1].content?.[JSON_MEDIA_TYPE];
  return (content?.example ?? Object.values(content?.examples ?? {})[0]?.value) as
    Record<string, unknown> | undefined;
}

/** The JSON success examples of a path's operations, those of `first` first. */
const pathExamples = (item: OpenApiPathItem, first?: HttpMethod) =>
  [...(first ? [first] : []), ...HTTP_METHODS.filter((other) => other !== first)].flatMap(
    (other) => {
      const example = item[other] && successExample(item[other]);
      return example ? [example] : [];
    },
  );

/**
 * Path parameters that no example of the document names, as the examples fill them: a phone
 * number id is 15 digits, Meta's or the sandbox's (`sandboxPhoneNumberId`).
 */
const examplePathParameters: Record<string, string> = { phone_number_id: "106540352242922" };

/**
 * A path with each parameter filled with its example in the document, else from an example
 * answer: its field of the same name (`message_id`), else, for the last `{…_id}`, the `id` of the
 * thing the path names. An operation answering without a body (a delete) takes the example of
 * another operation on its path; a path whose answers do not name it (a CSV report, a media
 * download) takes those of the path it extends.
 */
function examplePath(
  path: string,
  method: HttpMethod,
  paths: Record<string, OpenApiPathItem>,
): string {
  const parameters = paths[path]?.[method]?.parameters ?? [];
  const examples = [
    ...pathExamples(paths[path] ?? {}, method),
    ...pathExamples(paths[path.slice(0, path.lastIndexOf("/"))] ?? {}),
  ];
  const last = [...path.matchAll(/\{(\w+)\}/g)].at(-1)?.[1];
  return path.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const own = parameters.find((parameter) => parameter.name === name)?.example;
    if (typeof own === "string") return own;
    for (const example of examples) {
      const value =
        example[name] ?? (name === last && name.endsWith("_id") ? example.id : undefined);
      if (typeof value === "string") return value;
    }
    return examplePathParameters[name] ?? placeholder;
  });
}

/**
 * The file an example sends a body of another media type from, or saves a file answer to, named
 * after its path's subject.
 */
const exampleFileName = (path: string, mediaType: string) =>
  `${path.split("/")[1]}.${mediaType.slice(mediaType.indexOf("/") + 1)}`;

/** The file each example uploads in a form, where its path's subject would not name one. */
const exampleUploadNames: Record<string, string> = { "/media": "photo.jpg" };

/** Each text field's value in the examples' forms, where the document gives it no example. */
const exampleFormFields: Record<string, string> = { messaging_product: "whatsapp" };

/**
 * A multipart/form-data body as the examples send it: its first file field, read from a file, and
 * each text field that has an example.
 */
function exampleForm(path: string, { schema }: OpenApiMediaType): RequestForm | undefined {
  const properties = Object.entries(schema?.properties ?? {});
  const [field, file] = properties.find(([, property]) => property.contentMediaType) ?? [];
  if (field === undefined) return undefined;
  return {
    file: {
      field,
      name: exampleUploadNames[path] ?? exampleFileName(path, file!.contentMediaType!),
    },
    fields: properties.flatMap(([name, property]) => {
      const value = property.contentMediaType
        ? undefined
        : (property.example ?? exampleFormFields[name]);
      return value === undefined ? [] : [[name, String(value)] as const];
    }),
  };
}

function endpointOf(
  path: string,
  method: HttpMethod,
  paths: Record<string, OpenApiPathItem>,
): ApiEndpoint {
  const operation = paths[path]![method]!;
  const [requestType = JSON_MEDIA_TYPE, requestContent] =
    (operation.requestBody && preferredBody(operation.requestBody.content)) ?? [];
  const requestExample = requestContent?.example;
  // A form (a media upload) is sent in parts; another media type than JSON (a CSV import) as a
  // file, with or without an example.
  const form =
    requestContent && requestType === FORM_MEDIA_TYPE
      ? exampleForm(path, requestContent)
      : undefined;
  const file =
    requestContent && requestType !== JSON_MEDIA_TYPE && requestType !== FORM_MEDIA_TYPE
      ? { name: exampleFileName(path, requestType), mediaType: requestType }
      : undefined;
  const parameters = (operation.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    location: parameter.in,
    required: parameter.required ?? false,
    description:
      parameter.description ?? (parameter.in === "path" ? "The id from an earlier answer." : ""),
  }));
  const headers = parameters
    .filter((parameter) => parameter.location === "header")
    .map(
      (parameter) =>
        [
          parameter.name,
          parameter.name === "Idempotency-Key"
            ? (exampleIdempotencyKeys[path] ?? "your-unique-request-id")
            : "…",
        ] as const,
    );
  const upperMethod = method.toUpperCase() as Uppercase<HttpMethod>;
  const successTypes = successMediaTypes(operation);
  const answerTypes = successTypes.map(([, type]) => type);
  // Text (a CSV report) is printed; a file of another media type (a media download) is saved.
  const answerType = answerTypes.includes(JSON_MEDIA_TYPE)
    ? undefined
    : answerTypes.find((type) => type !== undefined);
  const isTextAnswer = answerType?.startsWith("text/") === true;
  return {
    id: slug(`${method} ${path}`),
    method: upperMethod,
    path,
    title: operation.summary,
    description: operation.description,
    parameters,
    ...(requestExample === undefined
      ? {}
      : {
          request: {
            label: file ? `Request body (${mediaTypeName(requestType)} file)` : "Request body",
            ...bodyExample(requestType, requestExample),
          },
        }),
    responses: successTypes.flatMap(([status]) => responseExamples(status, operation)),
    errors: Object.entries(operation.responses)
      .filter(([status]) => !isSuccess(status))
      .map(([status, response]) => ({
        status: Number(status),
        codes: errorCodesIn(response.description),
        otherCodes: numericCodesIn(response.description),
      }))
      .sort((a, b) => a.status - b.status),
    samples: requestSamples({
      method: upperMethod,
      url: `${V1_BASE_URL}${examplePath(path, method, paths)}`,
      headers,
      ...(file ? { file } : form ? { form } : { body: requestExample }),
      emptyAnswer: answerTypes.length > 0 && answerTypes.every((type) => type === undefined),
      textAnswer: isTextAnswer,
      ...(answerType === undefined || isTextAnswer
        ? {}
        : { saveAs: exampleFileName(path, answerType) }),
    }),
  };
}

/** Every operation of a document, in its order. */
export function endpointsOf(document: Pick<OpenApiDocument, "paths">): ApiEndpoint[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) =>
      endpointOf(path, method, document.paths),
    ),
  );
}

/** Every operation of the /v1 document, in its order. */
export const apiEndpoints: readonly ApiEndpoint[] = endpointsOf(apiDocument);

/** What the same Idempotency-Key does next time. Backticks mark code. */
export const idempotencyRules = [
  `Send a unique \`Idempotency-Key\` header (up to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters) with each message, such as the id of the order event it is about.`,
  `The same key with the same body within ${IDEMPOTENCY_KEY_HOURS} hours gets exactly the first answer, with the header \`Idempotent-Replayed: true\`, and nothing is sent again: after a timeout or a dropped connection, simply retry.`,
  `The same key with a different body is refused: ${refusal("idempotency_key_reused")}.`,
  `While the first request with that key is still being processed, another is refused: ${refusal("idempotency_key_in_use")}. Retry it a moment later.`,
] as const;

const statusMeanings: Record<MessageStatus, string> = {
  accepted:
    "We stored the message and queued it for delivery: every successful send answers with this status.",
  sent: "WhatsApp has taken the message for delivery.",
  delivered:
    "The message reached the recipient's phone; from now on the `message.status` webhook carries its price.",
  read: "The recipient opened the message. It implies delivered, which WhatsApp sometimes does not report.",
  failed:
    "The message cannot be delivered; `error` holds WhatsApp's code and reason, such as `131026` (undeliverable). Nothing follows it.",
};

/** Each status, in the order a message moves through them. */
export const messageStatuses = MESSAGE_STATUSES.map((status) => ({
  status,
  meaning: statusMeanings[status],
}));

export const serviceWindow = {
  hours: SERVICE_WINDOW_HOURS,
  rules: [
    `Free-form text (\`POST /messages/send\`) can only go to a customer who wrote to your business in the last ${SERVICE_WINDOW_HOURS} hours; each new message from them opens the window again for ${SERVICE_WINDOW_HOURS} hours.`,
    `Outside the window, text is refused with ${refusal("outside_service_window")}: start the conversation with an approved template (\`POST /messages/template\`), which you can send at any time.`,
    "Customers' messages reach you as `message.received` webhooks.",
  ],
} as const;

/** Every error code, with its HTTP status and meaning, in the order of V1_ERRORS. */
export const apiErrors = (Object.keys(V1_ERRORS) as V1ErrorCode[]).map((code) => ({
  code,
  status: V1_ERRORS[code].status,
  description: V1_ERRORS[code].description,
}));

const exampleLabel = (code: V1ErrorCode) => `${V1_ERRORS[code].status} ${code}`;

export const errorExamples: readonly ApiExample[] = [
  { label: exampleLabel(V1_EXAMPLES.error.error.code), json: json(V1_EXAMPLES.error) },
  {
    label: exampleLabel("invalid_request"),
    json: json({
      error: {
        code: "invalid_request",
        message: MESSAGING_MESSAGES.to,
        details: { fields: [{ path: "to", message: MESSAGING_MESSAGES.to }] },
      },
    }),
  },
];

export const rateLimits = [
  {
    limit: `${formatNumber(V1_RATE_LIMITS.messagesPerSecond)} messages per second`,
    scope: "Messages sent (text and templates together)",
  },
  {
    limit: `${formatNumber(V1_RATE_LIMITS.messagesPerHour)} messages per hour`,
    scope: "Messages sent (text and templates together)",
  },
  {
    limit: `${formatNumber(V1_RATE_LIMITS.callsPerMinute)} API calls per minute`,
    scope: "Every call, status checks included",
  },
] as const;

/** The limit headers every answer carries, then Retry-After. */
export const rateLimitHeaders = Object.entries(V1_RATE_LIMIT_HEADERS).map(
  ([name, description]) => ({ name, description }),
);

export const webhookEvents: readonly WebhookEventDoc[] = Object.entries(apiDocument.webhooks).map(
  ([name, { post }]) => ({
    name,
    title: post.summary,
    description: post.description,
    payload: json(post.requestBody?.content["application/json"].example),
  }),
);

export const webhookSignatureHeaders = [
  {
    name: "webhook-id",
    description: "The event's id: the same on every retry, so you can handle each event once.",
  },
  {
    name: "webhook-timestamp",
    description:
      "When this attempt was sent, in Unix seconds. Refuse it when it is more than 5 minutes from your clock.",
  },
  {
    name: "webhook-signature",
    description:
      "`v1,` and the Base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`, keyed with your signing secret: the bytes of the Base64 after `whsec_`. Several signatures are separated by spaces.",
  },
] as const;

export const webhookSecretRotationHours = PREVIOUS_WEBHOOK_SECRET_HOURS;

/** The failed message of the document's examples: a sandbox number that cannot be delivered. */
export const sandboxFailingNumber: string = V1_EXAMPLES.failedStatus.recipient;

export { webhookVerificationSamples };
