import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@aizapy/db/testing";
import { getPlatformSettings } from "./get-platform-settings.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe("reading the platform settings", () => {
  it("puts the defaults back if the row was deleted", async () => {
    await database.prisma.platformSettings.deleteMany();
    expect(await getPlatformSettings(database.prisma)).toMatchObject({
      id: "global",
      maintenanceMode: false,
      signupEnabled: true,
      allowedOrigins: [],
      updatedAt: null,
    });
    expect(await database.prisma.platformSettings.count()).toBe(1);
  });
});
