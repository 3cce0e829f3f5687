import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Business } from "@aizapy/db";
import { createTestDatabase, type TestDatabase } from "@aizapy/db/testing";
import { getAnalyticsSummary } from "./get-analytics-summary.ts";
import { dashboardParameters, getDashboardStats } from "./get-dashboard-stats.ts";

// 2026-11-15 at 10:00 in India.
const now = new Date("2026-11-15T04:30:00Z");
let database: TestDatabase;
let spice: Business;
let bazaar: Business;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.prisma;
  spice = await db.business.create({
    data: {
      name: "Spice",
      whatsappNumber: "+919800000001",
      createdAt: new Date("2026-11-03T06:00:00Z"),
    },
  });
  bazaar = await db.business.create({
    data: {
      name: "Bazaar",
      whatsappNumber: "+919800000002",
      createdAt: new Date("2026-10-20T06:00:00Z"),
    },
  });
  const dormant = await db.business.create({
    data: {
      name: "Dormant",
      whatsappNumber: "+919800000003",
      status: "inactive",
      createdAt: new Date("2026-06-01T00:00:00Z"),
    },
  });
  // Created 31 Oct 20:00 UTC, which is already 1 November in India.
  await db.business.create({
    data: {
      name: "Midnight",
      whatsappNumber: "+919800000004",
      createdAt: new Date("2026-10-31T20:00:00Z"),
    },
  });
  await db.apiConfig.createMany({
    data: [
      {
        businessId: spice.id,
        provider: "whatsapp-cloud",
        apiKey: "x",
        createdAt: new Date("2026-11-04T00:00:00Z"),
      },
      {
        businessId: bazaar.id,
        provider: "whatsapp-cloud",
        apiKey: "x",
        isActive: false,
        createdAt: new Date("2026-10-21T00:00:00Z"),
      },
      {
        businessId: dormant.id,
        provider: "whatsapp-cloud",
        apiKey: "x",
        createdAt: new Date("2026-06-02T00:00:00Z"),
      },
    ],
  });
  await db.analyticsDaily.createMany({
    data: [
      // This month, 1st–15th.
      {
        businessId: spice.id,
        date: "2026-11-01",
        messagesSent: 1000,
        deliveryRatePct: "99.00",
        avgResponseMs: 200,
      },
      {
        businessId: bazaar.id,
        date: "2026-11-15",
        messagesSent: 3000,
        deliveryRatePct: "95.00",
        avgResponseMs: 400,
      },
      // Tomorrow in India: not counted yet.
      {
        businessId: spice.id,
        date: "2026-11-16",
        messagesSent: 99999,
        deliveryRatePct: "10.00",
        avgResponseMs: 9999,
      },
      // Last month: the 1st–15th, and the rest of the month.
      {
        businessId: bazaar.id,
        date: "2026-10-10",
        messagesSent: 2000,
        deliveryRatePct: "90.00",
        avgResponseMs: 300,
      },
      {
        businessId: bazaar.id,
        date: "2026-10-25",
        messagesSent: 2000,
        deliveryRatePct: "98.00",
        avgResponseMs: 300,
      },
      // Long ago.
      {
        businessId: dormant.id,
        date: "2026-06-05",
        messagesSent: 500,
        deliveryRatePct: "80.00",
        avgResponseMs: 100,
      },
    ],
  });
});
afterAll(() => database.destroy());

describe("the analytics summary (this month)", () => {
  it("sums this month's messages and weights rates and response times by messages sent", async () => {
    expect(await getAnalyticsSummary(database.sql, now)).toEqual({
      totalMessages: 4000,
      // (1000 × 99 + 3000 × 95) / 4000
      deliveryRate: 96,
      // (1000 × 200 + 3000 × 400) / 4000
      avgResponseTime: 350,
      // Spice only: Bazaar's one API is inactive, Dormant is not active.
      activeBusinesses: 1,
      periodStart: "2026-11-01",
      periodEnd: "2026-11-15",
    });
  });

  it("is all zeros for a month with no data", async () => {
    expect(await getAnalyticsSummary(database.sql, new Date("2027-03-10T00:00:00Z"))).toMatchObject(
      {
        totalMessages: 0,
        deliveryRate: 0,
        avgResponseTime: 0,
      },
    );
  });
});

describe("the dashboard", () => {
  it("totals everything recorded, with a weighted delivery rate", async () => {
    const stats = await getDashboardStats(database.sql, now);
    expect(stats).toMatchObject({ totalBusinesses: 4, totalApiConfigs: 3, totalMessages: 108499 });
    // Includes the future-dated row: the dashboard's totals are all time.
    const weighted =
      (1000 * 99 + 3000 * 95 + 99999 * 10 + 2000 * 90 + 2000 * 98 + 500 * 80) / 108499;
    expect(stats.avgDeliveryRate).toBe(Math.round(weighted * 100) / 100);
  });

  it("compares this month with last month, counting days in Indian time", async () => {
    const { trends } = await getDashboardStats(database.sql, now);
    expect(trends).toEqual({
      businessesAddedThisMonth: 2,
      businessesAddedLastMonth: 1,
      apiConfigsAddedThisMonth: 1,
      apiConfigsAddedLastMonth: 1,
      messagesThisMonth: 4000,
      messagesSamePeriodLastMonth: 2000,
      messagesChangePct: 100,
      deliveryRateThisMonth: 96,
      deliveryRateLastMonth: 94,
      deliveryRateChangePoints: 2,
    });
  });

  it("moves to the next month's figures at midnight in India, however often it is read", () => {
    const lastInstantOfNovember = new Date("2026-11-30T18:29:59.999Z");
    const firstInstantOfDecember = new Date("2026-11-30T18:30:00.000Z");
    for (const at of [lastInstantOfNovember, firstInstantOfDecember, lastInstantOfNovember]) {
      const thisMonth = dashboardParameters(at)[3];
      expect(thisMonth).toBe(at === lastInstantOfNovember ? "2026-11-01" : "2026-12-01");
    }
    expect(dashboardParameters(new Date("2026-12-01T10:00:00Z"))).toEqual([
      new Date("2026-11-30T18:30:00Z"),
      new Date("2026-12-01T18:30:00Z"),
      new Date("2026-10-31T18:30:00Z"),
      "2026-12-01",
      "2026-12-01",
      "2026-11-01",
      "2026-11-01",
      "2026-11-30",
    ]);
  });

  it("has no percentage change to report without last month's figures", async () => {
    const { trends } = await getDashboardStats(database.sql, new Date("2026-09-10T00:00:00Z"));
    expect(trends.messagesChangePct).toBeNull();
    expect(trends.deliveryRateChangePoints).toBeNull();
  });
});

describe("the per-day running totals", () => {
  const totals = async () =>
    database.sql.query<{ date: string; sent: number; rate: number }>(
      `SELECT "date", "messagesSent"::float8 AS sent,
              ("deliveredWeighted" / NULLIF("messagesSent", 0))::float8 AS rate
       FROM analytics_day_totals WHERE "messagesSent" <> 0 ORDER BY "date"`,
    );
  const recomputed = async () =>
    database.sql.query<{ date: string; sent: number; rate: number }>(
      `SELECT "date", SUM("messagesSent")::float8 AS sent,
              (SUM("messagesSent" * "deliveryRatePct") / NULLIF(SUM("messagesSent"), 0))::float8 AS rate
       FROM analytics_daily GROUP BY "date" HAVING SUM("messagesSent") <> 0 ORDER BY "date"`,
    );

  it("match the daily rows after inserts, updates and deletes, cascades included", async () => {
    expect(await totals()).toEqual(await recomputed());
    const extra = await database.prisma.business.create({
      data: { name: "Extra", whatsappNumber: "+919800000099" },
    });
    await database.prisma.analyticsDaily.create({
      data: {
        businessId: extra.id,
        date: "2026-11-02",
        messagesSent: 50,
        deliveryRatePct: "90.00",
      },
    });
    await database.prisma.analyticsDaily.updateMany({
      where: { businessId: spice.id, date: "2026-11-01" },
      data: { messagesSent: 1200, deliveryRatePct: "98.50" },
    });
    expect(await totals()).toEqual(await recomputed());
    await database.prisma.business.delete({ where: { id: extra.id } });
    expect(await totals()).toEqual(await recomputed());
  });
});
