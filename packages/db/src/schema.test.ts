import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./testing/test-database.ts";
import { isUniqueViolation } from "./errors.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const db = () => database.prisma;
let sequence = 0;
const uniqueNumber = () => `+9198765${String(10000 + ++sequence).padStart(5, "0")}`;

async function expectUniqueViolation(write: Promise<unknown>): Promise<void> {
  const error = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, "the second write should have been refused").toBeDefined();
  expect(isUniqueViolation(error)).toBe(true);
}

describe("entity defaults", () => {
  it("gives a user a generated uuid", async () => {
    const user = await db().user.create({ data: { username: "priya", password: "hash" } });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("makes a new admin an 'admin' with a creation time", async () => {
    const before = Date.now();
    const admin = await db().admin.create({ data: { username: "ops", password: "hash" } });
    expect(admin.role).toBe("admin");
    expect(admin.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("starts a business active on the free plan", async () => {
    const business = await db().business.create({
      data: { name: "Spice Route", whatsappNumber: uniqueNumber() },
    });
    expect(business).toMatchObject({ status: "active", plan: "free" });
    expect(business.createdAt).toBeInstanceOf(Date);
    expect(business.updatedAt).toBeInstanceOf(Date);
  });

  it("starts an API configuration active without a webhook", async () => {
    const business = await db().business.create({
      data: { name: "Glow Studio", whatsappNumber: uniqueNumber() },
    });
    const config = await db().apiConfig.create({
      data: { businessId: business.id, provider: "whatsapp-cloud", apiKey: "sealed" },
    });
    expect(config).toMatchObject({ isActive: true, webhookUrl: null });
  });

  it("starts a day of analytics at zero", async () => {
    const business = await db().business.create({
      data: { name: "Casa Decor", whatsappNumber: uniqueNumber() },
    });
    const day = await db().analyticsDaily.create({
      data: { businessId: business.id, date: "2026-11-01" },
    });
    expect(day.messagesSent).toBe(0);
    expect(day.deliveryRatePct.toFixed(2)).toBe("0.00");
    expect(day.avgResponseMs).toBe(0);
  });

  it("files a new contact message as unread", async () => {
    const message = await db().contactMessage.create({
      data: {
        name: "Asha",
        email: "asha@example.in",
        subject: "Pricing",
        message: "Tell me more about Pro.",
      },
    });
    expect(message).toMatchObject({ status: "unread", company: null, phone: null });
  });

  it("stamps an audit entry with the time and leaves the optional parts empty", async () => {
    const entry = await db().auditLog.create({
      data: { actorId: "a1", actorType: "admin", action: "login" },
    });
    expect(entry).toMatchObject({ targetType: null, targetId: null, details: null });
    expect(entry.timestamp).toBeInstanceOf(Date);
  });
});

describe("platform settings", () => {
  it("exists from the first migration as the single 'global' row with the defaults", async () => {
    const rows = await db().platformSettings.findMany();
    expect(rows).toEqual([
      {
        id: "global",
        maintenanceMode: false,
        signupEnabled: true,
        allowedOrigins: [],
        updatedAt: null,
      },
    ]);
  });

  it("refuses a second row", async () => {
    await expect(db().platformSettings.create({ data: { id: "other" } })).rejects.toThrow();
    expect(await db().platformSettings.count()).toBe(1);
  });

  it("keeps allowed origins as a list of text", async () => {
    const origins = ["https://app.aizapy.in", "http://localhost:5173"];
    await db().platformSettings.update({
      where: { id: "global" },
      data: { allowedOrigins: origins },
    });
    const saved = await db().platformSettings.findUniqueOrThrow({ where: { id: "global" } });
    expect(saved.allowedOrigins).toEqual(origins);
    await db().platformSettings.update({ where: { id: "global" }, data: { allowedOrigins: [] } });
  });
});

describe("unique constraints", () => {
  it("allows one admin per username", async () => {
    await db().admin.create({ data: { username: "duplicate-admin", password: "x" } });
    await expectUniqueViolation(
      db().admin.create({ data: { username: "duplicate-admin", password: "y" } }),
    );
  });

  it("allows one user per username", async () => {
    await db().user.create({ data: { username: "duplicate-user", password: "x" } });
    await expectUniqueViolation(
      db().user.create({ data: { username: "duplicate-user", password: "y" } }),
    );
  });

  it("allows one business per WhatsApp number", async () => {
    const whatsappNumber = uniqueNumber();
    await db().business.create({ data: { name: "First", whatsappNumber } });
    await expectUniqueViolation(db().business.create({ data: { name: "Second", whatsappNumber } }));
  });

  it("allows one analytics row per business and day", async () => {
    const business = await db().business.create({
      data: { name: "Daily", whatsappNumber: uniqueNumber() },
    });
    await db().analyticsDaily.create({ data: { businessId: business.id, date: "2026-10-01" } });
    await expectUniqueViolation(
      db().analyticsDaily.create({ data: { businessId: business.id, date: "2026-10-01" } }),
    );
  });
});

describe("delivery rate as Decimal(5,2)", () => {
  it.each(["99.95", "100.00", "0.01", "87.50"])("stores %s exactly", async (rate) => {
    const business = await db().business.create({
      data: { name: `Rate ${rate}`, whatsappNumber: uniqueNumber() },
    });
    await db().analyticsDaily.create({
      data: { businessId: business.id, date: "2026-11-02", deliveryRatePct: rate },
    });
    const read = await db().analyticsDaily.findFirstOrThrow({ where: { businessId: business.id } });
    expect(read.deliveryRatePct.toFixed(2)).toBe(rate);
  });

  it("rounds to two decimals", async () => {
    const business = await db().business.create({
      data: { name: "Rounding", whatsappNumber: uniqueNumber() },
    });
    const day = await db().analyticsDaily.create({
      data: { businessId: business.id, date: "2026-11-03", deliveryRatePct: "98.765" },
    });
    const read = await db().analyticsDaily.findUniqueOrThrow({ where: { id: day.id } });
    expect(read.deliveryRatePct.toFixed(2)).toBe("98.77");
  });

  it.each(["100.01", "-0.01", "1000"])("refuses %s, which is not a percentage", async (rate) => {
    const business = await db().business.create({
      data: { name: `Bad ${rate}`, whatsappNumber: uniqueNumber() },
    });
    await expect(
      db().analyticsDaily.create({
        data: { businessId: business.id, date: "2026-11-04", deliveryRatePct: rate },
      }),
    ).rejects.toThrow();
    expect(await db().analyticsDaily.count({ where: { businessId: business.id } })).toBe(0);
  });
});

describe("relations", () => {
  it("refuses an API configuration for a business that does not exist", async () => {
    await expect(
      db().apiConfig.create({
        data: {
          businessId: "00000000-0000-4000-8000-000000000000",
          provider: "whatsapp-cloud",
          apiKey: "k",
        },
      }),
    ).rejects.toThrow();
  });

  it("removes a business's API configurations and analytics with it", async () => {
    const business = await db().business.create({
      data: { name: "Closing", whatsappNumber: uniqueNumber() },
    });
    await db().apiConfig.create({
      data: { businessId: business.id, provider: "whatsapp-cloud", apiKey: "k" },
    });
    await db().analyticsDaily.create({ data: { businessId: business.id, date: "2026-11-05" } });
    await db().business.delete({ where: { id: business.id } });
    expect(await db().apiConfig.count({ where: { businessId: business.id } })).toBe(0);
    expect(await db().analyticsDaily.count({ where: { businessId: business.id } })).toBe(0);
  });
});
