import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database.ts";
import { openSecret } from "@aizapy/messaging";
import { istDate, shiftDate } from "@aizapy/contracts";
import { DEMO_DAYS, seedDemo } from "./seed-demo.ts";

const appSecret = "demo-secret-".padEnd(32, "x");
const now = new Date("2026-11-22T06:30:00Z");
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.prisma.admin.create({ data: { username: "admin", password: "hash" } });
});
afterAll(() => database.destroy());

describe("the demo seed", () => {
  it("reports what it added", async () => {
    expect(await seedDemo(database.prisma, { appSecret, now })).toMatchObject({
      seeded: true,
      businesses: 12,
      apiConfigs: 12,
      analyticsDays: 12 * DEMO_DAYS,
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

  it("connects every business to an API with a key sealed under APP_SECRET", async () => {
    const configs = await database.prisma.apiConfig.findMany();
    expect(configs).toHaveLength(12);
    for (const config of configs) expect(openSecret(config.apiKey, appSecret)).toMatch(/^EAAG/);
    expect(configs.some((c) => c.webhookUrl)).toBe(true);
  });

  it("records 90 consecutive days of analytics per business, up to today in India", async () => {
    const today = istDate(now);
    const days = await database.prisma.analyticsDaily.groupBy({
      by: ["businessId"],
      _count: true,
      _min: { date: true },
      _max: { date: true },
    });
    expect(days).toHaveLength(12);
    for (const business of days) {
      expect(business._count).toBe(DEMO_DAYS);
      expect(business._max.date).toBe(today);
      expect(business._min.date).toBe(shiftDate(today, DEMO_DAYS - 1));
    }
    const busiest = await database.prisma.analyticsDaily.findFirstOrThrow({
      orderBy: { messagesSent: "desc" },
    });
    expect(busiest.messagesSent).toBeGreaterThan(10_000);
    expect(Number(busiest.deliveryRatePct)).toBeGreaterThan(90);
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
      new Set(["create", "update", "login", "logout"]),
    );
    expect(logs.every((log) => log.actorId === admin.id && log.actorType === "admin")).toBe(true);
  });

  it("adds nothing to a database that already has businesses", async () => {
    const result = await seedDemo(database.prisma, { appSecret, now });
    expect(result.seeded).toBe(false);
    expect(await database.prisma.business.count()).toBe(12);
    expect(await database.prisma.contactMessage.count()).toBe(24);
  });
});
