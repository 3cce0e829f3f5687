// The webhook verification the documentation page shows, run as shown against signatures made by
// the `standardwebhooks` package (the reference implementation of the scheme the server signs
// with): genuine deliveries pass, including both signatures of a secret rotation; tampered, late,
// or foreign ones fail. The request examples are run as shown too, against a local server that
// records the method, path, headers and body each one sends (a file's bytes and a form's parts
// included), and answers JSON, text or a file.
import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { V1_BASE_URL } from "@aizapy/contracts";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiEndpoints } from "./api-documentation";
import {
  type ApiRequest,
  nodeVerifyFunction,
  pythonVerifyFunction,
  requestSamples,
  SAMPLE_ENV,
  SAMPLE_WEBHOOK_PATH,
  webhookVerificationSamples,
} from "./api-code-samples";

type Headers = Record<string, string>;
type VerifyWebhook = (secret: string, headers: Headers, rawBody: string | Buffer) => boolean;

const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;
const body = JSON.stringify({
  type: "message.status",
  timestamp: "2026-11-25T09:15:00.000Z",
  data: { message_id: "0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b", status: "delivered" },
});

/** The headers Ai Zapy sends, signed by standardwebhooks with each secret (a rotation: two). */
function signedHeaders(secrets: string[], sentAt = new Date(), payload = body): Headers {
  const id = `msg_${randomBytes(8).toString("hex")}`;
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": secrets
      .map((secret) => new Webhook(secret).sign(id, sentAt, payload))
      .join(" "),
  };
}

const extension: Record<string, string> = { curl: "sh", node: "mjs", python: "py" };

const sampleCode = (language: string) =>
  webhookVerificationSamples.find((sample) => sample.language === language)!.code;

let directory: string;
beforeAll(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), "aizapy-webhook-samples-"));
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The cases both languages must get right: [what, secret held, headers, body, genuine?]. */
function verificationCases(): [string, string, Headers, string, boolean][] {
  const secret = newSecret();
  const previous = newSecret();
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const rotation = signedHeaders([previous, secret]);
  const valid = signedHeaders([secret]);
  return [
    ["a genuine delivery", secret, valid, body, true],
    ["a rotation, checked with the new secret", secret, rotation, body, true],
    ["a rotation, checked with the previous secret", previous, rotation, body, true],
    ["a changed body", secret, valid, body.replace("delivered", "read"), false],
    ["another secret's signature", newSecret(), valid, body, false],
    [
      "a delivery signed 10 minutes ago (a replay)",
      secret,
      signedHeaders([secret], minutesAgo(10)),
      body,
      false,
    ],
    ["a delivery signed 4 minutes ago", secret, signedHeaders([secret], minutesAgo(4)), body, true],
    [
      "a timestamp changed after signing",
      secret,
      { ...valid, "webhook-timestamp": String(Number(valid["webhook-timestamp"]) - 1) },
      body,
      false,
    ],
    ["an id changed after signing", secret, { ...valid, "webhook-id": "msg_other" }, body, false],
    ["no signature", secret, { ...valid, "webhook-signature": "" }, body, false],
    [
      "a signature of another version",
      secret,
      { ...valid, "webhook-signature": valid["webhook-signature"]!.replace("v1,", "v2,") },
      body,
      false,
    ],
    [
      "a timestamp that is not a number",
      secret,
      { ...valid, "webhook-timestamp": "soon" },
      body,
      false,
    ],
  ];
}

describe("the Node.js webhook verification on the page", () => {
  let verifyWebhook: VerifyWebhook;
  beforeAll(async () => {
    const file = path.join(directory, "verify-webhook.mjs");
    writeFileSync(file, nodeVerifyFunction);
    ({ verifyWebhook } = (await import(pathToFileURL(file).href)) as {
      verifyWebhook: VerifyWebhook;
    });
  });

  it("is the function the page's Node.js receiver uses", () => {
    const shown = sampleCode("node");
    for (const line of nodeVerifyFunction.split("\n").slice(1)) expect(shown).toContain(line);
    expect(shown).toContain(`request.url !== "${SAMPLE_WEBHOOK_PATH}"`);
  });

  it.each(verificationCases())("%s", (_what, secret, headers, payload, isGenuine) => {
    expect(verifyWebhook(secret, headers, payload)).toBe(isGenuine);
    expect(verifyWebhook(secret, headers, Buffer.from(payload))).toBe(isGenuine);
  });
});

describe("the standardwebhooks example on the page", () => {
  it("verifies a delivery and returns the event", async () => {
    const secret = newSecret();
    const headers = signedHeaders([newSecret(), secret]);
    const standardWebhooks = pathToFileURL(
      createRequire(import.meta.url).resolve("standardwebhooks"),
    ).href;
    const file = path.join(directory, "standardwebhooks-example.mjs");
    writeFileSync(
      file,
      [
        `const rawBody = ${JSON.stringify(body)};`,
        `const headers = ${JSON.stringify(headers)};`,
        sampleCode("standardwebhooks").replace(
          `"standardwebhooks"`,
          JSON.stringify(standardWebhooks),
        ),
        `export { event };`,
      ].join("\n"),
    );
    process.env[SAMPLE_ENV.webhookSecret] = secret;
    try {
      const { event } = (await import(pathToFileURL(file).href)) as { event: unknown };
      expect(event).toEqual(JSON.parse(body));
    } finally {
      delete process.env[SAMPLE_ENV.webhookSecret];
    }
  });
});

// PYTHON names the interpreter (.ci/run points it at Debian's when the one on PATH lacks Flask).
// Without one the examples are skipped on a developer's machine, never in CI.
const pythonCommand = process.env.PYTHON ?? "python3";
const hasPython =
  spawnSync(pythonCommand, ["-c", "import flask, requests"], { encoding: "utf8" }).status === 0;

describe.skipIf(!hasPython && !process.env.CI)(
  "the Python examples on the page (python3 with Flask)",
  () => {
    const runPython = (code: string, input: unknown, env: Record<string, string> = {}) => {
      const result = spawnSync(pythonCommand, ["-c", code], {
        input: JSON.stringify(input),
        encoding: "utf8",
        env: { ...process.env, ...env },
      });
      if (result.status !== 0) throw new Error(result.stderr);
      // The answer is the last line; the examples may print before it.
      const lines = result.stdout.trim().split("\n");
      return { answer: JSON.parse(lines.at(-1)!) as unknown, printed: lines.slice(0, -1) };
    };

    it("verifies exactly the genuine deliveries", () => {
      const cases = verificationCases();
      const { answer: results } = runPython(
        `${pythonVerifyFunction}

import json, sys
cases = json.load(sys.stdin)
print(json.dumps([verify_webhook(secret, headers, body.encode()) for secret, headers, body in cases]))`,
        cases.map(([, secret, headers, payload]) => [secret, headers, payload]),
      );
      expect(results).toEqual(cases.map(([, , , , isGenuine]) => isGenuine));
    });

    it("runs the Flask receiver as shown: 204 for a genuine delivery, 401 otherwise", () => {
      const secret = newSecret();
      const genuine = signedHeaders([secret]);
      const { answer: statuses, printed } = runPython(
        `${sampleCode("python")}

import json, sys
client = app.test_client()
print(json.dumps([
    client.post("${SAMPLE_WEBHOOK_PATH}", data=body, headers=headers, content_type="application/json").status_code
    for headers, body in json.load(sys.stdin)
]))`,
        [
          [genuine, body],
          [genuine, body.replace("delivered", "read")],
        ],
        { [SAMPLE_ENV.webhookSecret]: secret },
      );
      expect(statuses).toEqual([204, 401]);
      // Only the genuine delivery reached the handler.
      expect(printed).toEqual([
        expect.stringMatching(new RegExp(`^${genuine["webhook-id"]} message\\.status \\{`)),
      ]);
    });
  },
);

describe("the request examples on the page", () => {
  const samples = apiEndpoints.flatMap((endpoint) =>
    endpoint.samples.map((sample) => ({ name: `${endpoint.title}, ${sample.label}`, ...sample })),
  );
  const check: Record<string, (file: string) => string[]> = {
    curl: (file) => ["bash", "-n", file],
    node: (file) => [process.execPath, "--check", file],
    python: (file) => [
      "python3",
      "-c",
      `import ast, sys; ast.parse(open(sys.argv[1]).read())`,
      file,
    ],
  };

  it.each(samples)("$name is valid code", ({ language, code }) => {
    if (language === "python" && !hasPython) return;
    const file = path.join(
      directory,
      `sample-${randomBytes(4).toString("hex")}.${extension[language]}`,
    );
    writeFileSync(file, code);
    const [command, ...args] = check[language]!(file);
    const result = spawnSync(command!, args, { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("read the API key from the environment, never from the code", () => {
    for (const { code } of samples) expect(code).toContain(SAMPLE_ENV.apiKey);
  });

  it("write Python literals for JSON's true, false and null", () => {
    const [, , python] = requestSamples({
      method: "POST",
      url: "https://api.example.com/v1/messages/send",
      body: { flag: true, other: false, nothing: null },
    });
    expect(python!.code).toContain(`json={"flag": True, "other": False, "nothing": None},`);
  });
});

describe("the request examples, run against a local server", () => {
  interface Received {
    method: string;
    url: string;
    headers: IncomingHttpHeaders;
    body: string;
    bytes: Buffer;
  }
  /**
   * What the server answers next: a status, and JSON unless the body is undefined, or the text
   * of a CSV file, or a file's bytes with its media type.
   */
  let answer: {
    status: number;
    body?: unknown;
    csv?: string;
    file?: { mediaType: string; bytes: Buffer };
  } = { status: 200, body: {} };
  let received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
        bytes: Buffer.concat(chunks),
      });
      if (answer.file !== undefined) {
        response
          .writeHead(answer.status, { "Content-Type": answer.file.mediaType })
          .end(answer.file.bytes);
      } else if (answer.csv !== undefined) {
        response
          .writeHead(answer.status, { "Content-Type": "text/csv; charset=utf-8" })
          .end(answer.csv);
      } else if (answer.body === undefined) {
        response.writeHead(answer.status).end();
      } else {
        response
          .writeHead(answer.status, { "Content-Type": "application/json" })
          .end(JSON.stringify(answer.body));
      }
    });
  });
  let origin: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const apiKey = `azk_${randomBytes(8).toString("hex")}`;
  const hasCurl = spawnSync("curl", ["--version"]).status === 0;
  // curl is optional (its calls are also pinned as text); Python is required in CI as above.
  const languages = [
    ...(hasCurl ? ["curl"] : []),
    "node",
    ...(hasPython || process.env.CI ? ["python"] : []),
  ];
  const command: Record<string, (file: string) => string[]> = {
    curl: (file) => ["bash", file],
    node: (file) => [process.execPath, file],
    python: (file) => [pythonCommand, file],
  };

  /**
   * Runs one example as shown, in a directory of its own holding `files` (what it uploads), and
   * returns the one request it sent, what it printed, and the directory (what it saved).
   */
  async function run(language: string, code: string, files: Record<string, string | Buffer> = {}) {
    const workingDirectory = mkdtempSync(path.join(directory, "run-"));
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(path.join(workingDirectory, name), content);
    }
    const file = path.join(workingDirectory, `request.${extension[language]}`);
    writeFileSync(file, code);
    const [program, ...args] = command[language]!(file);
    received = [];
    const result = await promisify(execFile)(program!, args, {
      cwd: workingDirectory,
      encoding: "utf8",
      timeout: 20_000,
      // The server is on this machine: no proxy in between.
      env: { ...process.env, [SAMPLE_ENV.apiKey]: apiKey, NO_PROXY: "*", no_proxy: "*" },
    }).then(
      ({ stdout }) => ({ ok: true, output: stdout }),
      (error: { stdout: string; stderr: string }) => ({
        ok: false,
        output: `${error.stdout}${error.stderr}`,
      }),
    );
    expect(received).toHaveLength(1);
    return { request: received[0]!, workingDirectory, ...result };
  }

  /** The parts of a multipart/form-data body, as a server reads them. */
  const formOf = ({ headers, bytes }: Received) =>
    new Response(Uint8Array.from(bytes), {
      headers: { "content-type": headers["content-type"]! },
    }).formData();

  const samplesOf = (request: Omit<ApiRequest, "url">, urlPath: string) =>
    requestSamples({ ...request, url: `${origin}/v1${urlPath}` }).filter(({ language }) =>
      languages.includes(language),
    );
  const contactId = "0193c0de-7a1b-7c2d-8e3f-4a5b6c7d8e9f";

  it("send a PATCH with its JSON body, and print the answer", async () => {
    answer = { status: 200, body: { id: contactId, name: "Asha Rao" } };
    const samples = samplesOf(
      { method: "PATCH", body: { name: "Asha Rao", tags: ["vip"], attributes: { vip: true } } },
      `/contacts/${contactId}`,
    );
    expect(samples.map(({ language }) => language)).toEqual(languages);
    for (const { language, code } of samples) {
      const { request, ok, output } = await run(language, code);
      expect(ok, `${language}: ${output}`).toBe(true);
      expect(request.method, language).toBe("PATCH");
      expect(request.url, language).toBe(`/v1/contacts/${contactId}`);
      expect(request.headers.authorization, language).toBe(`Bearer ${apiKey}`);
      expect(request.headers["content-type"], language).toMatch(/^application\/json/);
      expect(JSON.parse(request.body), language).toEqual({
        name: "Asha Rao",
        tags: ["vip"],
        attributes: { vip: true },
      });
      expect(output, language).toContain("Asha Rao");
    }
  });

  it("send a DELETE without a body, and take a 204 answer without one", async () => {
    answer = { status: 204 };
    for (const { language, code } of samplesOf(
      { method: "DELETE", emptyAnswer: true },
      `/contacts/${contactId}`,
    )) {
      const { request, ok, output } = await run(language, code);
      expect(ok, `${language}: ${output}`).toBe(true);
      expect(request.method, language).toBe("DELETE");
      expect(request.url, language).toBe(`/v1/contacts/${contactId}`);
      expect(request.headers.authorization, language).toBe(`Bearer ${apiKey}`);
      expect(request.headers["content-type"], language).toBeUndefined();
      expect(request.body, language).toBe("");
      if (language !== "curl") expect(output.trim(), language).toBe("204");
    }
  });

  it("stop with the refusal's code and message when a DELETE is refused", async () => {
    answer = { status: 404, body: { error: { code: "not_found", message: "No such contact." } } };
    for (const { language, code } of samplesOf(
      { method: "DELETE", emptyAnswer: true },
      `/contacts/${contactId}`,
    )) {
      if (language === "curl") continue;
      const { ok, output } = await run(language, code);
      expect(ok, language).toBe(false);
      expect(output, language).toContain("not_found: No such contact.");
    }
  });

  const importId = "0193a2b4-8888-7e8f-9a0b-1c2d3e4f5a6b";
  const upload = { name: "contacts.csv", mediaType: "text/csv" };

  it("send a file's bytes as they are, with its media type, and print the JSON answer", async () => {
    // A spreadsheet's export: a byte order mark, Windows line ends (which `curl -d @file` would
    // strip), UTF-8, a byte of another encoding, and a blank last line.
    const csv = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from("phone,name,tags\r\n+91 98765 43210,Priyā Shārma,vip;diwali\r\n"),
      Buffer.from([0x2b, 0x39, 0x31, 0x39, 0x38, 0x2c, 0x43, 0x61, 0x66, 0xe9, 0x0d, 0x0a]),
      Buffer.from("\r\n"),
    ]);
    answer = { status: 202, body: { id: importId, status: "running" } };
    const samples = samplesOf({ method: "POST", file: upload }, "/contacts/imports");
    expect(samples.map(({ language }) => language)).toEqual(languages);
    for (const { language, code } of samples) {
      const { request, ok, output } = await run(language, code, { [upload.name]: csv });
      expect(ok, `${language}: ${output}`).toBe(true);
      expect(request.method, language).toBe("POST");
      expect(request.url, language).toBe("/v1/contacts/imports");
      expect(request.headers.authorization, language).toBe(`Bearer ${apiKey}`);
      expect(request.headers["content-type"], language).toBe("text/csv");
      expect(request.bytes.toString("hex"), language).toBe(csv.toString("hex"));
      expect(output, language).toContain("running");
    }
  });

  it("stop with the refusal's code and message when an upload is refused", async () => {
    answer = {
      status: 422,
      body: { error: { code: "invalid_request", message: "The file has no phone column." } },
    };
    for (const { language, code } of samplesOf(
      { method: "POST", file: upload },
      "/contacts/imports",
    )) {
      if (language === "curl") continue;
      const { ok, output } = await run(language, code, { [upload.name]: "name\nAsha\n" });
      expect(ok, language).toBe(false);
      expect(output, language).toContain("invalid_request: The file has no phone column.");
    }
  });

  const reportPath = `/contacts/imports/${importId}/report`;

  it("print a CSV answer as its text, without reading it as JSON", async () => {
    const csv =
      "row,phone,error\n17,12345,phone: Enter the contact's WhatsApp number\n903,+91 98765 43210,name: Priyā's name is too long\n";
    answer = { status: 200, csv };
    const samples = samplesOf({ method: "GET", textAnswer: true }, reportPath);
    expect(samples.map(({ language }) => language)).toEqual(languages);
    for (const { language, code } of samples) {
      const { request, ok, output } = await run(language, code);
      expect(ok, `${language}: ${output}`).toBe(true);
      expect(request.method, language).toBe("GET");
      expect(request.url, language).toBe(`/v1${reportPath}`);
      expect(request.headers.authorization, language).toBe(`Bearer ${apiKey}`);
      expect(request.headers["content-type"], language).toBeUndefined();
      expect(request.body, language).toBe("");
      // console.log and print end what they print with a line break of their own.
      expect(output, language).toBe(language === "curl" ? csv : `${csv}\n`);
    }
  });

  it("stop with the refusal's code and message when a CSV download is refused", async () => {
    answer = { status: 404, body: { error: { code: "not_found", message: "No such import." } } };
    for (const { language, code } of samplesOf({ method: "GET", textAnswer: true }, reportPath)) {
      if (language === "curl") continue;
      const { ok, output } = await run(language, code);
      expect(ok, language).toBe(false);
      expect(output, language).toContain("not_found: No such import.");
    }
  });

  const mediaId = "0193a2b4-5555-7e8f-9a0b-1c2d3e4f5a6b";
  const photoForm = {
    file: { field: "file", name: "photo.jpg" },
    fields: [["messaging_product", "whatsapp"]] as const,
  };
  // The first bytes of a JPEG, then every byte value: a part is sent as it is, not as text.
  const photo = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from(Array.from({ length: 256 }, (_, index) => index)),
  ]);

  it("send a file and text fields as a multipart form, and print the JSON answer", async () => {
    answer = { status: 201, body: { id: mediaId, mime_type: "image/jpeg" } };
    const samples = samplesOf({ method: "POST", form: photoForm }, "/media");
    expect(samples.map(({ language }) => language)).toEqual(languages);
    for (const { language, code } of samples) {
      const { request, ok, output } = await run(language, code, { "photo.jpg": photo });
      expect(ok, `${language}: ${output}`).toBe(true);
      expect(request.method, language).toBe("POST");
      expect(request.url, language).toBe("/v1/media");
      expect(request.headers.authorization, language).toBe(`Bearer ${apiKey}`);
      expect(request.headers["content-type"], language).toMatch(
        /^multipart\/form-data; ?boundary=/,
      );
      const form = await formOf(request);
      expect([...form.keys()].sort(), language).toEqual(["file", "messaging_product"]);
      const file = form.get("file") as File;
      expect(file.name, language).toBe("photo.jpg");
      expect(Buffer.from(await file.arrayBuffer()).toString("hex"), language).toBe(
        photo.toString("hex"),
      );
      expect(form.get("messaging_product"), language).toBe("whatsapp");
      expect(output, language).toContain(mediaId);
    }
  });

  it("stop with the refusal's code and message when a form upload is refused", async () => {
    answer = {
      status: 400,
      body: {
        error: { code: "unsupported_media", message: "The file is not of a type WhatsApp takes." },
      },
    };
    for (const { language, code } of samplesOf({ method: "POST", form: photoForm }, "/media")) {
      if (language === "curl") continue;
      const { ok, output } = await run(language, code, { "photo.jpg": "not a photo" });
      expect(ok, language).toBe(false);
      expect(output, language).toContain("unsupported_media: The file is not of a type");
    }
  });

  it("save a file answer's bytes as they are, and print its media type", async () => {
    answer = { status: 200, file: { mediaType: "image/jpeg", bytes: photo } };
    const samples = samplesOf({ method: "GET", saveAs: "media.jpeg" }, `/media/${mediaId}`);
    expect(samples.map(({ language }) => language)).toEqual(languages);
    for (const { language, code } of samples) {
      const { request, ok, output, workingDirectory } = await run(language, code);
      expect(ok, `${language}: ${output}`).toBe(true);
      expect(request.method, language).toBe("GET");
      expect(request.url, language).toBe(`/v1/media/${mediaId}`);
      expect(request.headers.authorization, language).toBe(`Bearer ${apiKey}`);
      expect(request.body, language).toBe("");
      const saved = readFileSync(path.join(workingDirectory, "media.jpeg"));
      expect(saved.toString("hex"), language).toBe(photo.toString("hex"));
      if (language !== "curl") expect(output.trim(), language).toBe("image/jpeg");
    }
  });

  it("stop with the refusal's code and message when a download is refused, saving nothing", async () => {
    answer = { status: 404, body: { error: { code: "not_found", message: "No such media." } } };
    for (const { language, code } of samplesOf(
      { method: "GET", saveAs: "media.jpeg" },
      `/media/${mediaId}`,
    )) {
      if (language === "curl") continue;
      const { ok, output, workingDirectory } = await run(language, code);
      expect(ok, language).toBe(false);
      expect(output, language).toContain("not_found: No such media.");
      expect(() => readFileSync(path.join(workingDirectory, "media.jpeg")), language).toThrow();
    }
  });

  it.each(
    apiEndpoints.map((endpoint) => ({ key: `${endpoint.method} ${endpoint.path}`, endpoint })),
  )(
    "$key: every example sends the documented method, path, headers and body",
    async ({ endpoint }) => {
      const [success] = endpoint.responses;
      const example = success?.json;
      const curl = endpoint.samples.find(({ language }) => language === "curl")!.code;
      // A file answer (a media download) is saved where the example says.
      const savedAs = / -o (\S+)$/.exec(curl)?.[1];
      answer = savedAs
        ? { status: 200, file: { mediaType: "image/jpeg", bytes: photo } }
        : success?.text !== undefined
          ? { status: 200, csv: success.text }
          : example === undefined
            ? { status: 204 }
            : { status: 200, body: JSON.parse(example) };
      const urlPattern = new RegExp(`^/v1${endpoint.path.replace(/\{\w+\}/g, "[\\w-]+")}$`);
      const headers = endpoint.parameters.filter(({ location }) => location === "header");
      // A body of another media type is sent from a file holding the document's example; a form
      // (a media upload) reads its file, made here, and sends the text fields the cURL shows.
      const uploaded = /--data-binary @(\S+)$/.exec(curl)?.[1];
      const [, fileField, formFile] = / -F (\w+)=@(\S+)/.exec(curl) ?? [];
      const formFields = [...curl.matchAll(/ -F (\w+)=([^@\s]\S*)/g)].map(
        ([, name, value]) => [name!, value!] as const,
      );
      const files = uploaded
        ? { [uploaded]: endpoint.request?.text ?? "" }
        : formFile
          ? { [formFile]: photo }
          : {};
      for (const { language, code } of endpoint.samples) {
        if (!languages.includes(language)) continue;
        const { request, ok, output, workingDirectory } = await run(
          language,
          code.replaceAll(V1_BASE_URL, `${origin}/v1`),
          files,
        );
        expect(ok, `${language}: ${output}`).toBe(true);
        expect(request.method, language).toBe(endpoint.method);
        expect(request.url, language).toMatch(urlPattern);
        expect(request.headers.authorization, language).toBe(`Bearer ${apiKey}`);
        for (const { name } of headers) expect(request.headers[name.toLowerCase()]).toBeTruthy();
        if (uploaded) {
          expect(request.headers["content-type"], language).toBe(
            /-H "Content-Type: ([^"]+)"/.exec(curl)?.[1],
          );
          expect(request.body, language).toBe(endpoint.request?.text);
        } else if (formFile) {
          const form = await formOf(request);
          const file = form.get(fileField!) as File;
          expect(Buffer.from(await file.arrayBuffer()).equals(photo), language).toBe(true);
          for (const [name, value] of formFields) expect(form.get(name), language).toBe(value);
        } else {
          expect(request.body ? JSON.parse(request.body) : undefined, language).toEqual(
            endpoint.request?.json && JSON.parse(endpoint.request.json),
          );
        }
        if (success?.text !== undefined) expect(output, language).toContain(success.text);
        if (savedAs) {
          expect(readFileSync(path.join(workingDirectory, savedAs)).equals(photo), language).toBe(
            true,
          );
        }
      }
    },
  );
});
