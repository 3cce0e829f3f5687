// The webhook verification the documentation page shows, run as shown against signatures made by
// the `standardwebhooks` package (the reference implementation of the scheme the server signs
// with): genuine deliveries pass, including both signatures of a secret rotation; tampered, late,
// or foreign ones fail.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiEndpoints } from "./api-documentation";
import {
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
  const extension: Record<string, string> = { curl: "sh", node: "mjs", python: "py" };

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
