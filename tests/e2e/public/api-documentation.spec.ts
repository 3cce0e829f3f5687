// The API documentation page against the product: it documents what /v1/openapi.json describes,
// its code tabs work by mouse, keyboard and without JavaScript, and its examples, run as shown,
// send messages through the sandbox and verify the webhooks the product signs.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { sandbox } from "../../../packages/web/src/site/content/api-platform-facts.ts";
import { graphql, signInOverApi, signOutOverApi } from "../../support/e2e-fixtures.ts";
import { expect, expectNoAxeViolations, isPhone, test, waitForIslands } from "./fixtures.ts";

const DOCUMENTED_BASE_URL = "https://api.aizapy.com/v1";

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { summary: string; responses: Record<string, { description: string }> }>
  >;
  webhooks: Record<string, unknown>;
  components: {
    schemas: { Error: { properties: { error: { properties: { code: { enum: string[] } } } } } };
  };
}

async function servedDocument(request: APIRequestContext): Promise<OpenApiDocument> {
  const response = await request.get("/v1/openapi.json");
  expect(response.status()).toBe(200);
  return (await response.json()) as OpenApiDocument;
}

/** The code of one example as the page shows it (hidden tabs included). */
async function exampleCode(page: Page, label: string): Promise<string> {
  return (await page.getByLabel(label, { exact: true }).textContent())!;
}

test.describe("API documentation", () => {
  test("copies the base URL and the auth header sample", async ({ page, context, browserName }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/api-documentation");
    await waitForIslands(page);
    await expect(page.locator("[data-island='copy-field']").first()).toHaveAttribute(
      "data-hydrated",
      "true",
    );
    expect(browserName).toBe("chromium");

    await expect(page.getByText(DOCUMENTED_BASE_URL, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Copy base URL" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DOCUMENTED_BASE_URL);

    await expect(
      page.getByText("Authorization: Bearer YOUR_API_KEY", { exact: true }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Copy header" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "Authorization: Bearer YOUR_API_KEY",
    );
    await expectNoAxeViolations(page);
  });

  test("documents every operation, error code and webhook of the document the server answers", async ({
    page,
    request,
  }) => {
    const document = await servedDocument(request);
    await page.goto("/api-documentation");

    const endpoints = page.getByRole("region", { name: "Endpoints" });
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );
    await expect(endpoints.getByRole("article")).toHaveCount(operations.length);
    for (const { path, method, operation } of operations) {
      const article = endpoints.getByRole("article", { name: operation.summary });
      await expect(article.getByText(path, { exact: true })).toBeVisible();
      await expect(article.getByText(method.toUpperCase(), { exact: true })).toBeVisible();
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status.startsWith("2")) continue;
        for (const [, code] of response.description.matchAll(/`([a-z_]+)`:/g)) {
          await expect(
            article.getByRole("listitem").filter({ hasText: new RegExp(`^${status}`) }),
          ).toContainText(code!);
        }
      }
    }

    const send = endpoints.getByRole("article", { name: "Send a free-form message" });
    await expect(send.getByLabel("Response 200 OK", { exact: true })).toContainText(
      '"status": "accepted"',
    );
    await expect(send.getByLabel("Request body")).toContainText('"type": "text"');

    const errorCodes = page.getByRole("table", { name: "Error codes" });
    const codes = document.components.schemas.Error.properties.error.properties.code.enum;
    await expect(errorCodes.getByRole("row")).toHaveCount(codes.length + 1);
    for (const { operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [, code] of response.description.matchAll(/`([a-z_]+)`:/g)) {
          const row = errorCodes
            .getByRole("row")
            .filter({ has: page.getByRole("cell", { name: code!, exact: true }) });
          await expect(row.getByRole("cell").nth(1)).toHaveText(status);
        }
      }
    }
    // A refusal links to its row in the table.
    await send.getByRole("link", { name: "outside_service_window" }).click();
    await expect(page).toHaveURL(/#error-outside_service_window$/);
    await expect(page.locator("#error-outside_service_window")).toBeInViewport();

    const statuses = page.getByRole("table", { name: "Message status" });
    await expect(statuses.getByRole("row").locator("td:first-child")).toHaveText([
      "accepted",
      "sent",
      "delivered",
      "read",
      "failed",
    ]);

    const limits = page.getByRole("table", { name: "Rate limits" });
    for (const limit of [
      "20 messages per second",
      "1,000 messages per hour",
      "100 API calls per minute",
    ]) {
      await expect(limits.getByRole("cell", { name: limit })).toBeVisible();
    }
    const headers = page.getByRole("table", { name: "Rate limit headers" });
    for (const header of [
      "RateLimit-Policy",
      "RateLimit",
      "X-RateLimit-Limit",
      "X-RateLimit-Remaining",
      "X-RateLimit-Reset",
      "Retry-After",
    ]) {
      await expect(headers.getByRole("cell", { name: header, exact: true })).toBeVisible();
    }

    const webhooks = page.getByRole("region", { name: "Webhooks" });
    for (const name of Object.keys(document.webhooks)) {
      await expect(webhooks.getByLabel(`${name} payload`)).toContainText(`"type": "${name}"`);
    }
    await expect(webhooks).toContainText("5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h");
    await expect(webhooks).toContainText("within 10 seconds");
    await expect(webhooks.getByRole("table", { name: "Signatures" })).toContainText(
      "webhook-signature",
    );

    const sandboxTable = page.getByRole("table", { name: "Sandbox behaviour" });
    await expect(sandboxTable).toContainText("delivered after about 1 second");
    await expect(sandboxTable).toContainText("read after about 3 seconds");
    await expect(sandboxTable).toContainText("131026");
    await expect(sandboxTable).toContainText("message.received");
    // Its customers by number: Meta's marketing limit, never read, an answer.
    await expect(sandboxTable).toContainText("ending in 0049");
    await expect(sandboxTable).toContainText("131049");
    await expect(sandboxTable).toContainText("last digit is 1 or 3");
    await expect(sandboxTable).toContainText("answers Yes, tell me more");
  });

  test("links and downloads the OpenAPI document it is built from", async ({ page, request }) => {
    await page.goto("/api-documentation");
    const link = page.getByRole("link", { name: "/v1/openapi.json" });
    await expect(link).toHaveAttribute("href", "/v1/openapi.json");
    const download = page.getByRole("link", { name: "Download the OpenAPI document" });
    await expect(download).toHaveAttribute("download", "aizapy-v1-openapi.json");

    const downloaded = page.waitForEvent("download");
    await download.click();
    const file = await (await downloaded).path();
    const { readFile } = await import("node:fs/promises");
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual(await servedDocument(request));
  });

  test("code examples are tabs: by mouse or keyboard, one language for all, and copied as shown", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/api-documentation");
    await waitForIslands(page);
    // Each set of tabs hydrates as it nears the viewport.
    const scrolledToAndHydrated = async (tabs: Locator) => {
      await tabs.scrollIntoViewIfNeeded();
      await expect(tabs.locator("xpath=ancestor::*[@data-island][1]")).toHaveAttribute(
        "data-hydrated",
        "true",
      );
    };
    const first = page.getByRole("tablist", { name: "Your first message" });
    const tab = (name: string) => first.getByRole("tab", { name, exact: true });
    await scrolledToAndHydrated(first);
    await expect(tab("cURL")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Your first message: cURL")).toBeVisible();
    await expect(page.getByLabel("Your first message: Node.js")).toBeHidden();

    // Keyboard: the selected tab is the one stop in the tab order; arrows, Home and End move.
    await tab("cURL").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Node.js")).toBeFocused();
    await expect(tab("Node.js")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Your first message: Node.js")).toBeVisible();
    await expect(page.getByLabel("Your first message: cURL")).toBeHidden();
    await page.keyboard.press("End");
    await expect(tab("Python")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tab("cURL")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Python")).toBeFocused();
    await expect(tab("Python")).toHaveAttribute("aria-selected", "true");
    await expect(tab("cURL")).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Copy code" }).first()).toBeFocused();

    // The choice holds on every set of examples that has that language.
    const template = page.getByRole("tablist", { name: "Send a template message: example" });
    await scrolledToAndHydrated(template);
    await expect(template.getByRole("tab", { name: "Python" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const verify = page.getByRole("tablist", { name: "Verify a webhook" });
    await scrolledToAndHydrated(verify);
    await expect(verify.getByRole("tab", { name: "Python" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await verify.getByRole("tab", { name: "standardwebhooks" }).click();
    await expect(page.getByLabel("Verify a webhook: standardwebhooks")).toBeVisible();
    await expect(tab("Python")).toHaveAttribute("aria-selected", "true");

    // Copy copies the example shown.
    await tab("Python").click();
    await page.getByRole("button", { name: "Copy code" }).first().click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await exampleCode(page, "Your first message: Python"),
    );
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every example shows, one language after the other", async ({ page }) => {
      await page.goto("/api-documentation");
      await expect(page.getByRole("tablist")).toHaveCount(0);
      for (const language of ["cURL", "Node.js", "Python"]) {
        await expect(
          page.getByLabel(`Send a free-form message: example: ${language}`),
        ).toBeVisible();
      }
      for (const language of ["Node.js", "standardwebhooks", "Python"]) {
        await expect(page.getByLabel(`Verify a webhook: ${language}`)).toBeVisible();
      }
      await expect(page.getByRole("button", { name: "Copy code" })).toHaveCount(0);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The examples, run as the page shows them, against this server's sandbox.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The Python examples need python3 with requests (PYTHON names the interpreter); without them
 * only cURL and Node.js run, on a developer's machine: CI runs all three.
 */
const pythonCommand = process.env.PYTHON ?? "python3";
const runsPython =
  Boolean(process.env.CI) ||
  spawnSync(pythonCommand, ["-c", "import requests"], { encoding: "utf8" }).status === 0;

interface Sandbox {
  businessId: string;
  apiKey: string;
  webhookSecret: string;
}

async function createSandboxBusiness(
  request: APIRequestContext,
  token: string,
  webhookUrl: string,
): Promise<Sandbox> {
  const suffix = String(Date.now()).slice(-7);
  const { createBusiness } = await graphql<{ createBusiness: { id: string } }>(
    request,
    `
      mutation CreateBusiness($input: CreateBusinessInput!) {
        createBusiness(input: $input) {
          id
        }
      }
    `,
    { input: { name: `Docs examples ${suffix}`, whatsappNumber: `+9170${suffix}1` } },
    token,
  );
  const businessId = createBusiness.id;
  const { createApiConfig } = await graphql<{
    createApiConfig: { revealed: { webhookSecret: string } };
  }>(
    request,
    `
      mutation CreateApiConfig($input: CreateApiConfigInput!) {
        createApiConfig(input: $input) {
          revealed {
            webhookSecret
          }
        }
      }
    `,
    { input: { businessId, provider: "sandbox", apiKey: "sandbox-token", webhookUrl } },
    token,
  );
  const admin = { authorization: `Bearer ${token}` };
  const key = await request.post(`/api/admin/businesses/${businessId}/api-keys`, {
    headers: admin,
    data: { name: "Documentation examples" },
  });
  expect(key.status()).toBe(201);
  const template = await request.post(`/api/admin/businesses/${businessId}/templates`, {
    headers: admin,
    data: {
      name: "order_confirmation",
      language: "en",
      category: "utility",
      body: "Hi {{1}}, your order {{2}} is confirmed.",
    },
  });
  expect(template.status()).toBe(201);
  return {
    businessId,
    apiKey: ((await key.json()) as { key: string }).key,
    webhookSecret: createApiConfig.revealed.webhookSecret,
  };
}

test.describe("the examples, run as shown against the sandbox", () => {
  let directory: string;
  test.beforeAll(() => {
    directory = mkdtempSync(path.join(os.tmpdir(), "aizapy-doc-examples-"));
  });
  test.afterAll(() => rmSync(directory, { recursive: true, force: true }));

  test("send text and templates, follow the status, and verify the signed webhooks", async ({
    page,
    request,
    baseURL,
  }) => {
    test.skip(isPhone(page), "Runs the examples once, on the desktop project.");
    test.setTimeout(90_000);
    await page.goto("/api-documentation");
    const base = `${baseURL}/v1`;
    const local = (code: string) => code.replaceAll(DOCUMENTED_BASE_URL, base);

    // The page's Node.js webhook receiver, on a free port of this machine.
    const port = await freePort();
    const receiverCode = await exampleCode(page, "Verify a webhook: Node.js");
    expect(receiverCode).toContain(".listen(3000);");
    const receiverFile = path.join(directory, "receiver.mjs");
    writeFileSync(receiverFile, receiverCode.replace(".listen(3000);", `.listen(${port});`));

    const token = await signInOverApi(request);
    const business = await createSandboxBusiness(
      request,
      token,
      `http://127.0.0.1:${port}/webhooks/aizapy`,
    );
    const env = {
      ...process.env,
      // The examples' output is read as text.
      FORCE_COLOR: "0",
      NO_COLOR: "1",
      AIZAPY_API_KEY: business.apiKey,
      AIZAPY_WEBHOOK_SECRET: business.webhookSecret,
    };
    const receiver = spawn(process.execPath, [receiverFile], { env });
    let received = "";
    receiver.stdout.on("data", (chunk: Buffer) => (received += chunk.toString()));
    try {
      const run = (language: "curl" | "node" | "python", code: string) => {
        const file = path.join(directory, `example.${language === "node" ? "mjs" : language}`);
        writeFileSync(file, local(code));
        const [command, ...args] = {
          curl: ["sh", file],
          node: [process.execPath, file],
          python: [pythonCommand, file],
        }[language];
        const result = spawnSync(command!, args, { env, encoding: "utf8", timeout: 20_000 });
        return `${result.stdout}${result.stderr}`;
      };
      const example = (title: string, language: string) =>
        exampleCode(page, `${title}: example: ${language}`);
      const messageIdIn = (output: string) =>
        /message_id['"]?:\s*['"]([\w-]+)['"]/.exec(output)?.[1];

      // Outside the 24-hour window free-form text is refused…
      const sendCurl = await example("Send a free-form message", "cURL");
      expect(run("curl", sendCurl)).toContain('"code":"outside_service_window"');

      // …until the customer writes: the operator simulates that in the sandbox.
      const inbound = await request.post("/api/admin/sandbox/inbound", {
        headers: { authorization: `Bearer ${token}` },
        data: { businessId: business.businessId, from: "+91 98765 43210", text: "Hi!" },
      });
      expect(inbound.status()).toBe(201);
      await expect.poll(() => received, { timeout: 15_000 }).toContain("message.received");

      // cURL, Node.js and Python send the same message with the same Idempotency-Key: one send.
      const curlAnswer = run("curl", sendCurl);
      expect(curlAnswer).toContain('"status":"accepted"');
      const messageId = messageIdIn(curlAnswer)!;
      for (const language of runsPython ? (["Node.js", "Python"] as const) : ["Node.js"]) {
        const output = run(
          language === "Node.js" ? "node" : "python",
          await example("Send a free-form message", language),
        );
        expect(output).toMatch(/status['"]?:\s*['"]accepted['"]/);
        expect(messageIdIn(output)).toBe(messageId);
      }

      const templateCurl = await example("Send a template message", "cURL");
      const templateAnswer = run("curl", templateCurl);
      expect(templateAnswer).toContain('"status":"accepted"');
      expect(messageIdIn(templateAnswer)).not.toBe(messageId);

      // The status example, for the message just sent: the sandbox reads it within seconds.
      const statusExample = await example("Get a message's status", "cURL");
      const exampleId = /messages\/([\w-]+)\/status/.exec(statusExample)![1]!;
      await expect
        .poll(() => run("curl", statusExample.replace(exampleId, messageId)), {
          timeout: 15_000,
        })
        .toContain('"status":"read"');

      // The same key with another body is refused; to a number ending in 0000 a message fails.
      const failing = templateCurl.replaceAll(
        "+919876543210",
        `+91987650${sandbox.undeliverableSuffix}`,
      );
      expect(run("curl", failing)).toContain('"code":"idempotency_key_reused"');
      const failedId = messageIdIn(
        run("curl", failing.replace("order-10245-confirmed", "order-10245-undeliverable")),
      )!;
      await expect
        .poll(() => run("curl", statusExample.replace(exampleId, failedId)), {
          timeout: 15_000,
        })
        .toMatch(new RegExp(`"status":"failed".*"code":${sandbox.undeliverableCode}`));

      // The receiver verified and printed each signed webhook; a forged one is refused.
      // (Only message.status events carry a status.)
      for (const status of ["read", "failed"]) {
        await expect.poll(() => received, { timeout: 15_000 }).toContain(`status: '${status}'`);
      }
      const forged = await request.post(`http://127.0.0.1:${port}/webhooks/aizapy`, {
        headers: {
          "webhook-id": "msg_forged",
          "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
          "webhook-signature": `v1,${randomBytes(32).toString("base64")}`,
        },
        data: { type: "message.status" },
      });
      expect(forged.status()).toBe(401);
    } finally {
      receiver.kill();
      await signOutOverApi(request, token);
    }
  });
});
