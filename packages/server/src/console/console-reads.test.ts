import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealSecret } from "@aizapy/messaging";
import { type TestServer, startTestServerWithAdmin } from "../test-support/test-server.ts";

let server: TestServer;
let token: string;

beforeAll(async () => {
  ({ server, token } = await startTestServerWithAdmin());
  const older = await server.prisma.business.create({
    data: {
      name: "Chai Point",
      whatsappNumber: "+919812345678",
      plan: "basic",
      createdAt: new Date("2026-01-01T00:00:00Z"),
    },
  });
  const newer = await server.prisma.business.create({
    data: {
      name: "Bazaar Kart",
      whatsappNumber: "+919900112233",
      status: "suspended",
      plan: "enterprise",
    },
  });
  await server.prisma.apiConfig.create({
    data: {
      businessId: newer.id,
      provider: "whatsapp-cloud",
      apiKey: sealSecret("EAAGlivekey1234567890abcd", server.config.appSecret),
      webhookUrl: "https://api.bazaarkart.in/hooks",
    },
  });
  await server.prisma.apiConfig.create({
    data: {
      businessId: older.id,
      provider: "sandbox",
      apiKey: sealSecret("EAAGotherkey", "a-different-secret-of-thirty-two-chars!"),
      isActive: false,
      createdAt: new Date("2026-01-02T00:00:00Z"),
    },
  });
});
afterAll(() => server.close());

describe("console reads", () => {
  it("lists businesses newest first with status and plan", async () => {
    const { data } = await server.graphql(
      `query { businesses { name whatsappNumber status plan } }`,
      { token },
    );
    expect(data).toEqual({
      businesses: [
        {
          name: "Bazaar Kart",
          whatsappNumber: "+919900112233",
          status: "suspended",
          plan: "enterprise",
        },
        { name: "Chai Point", whatsappNumber: "+919812345678", status: "active", plan: "basic" },
      ],
    });
  });

  it("lists API configurations with masked keys, never the key itself", async () => {
    const result = await server.graphql(
      `query { apiConfigs { businessName provider apiKey webhookUrl isActive } }`,
      { token },
    );
    expect(result.data).toEqual({
      apiConfigs: [
        {
          businessName: "Bazaar Kart",
          provider: "whatsapp-cloud",
          apiKey: "••••abcd",
          webhookUrl: "https://api.bazaarkart.in/hooks",
          isActive: true,
        },
        {
          businessName: "Chai Point",
          provider: "sandbox",
          apiKey: "(unreadable: sealed with a different APP_SECRET)",
          webhookUrl: null,
          isActive: false,
        },
      ],
    });
    expect(JSON.stringify(result)).not.toContain("EAAGlivekey1234567890abcd");
  });

  it("lists audit logs newest first, as many as asked for", async () => {
    const { data } = await server.graphql<{ auditLogs: { action: string; actorType: string }[] }>(
      `query { auditLogs(limit: 1) { id action details targetType targetId actorType actorId timestamp } }`,
      { token },
    );
    expect(data!.auditLogs).toHaveLength(1);
    expect(data!.auditLogs[0]).toMatchObject({ action: "login", actorType: "admin" });
  });

  it("reports the database healthy from a real probe", async () => {
    const { data } = await server.graphql<{
      systemHealth: { databaseHealthy: boolean; databaseLatencyMs: number; databaseKind: string };
    }>(`query { systemHealth { databaseHealthy databaseLatencyMs databaseKind } }`, { token });
    expect(data!.systemHealth.databaseHealthy).toBe(true);
    expect(data!.systemHealth.databaseLatencyMs).toBeGreaterThanOrEqual(0);
    expect(data!.systemHealth.databaseKind).toBe(process.env.TEST_DATABASE);
  });

  it("answers the dashboard and analytics figures", async () => {
    const { data } = await server.graphql(
      `query { dashboardStats { totalBusinesses totalApiConfigs totalMessages avgDeliveryRate } analyticsSummary { totalMessages deliveryRate avgResponseTime activeBusinesses } }`,
      { token },
    );
    expect(data).toEqual({
      dashboardStats: {
        totalBusinesses: 2,
        totalApiConfigs: 2,
        totalMessages: 0,
        avgDeliveryRate: 0,
      },
      analyticsSummary: {
        totalMessages: 0,
        deliveryRate: 0,
        avgResponseTime: 0,
        activeBusinesses: 0,
      },
    });
  });
});
