import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@aizapy/db/testing";
import { openSecret } from "@aizapy/messaging";
import { istDate, shiftDate } from "@aizapy/contracts";
import { DEMO_DAYS, seedDemo } from "./seed-demo.ts";

const appSecret = "demo-secret-".padEnd(32, "x");
const now = new Date("2026-11-22T06:30:00Z");
let database: TestDatabase;

let seeded: Awaited<ReturnType<typeof seedDemo>>;

// Sending 90 days of traffic takes a while on a loaded machine.
beforeAll(async () => {
  database = await createTestDatabase();
  await database.prisma.admin.create({ data: { username: "admin", password: "hash" } });
  seeded = await seedDemo(database, { appSecret, now });
}, 600_000);
afterAll(() => database.destroy());

describe("the demo seed", () => {
  it("reports what it added", () => {
    expect(seeded).toMatchObject({
      seeded: true,
      businesses: 12,
      apiConfigs: 12,
      templates: 36,
      whatsappMessages: expect.any(Number),
      messages: 24,
    });
  });

  it("registers a dozen businesses on Indian WhatsApp numbers, mostly active, on several plans", async () => {
    const businesses = await database.prisma.business.findMany();
    expect(businesses).toHaveLength(12);
    for (const business of businesses) expect(business.whatsappNumber).toMatch(/^\+91[6-9]\d{9}$/);
    expect(new Set(businesses.map((b) => b.plan))).toEqual(
      new Set(["free", "basic", "pro", "enterprise"]),
    );
    expect(businesses.filter((b) => b.status === "active").length).toBeGreaterThanOrEqual(9);
  });

  it("puts every business on the sandbox with a sealed access token, an API key and approved templates", async () => {
    const configs = await database.prisma.apiConfig.findMany();
    expect(configs).toHaveLength(12);
    for (const config of configs) {
      expect(config.provider).toBe("sandbox");
      expect(openSecret(config.apiKey, appSecret)).toMatch(/^sandbox-/);
    }
    expect(configs.some((c) => c.webhookUrl && c.webhookSecret)).toBe(true);
    expect(await database.prisma.apiKey.count()).toBe(12);
    expect(await database.prisma.messageTemplate.count({ where: { status: "approved" } })).toBe(36);
  });

  it("sends 90 days of traffic through the sandbox, each message ending delivered, read or failed", async () => {
    const statuses = await database.prisma.message.groupBy({
      by: ["direction", "status", "queueState"],
      _count: true,
    });
    const count = (direction: string, status: string) =>
      statuses.find((s) => s.direction === direction && s.status === status)?._count ?? 0;
    expect(count("outbound", "read")).toBeGreaterThan(500);
    expect(count("outbound", "failed")).toBeGreaterThan(0);
    expect(count("inbound", "received")).toBeGreaterThan(50);
    expect(count("outbound", "accepted") + count("outbound", "sent")).toBe(0);
    expect(statuses.every((s) => s.queueState === "done")).toBe(true);
    const failed = await database.prisma.message.findFirstOrThrow({ where: { status: "failed" } });
    expect(failed).toMatchObject({ errorCode: 131026 });
    expect(failed.customerNumber).toMatch(/0000$/);
  });

  it("derives the daily analytics from those messages, up to today in India", async () => {
    const today = istDate(now);
    const days = await database.prisma.analyticsDaily.findMany();
    expect(days.some((day) => day.date === today || day.date === shiftDate(today, 1))).toBe(true);
    expect(days.every((day) => day.date >= shiftDate(today, DEMO_DAYS))).toBe(true);
    const sent = days.reduce((sum, day) => sum + day.messagesSent, 0);
    const outbound = await database.prisma.message.count({ where: { direction: "outbound" } });
    expect(sent).toBe(outbound);
    const delivered = days.reduce((sum, day) => sum + day.deliveredCount, 0);
    expect(delivered).toBe(
      await database.prisma.message.count({ where: { deliveredAt: { not: null } } }),
    );
    for (const day of days) {
      expect(Number(day.deliveryRatePct)).toBeCloseTo(
        (100 * day.deliveredCount) / day.messagesSent,
        1,
      );
      expect(day.avgResponseMs).toBeGreaterThanOrEqual(60);
      expect(day.avgResponseMs).toBeLessThanOrEqual(400);
    }
  });

  it("prices each delivered message by its category from the rate card", async () => {
    const marketing = await database.prisma.message.findFirstOrThrow({
      where: { category: "marketing", deliveredAt: { not: null } },
    });
    expect(Number(marketing.priceInr)).toBe(0.88);
    const service = await database.prisma.message.findFirstOrThrow({
      where: { category: "service", deliveredAt: { not: null } },
    });
    expect(Number(service.priceInr)).toBe(0);
  });

  it("leaves two dozen enquiries in all four statuses", async () => {
    const statuses = await database.prisma.contactMessage.groupBy({ by: ["status"], _count: true });
    expect(Object.fromEntries(statuses.map((s) => [s.status, s._count]))).toEqual({
      unread: 8,
      read: 6,
      replied: 6,
      archived: 4,
    });
  });

  it("writes an audit trail by the admin, with every kind of action", async () => {
    const admin = await database.prisma.admin.findFirstOrThrow();
    const logs = await database.prisma.auditLog.findMany();
    expect(logs.length).toBeGreaterThanOrEqual(20);
    expect(new Set(logs.map((log) => log.action))).toEqual(
      new Set([
        "business_created",
        "api_config_created",
        "api_key_created",
        "update",
        "login",
        "logout",
      ]),
    );
    expect(logs.every((log) => log.actorId === admin.id && log.actorType === "admin")).toBe(true);
  });

  it("adds nothing to a database that already has businesses", async () => {
    const result = await seedDemo(database, { appSecret, now });
    expect(result.seeded).toBe(false);
    expect(await database.prisma.business.count()).toBe(12);
    expect(await database.prisma.contactMessage.count()).toBe(24);
  });
});
