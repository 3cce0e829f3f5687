// The documentation page's code: requests written out from an operation of the OpenAPI document
// (method, URL, headers, example body or file), so each example sends exactly what the API
// documents; and the webhook receivers, whose verification api-code-samples.test.ts runs against
// signatures made with the `standardwebhooks` package. Plain strings: this module runs at
// prerender time only.

/**
 * One example in the languages the page offers, shown as tabs. A type, not an interface: it is
 * an island's props, which must be JSON.
 */
export type CodeSample = {
  /** The tab's key; pages keep the same language selected in every set of tabs. */
  language: string;
  /** The tab's name ("cURL"). */
  label: string;
  code: string;
};

/** The methods an operation of the document may use. */
export type RequestMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A call to write out in every language. */
export interface ApiRequest {
  method: RequestMethod;
  url: string;
  /** Headers beyond Authorization and Content-Type, in order. */
  headers?: readonly (readonly [name: string, value: string])[];
  /** The JSON body; without one (or a file) the call sends no body and no Content-Type. */
  body?: unknown;
  /** A file sent as the body, byte for byte, with its media type (a CSV import), instead of JSON. */
  file?: RequestFile;
  /** The success answer has no body (204 No Content): only a refusal is read as JSON. */
  emptyAnswer?: boolean;
  /** The success answer is text (a CSV file), printed as it is: only a refusal is read as JSON. */
  textAnswer?: boolean;
}

/** A file the example reads from its working directory and sends. */
export interface RequestFile {
  /** "contacts.csv". */
  name: string;
  /** Its Content-Type ("text/csv"). */
  mediaType: string;
}

/** The Content-Type a request sends, if it has a body. */
const contentTypeOf = ({ body, file }: ApiRequest) =>
  file ? file.mediaType : body === undefined ? undefined : "application/json";

/** The environment variables the examples read. */
export const SAMPLE_ENV = {
  apiKey: "AIZAPY_API_KEY",
  webhookSecret: "AIZAPY_WEBHOOK_SECRET",
} as const;

/** Where the webhook examples receive deliveries. */
export const SAMPLE_WEBHOOK_PATH = "/webhooks/aizapy";

const MAX_INLINE_WIDTH = 72;
const isIdentifier = (key: string) => /^[A-Za-z_$][\w$]*$/.test(key);

interface LiteralSyntax {
  indent: string;
  key(name: string): string;
  scalar(value: null | boolean | number | string): string;
  /** The space inside braces of a one-line object: `{ a: 1 }` in JavaScript, `{"a": 1}` in Python. */
  braceSpace: string;
}

const javascriptSyntax: LiteralSyntax = {
  indent: "  ",
  key: (name) => (isIdentifier(name) ? name : JSON.stringify(name)),
  scalar: (value) => JSON.stringify(value),
  braceSpace: " ",
};

const pythonSyntax: LiteralSyntax = {
  indent: "    ",
  key: (name) => JSON.stringify(name),
  scalar: (value) =>
    value === null
      ? "None"
      : value === true
        ? "True"
        : value === false
          ? "False"
          : JSON.stringify(value),
  braceSpace: "",
};

/**
 * A JSON value as a JavaScript or Python literal, formatted the way Prettier and Black would: on
 * one line when it fits, else one entry per line with a trailing comma.
 */
export function formatLiteral(value: unknown, syntax: LiteralSyntax, depth = 0): string {
  if (value === null || typeof value !== "object") {
    return syntax.scalar(value as null | boolean | number | string);
  }
  const isArray = Array.isArray(value);
  const entries = isArray
    ? (value as unknown[]).map((item) => formatLiteral(item, syntax, depth + 1))
    : Object.entries(value).map(
        ([key, item]) => `${syntax.key(key)}: ${formatLiteral(item, syntax, depth + 1)}`,
      );
  const [open, close] = isArray ? ["[", "]"] : ["{", "}"];
  if (entries.length === 0) return `${open}${close}`;
  const space = isArray ? "" : syntax.braceSpace;
  const inline = `${open}${space}${entries.join(", ")}${space}${close}`;
  if (!inline.includes("\n") && syntax.indent.length * depth + inline.length <= MAX_INLINE_WIDTH) {
    return inline;
  }
  const inner = syntax.indent.repeat(depth + 1);
  return `${open}\n${entries.map((entry) => `${inner}${entry},`).join("\n")}\n${syntax.indent.repeat(depth)}${close}`;
}

const indentLines = (text: string, prefix: string) => text.replaceAll("\n", `\n${prefix}`);

/** A value inside single quotes in a POSIX shell. */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

export function curlSample(request: ApiRequest): string {
  const { method, url, headers = [], body, file } = request;
  const contentType = contentTypeOf(request);
  const lines = [
    method === "GET" ? `curl ${JSON.stringify(url)}` : `curl -X ${method} ${JSON.stringify(url)}`,
    `-H "Authorization: Bearer $${SAMPLE_ENV.apiKey}"`,
    ...(contentType === undefined ? [] : [`-H ${JSON.stringify(`Content-Type: ${contentType}`)}`]),
    ...headers.map(([name, value]) => `-H ${JSON.stringify(`${name}: ${value}`)}`),
    ...(file
      ? [`--data-binary @${file.name}`]
      : body === undefined
        ? []
        : [`-d ${indentLines(shellQuote(JSON.stringify(body, null, 2)), "  ")}`]),
  ];
  return lines.join(" \\\n  ");
}

export function nodeSample(request: ApiRequest): string {
  const { method, url, headers = [], body, file, emptyAnswer, textAnswer } = request;
  const contentType = contentTypeOf(request);
  const headerLines = [
    `Authorization: \`Bearer \${process.env.${SAMPLE_ENV.apiKey}}\`,`,
    ...(contentType === undefined ? [] : [`"Content-Type": ${JSON.stringify(contentType)},`]),
    ...headers.map(([name, value]) => `${javascriptSyntax.key(name)}: ${JSON.stringify(value)},`),
  ];
  const options = [
    ...(method === "GET" ? [] : [`method: ${JSON.stringify(method)},`]),
    `headers: {\n    ${headerLines.join("\n    ")}\n  },`,
    ...(file
      ? [`body: await readFile(${JSON.stringify(file.name)}),`]
      : body === undefined
        ? []
        : [`body: JSON.stringify(${formatLiteral(body, javascriptSyntax, 1)}),`]),
  ];
  const answerLines =
    emptyAnswer || textAnswer
      ? [
          `if (!response.ok) {`,
          `  const answer = await response.json();`,
          `  throw new Error(\`\${answer.error.code}: \${answer.error.message}\`);`,
          `}`,
          emptyAnswer ? `console.log(response.status);` : `console.log(await response.text());`,
        ]
      : [
          `const answer = await response.json();`,
          `if (!response.ok) throw new Error(\`\${answer.error.code}: \${answer.error.message}\`);`,
          `console.log(answer);`,
        ];
  return [
    `// Node.js 18 or newer, as an ES module (.mjs): fetch is built in.`,
    ...(file ? [`import { readFile } from "node:fs/promises";`, ``] : []),
    `const response = await fetch(${JSON.stringify(url)}, {`,
    `  ${options.join("\n  ")}`,
    `});`,
    ...answerLines,
  ].join("\n");
}

export function pythonSample(request: ApiRequest): string {
  const { method, url, headers = [], body, file, emptyAnswer, textAnswer } = request;
  const headerLines = [
    `"Authorization": f"Bearer {os.environ['${SAMPLE_ENV.apiKey}']}",`,
    // requests sets the JSON Content-Type itself, not a file's.
    ...(file ? [`"Content-Type": ${JSON.stringify(file.mediaType)},`] : []),
    ...headers.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)},`),
  ];
  const argumentsLines = [
    `${JSON.stringify(url)},`,
    `headers={\n        ${headerLines.join("\n        ")}\n    },`,
    ...(file
      ? [`data=file,`]
      : body === undefined
        ? []
        : [`json=${formatLiteral(body, pythonSyntax, 1)},`]),
    `timeout=10,`,
  ];
  const call = [
    `response = requests.${method.toLowerCase()}(`,
    `    ${argumentsLines.join("\n    ")}`,
    `)`,
  ].join("\n");
  const answerLines =
    emptyAnswer || textAnswer
      ? [
          `if not response.ok:`,
          `    answer = response.json()`,
          `    raise RuntimeError(f"{answer['error']['code']}: {answer['error']['message']}")`,
          emptyAnswer ? `print(response.status_code)` : `print(response.text)`,
        ]
      : [
          `answer = response.json()`,
          `if not response.ok:`,
          `    raise RuntimeError(f"{answer['error']['code']}: {answer['error']['message']}")`,
          `print(answer)`,
        ];
  return [
    `import os`,
    ``,
    `import requests`,
    ``,
    file
      ? `with open(${JSON.stringify(file.name)}, "rb") as file:\n    ${indentLines(call, "    ")}`
      : call,
    ...answerLines,
  ].join("\n");
}

/** A call in cURL, Node.js (fetch) and Python (requests). */
export function requestSamples(request: ApiRequest): CodeSample[] {
  return [
    { language: "curl", label: "cURL", code: curlSample(request) },
    { language: "node", label: "Node.js", code: nodeSample(request) },
    { language: "python", label: "Python", code: pythonSample(request) },
  ];
}

const nodeVerifyImports = `import { createHmac, timingSafeEqual } from "node:crypto";`;

const nodeVerifyBody = `/**
 * Whether a webhook comes from Ai Zapy: a signature in webhook-signature is
 * the HMAC-SHA256 of "id.timestamp.body" under your signing secret (whsec_…),
 * and webhook-timestamp is within 5 minutes (a replay later fails).
 * rawBody: the body exactly as received (Buffer or string), before parsing.
 */
export function verifyWebhook(secret, headers, rawBody) {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (!id || !signatures || !/^\\d+$/.test(timestamp ?? "")) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false;

  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key)
    .update(\`\${id}.\${timestamp}.\`)
    .update(rawBody)
    .digest();
  // During a secret rotation both secrets sign, space-separated.
  return signatures.split(" ").some((signature) => {
    const [version, value = ""] = signature.split(",");
    const received = Buffer.from(value, "base64");
    return (
      version === "v1" &&
      received.length === expected.length &&
      timingSafeEqual(received, expected)
    );
  });
}`;

/** The Node.js verification function on its own (a module exporting `verifyWebhook`). */
export const nodeVerifyFunction = `${nodeVerifyImports}\n\n${nodeVerifyBody}`;

const nodeReceiver = `createServer(async (request, response) => {
  if (request.method !== "POST" || request.url !== "${SAMPLE_WEBHOOK_PATH}") {
    response.writeHead(404).end();
    return;
  }
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  const secret = process.env.${SAMPLE_ENV.webhookSecret};
  if (!verifyWebhook(secret, request.headers, body)) {
    response.writeHead(401).end();
    return;
  }
  const event = JSON.parse(body);
  // A retry carries the same webhook-id: handle each id once.
  console.log(request.headers["webhook-id"], event.type, event.data);
  response.writeHead(204).end();
}).listen(3000);`;

const pythonVerifyBody = `def verify_webhook(secret, headers, body):
    """Whether a webhook comes from Ai Zapy: a signature in webhook-signature
    is the HMAC-SHA256 of "id.timestamp.body" under your signing secret
    (whsec_...), and webhook-timestamp is within 5 minutes (a replay fails).
    body: the raw body (bytes), before parsing."""
    msg_id = headers.get("webhook-id")
    timestamp = headers.get("webhook-timestamp") or ""
    signatures = headers.get("webhook-signature")
    if not msg_id or not signatures or not timestamp.isdigit():
        return False
    if abs(time.time() - int(timestamp)) > 5 * 60:
        return False

    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.".encode() + body
    digest = hmac.new(key, signed, hashlib.sha256).digest()
    expected = "v1," + base64.b64encode(digest).decode()
    # During a secret rotation both secrets sign, space-separated.
    return any(
        hmac.compare_digest(signature, expected)
        for signature in signatures.split(" ")
    )`;

/** The Python verification function on its own (with the imports it needs). */
export const pythonVerifyFunction = `import base64
import hashlib
import hmac
import time


${pythonVerifyBody}`;

const pythonReceiver = `@app.post("${SAMPLE_WEBHOOK_PATH}")
def aizapy_webhook():
    secret = os.environ["${SAMPLE_ENV.webhookSecret}"]
    if not verify_webhook(secret, request.headers, request.get_data()):
        abort(401)
    event = request.get_json()
    # A retry carries the same webhook-id: handle each id once.
    print(request.headers["webhook-id"], event["type"], event["data"])
    return "", 204`;

const standardWebhooksSample = `// npm install standardwebhooks
import { Webhook } from "standardwebhooks";

const webhook = new Webhook(process.env.${SAMPLE_ENV.webhookSecret});

// rawBody: the body exactly as received (string or Buffer), before parsing;
// headers: the request's headers. Throws when no signature matches or the
// timestamp is more than 5 minutes away; returns the parsed event.
const event = webhook.verify(rawBody, headers);`;

/** The webhook receivers: Node.js (node:crypto, or the standardwebhooks package) and Python. */
export const webhookVerificationSamples: CodeSample[] = [
  {
    language: "node",
    label: "Node.js",
    code: `${nodeVerifyImports}\nimport { createServer } from "node:http";\n\n${nodeVerifyBody}\n\n${nodeReceiver}`,
  },
  {
    language: "standardwebhooks",
    label: "standardwebhooks",
    code: standardWebhooksSample,
  },
  {
    language: "python",
    label: "Python",
    code: `import base64\nimport hashlib\nimport hmac\nimport os\nimport time\n\nfrom flask import Flask, abort, request\n\napp = Flask(__name__)\n\n\n${pythonVerifyBody}\n\n\n${pythonReceiver}`,
  },
];
