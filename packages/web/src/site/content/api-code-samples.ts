// The documentation page's code: requests written out from an operation of the OpenAPI document
// (method, URL, headers, example body, file or form), so each example sends exactly what the API
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
  /** A multipart/form-data body (a media upload), instead of JSON. */
  form?: RequestForm;
  /** The success answer has no body (204 No Content): only a refusal is read as JSON. */
  emptyAnswer?: boolean;
  /** The success answer is text (a CSV file), printed as it is: only a refusal is read as JSON. */
  textAnswer?: boolean;
  /** The success answer is a file (a media download), saved under this name: only a refusal is JSON. */
  saveAs?: string;
}

/** A file the example reads from its working directory and sends. */
export interface RequestFile {
  /** "contacts.csv". */
  name: string;
  /** Its Content-Type ("text/csv"). */
  mediaType: string;
}

/** A multipart/form-data body: one file from the working directory, and text fields. */
export interface RequestForm {
  /** The file's field ("file") and the file it reads ("photo.jpg"). */
  file: { field: string; name: string };
  /** Each text field with its value, in order. */
  fields: readonly (readonly [name: string, value: string])[];
}

/**
 * The Content-Type a request sets itself, if it has a body: none for a form, whose client writes
 * it with the parts' boundary.
 */
const contentTypeOf = ({ body, file, form }: ApiRequest) =>
  file ? file.mediaType : form || body === undefined ? undefined : "application/json";

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
/** A word of a POSIX shell command: as it is when the shell leaves it so, else quoted. */
const shellWord = (text: string) => (/^[\w.:/@=+-]+$/.test(text) ? text : shellQuote(text));

export function curlSample(request: ApiRequest): string {
  const { method, url, headers = [], body, file, form, saveAs } = request;
  const contentType = contentTypeOf(request);
  const lines = [
    method === "GET" ? `curl ${JSON.stringify(url)}` : `curl -X ${method} ${JSON.stringify(url)}`,
    `-H "Authorization: Bearer $${SAMPLE_ENV.apiKey}"`,
    ...(contentType === undefined ? [] : [`-H ${JSON.stringify(`Content-Type: ${contentType}`)}`]),
    ...headers.map(([name, value]) => `-H ${JSON.stringify(`${name}: ${value}`)}`),
    ...(file
      ? [`--data-binary @${file.name}`]
      : form
        ? [
            `-F ${shellWord(`${form.file.field}=@${form.file.name}`)}`,
            ...form.fields.map(([name, value]) => `-F ${shellWord(`${name}=${value}`)}`),
          ]
        : body === undefined
          ? []
          : [`-d ${indentLines(shellQuote(JSON.stringify(body, null, 2)), "  ")}`]),
    ...(saveAs ? [`-o ${shellWord(saveAs)}`] : []),
  ];
  return lines.join(" \\\n  ");
}

export function nodeSample(request: ApiRequest): string {
  const { method, url, headers = [], body, file, form, emptyAnswer, textAnswer, saveAs } = request;
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
      : form
        ? [`body: form,`]
        : body === undefined
          ? []
          : [`body: JSON.stringify(${formatLiteral(body, javascriptSyntax, 1)}),`]),
  ];
  const formLines = form
    ? [
        `const form = new FormData();`,
        `form.append(${JSON.stringify(form.file.field)}, new Blob([await readFile(${JSON.stringify(form.file.name)})]), ${JSON.stringify(form.file.name)});`,
        ...form.fields.map(
          ([name, value]) => `form.append(${JSON.stringify(name)}, ${JSON.stringify(value)});`,
        ),
      ]
    : [];
  const refusalLines = [
    `if (!response.ok) {`,
    `  const answer = await response.json();`,
    `  throw new Error(\`\${answer.error.code}: \${answer.error.message}\`);`,
    `}`,
  ];
  const answerLines = emptyAnswer
    ? [...refusalLines, `console.log(response.status);`]
    : textAnswer
      ? [...refusalLines, `console.log(await response.text());`]
      : saveAs
        ? [
            ...refusalLines,
            `await writeFile(${JSON.stringify(saveAs)}, Buffer.from(await response.arrayBuffer()));`,
            `console.log(response.headers.get("content-type"));`,
          ]
        : [
            `const answer = await response.json();`,
            `if (!response.ok) throw new Error(\`\${answer.error.code}: \${answer.error.message}\`);`,
            `console.log(answer);`,
          ];
  const fileFunctions = [...(file || form ? ["readFile"] : []), ...(saveAs ? ["writeFile"] : [])];
  return [
    `// Node.js 18 or newer, as an ES module (.mjs): ${form ? "fetch, FormData and Blob are" : "fetch is"} built in.`,
    ...(fileFunctions.length > 0
      ? [`import { ${fileFunctions.join(", ")} } from "node:fs/promises";`, ``]
      : []),
    ...formLines,
    `const response = await fetch(${JSON.stringify(url)}, {`,
    `  ${options.join("\n  ")}`,
    `});`,
    ...answerLines,
  ].join("\n");
}

export function pythonSample(request: ApiRequest): string {
  const { method, url, headers = [], body, file, form, emptyAnswer, textAnswer, saveAs } = request;
  const headerLines = [
    `"Authorization": f"Bearer {os.environ['${SAMPLE_ENV.apiKey}']}",`,
    // requests sets the JSON and form Content-Types itself, not a file's.
    ...(file ? [`"Content-Type": ${JSON.stringify(file.mediaType)},`] : []),
    ...headers.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)},`),
  ];
  const argumentsLines = [
    `${JSON.stringify(url)},`,
    `headers={\n        ${headerLines.join("\n        ")}\n    },`,
    ...(file
      ? [`data=file,`]
      : form
        ? [
            `files={${JSON.stringify(form.file.field)}: file},`,
            ...(form.fields.length === 0
              ? []
              : [`data=${formatLiteral(Object.fromEntries(form.fields), pythonSyntax, 1)},`]),
          ]
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
  const refusalLines = [
    `if not response.ok:`,
    `    answer = response.json()`,
    `    raise RuntimeError(f"{answer['error']['code']}: {answer['error']['message']}")`,
  ];
  const answerLines = emptyAnswer
    ? [...refusalLines, `print(response.status_code)`]
    : textAnswer
      ? [...refusalLines, `print(response.text)`]
      : saveAs
        ? [
            ...refusalLines,
            `with open(${JSON.stringify(saveAs)}, "wb") as file:`,
            `    file.write(response.content)`,
            `print(response.headers["Content-Type"])`,
          ]
        : [
            `answer = response.json()`,
            `if not response.ok:`,
            `    raise RuntimeError(f"{answer['error']['code']}: {answer['error']['message']}")`,
            `print(answer)`,
          ];
  const upload = file?.name ?? form?.file.name;
  return [
    `import os`,
    ``,
    `import requests`,
    ``,
    upload
      ? `with open(${JSON.stringify(upload)}, "rb") as file:\n    ${indentLines(call, "    ")}`
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
