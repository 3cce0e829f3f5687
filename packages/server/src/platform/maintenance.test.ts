import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAINTENANCE_RETRY_AFTER_SECONDS } from "@aizapy/contracts";
import { SETTINGS_CACHE_TTL_MS } from "@aizapy/services";
import { rest } from "../test-support/rest-client.ts";
import {
  createTemplate,
  eventually,
  sendApprovedTemplate,
  startSandboxPlatform,
  v1,
  type SandboxPlatform,
} from "../test-support/platform-fixtures.ts";

// Maintenance Mode, as the operator switches it on: /v1 answers 503 `maintenance` with
// Retry-After and takes nothing in, messages already accepted keep going out, and the console
// keeps working.
let platform: SandboxPlatform;

beforeAll(async () => {
  platform = await startSandboxPlatform({
    SANDBOX_DELIVERED_AFTER_MS: "300",
    SANDBOX_READ_AFTER_MS: "600",
  });
  await createTemplate(platform.server, platform.token, platform.business.id, {
    name: "order_update",
    body: "Order {{1}} has shipped.",
  });
});
afterAll(() => platform?.server.close());

const setMaintenance = async (maintenanceMode: boolean) => {
  const { server, token } = platform;
  const answer = await rest(server, "PUT", "/admin/settings", {
    token,
    body: { maintenanceMode, signupEnabled: true, allowedOrigins: [] },
  });
  expect(answer.status).toBe(200);
};

describe("maintenance mode", () => {
  it("closes /v1 with 503 and Retry-After while accepted messages keep going out", async () => {
    const { server, business } = platform;
    const accepted = await sendApprovedTemplate(server, business, "+919812300008", {
      name: "order_update",
      parameters: ["#42"],
    });
    await setMaintenance(true);
    try {
      const send = await v1(server, "POST", "/messages/template", {
        key: business.apiKey,
        body: { to: "+919812300002", template: { name: "order_update", language: "en" } },
      });
      expect(send.status).toBe(503);
      expect(send.headers.get("retry-after")).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
      expect(send.body.error.code).toBe("maintenance");
      const status = await v1(server, "GET", `/messages/${accepted}/status`, {
        key: business.apiKey,
      });
      expect(status.status).toBe(503);
      // The document stays readable; the console is unaffected.
      expect((await v1(server, "GET", "/openapi.json")).status).toBe(200);
      expect(
        (await rest(server, "GET", "/admin/businesses", { token: platform.token })).status,
      ).toBe(200);
      await eventually(async () => {
        const row = await server.prisma.message.findUniqueOrThrow({ where: { id: accepted } });
        return row.status === "read" ? row : undefined;
      });
      expect(await server.prisma.message.count({ where: { businessId: business.id } })).toBe(1);
    } finally {
      await setMaintenance(false);
    }
    await sleep(SETTINGS_CACHE_TTL_MS);
    const reopened = await v1(server, "GET", `/messages/${accepted}/status`, {
      key: business.apiKey,
    });
    expect(reopened.status).toBe(200);
  });
});
