import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@aizapy/db/testing";
import { sealSecret } from "@aizapy/messaging";
import { assertAppSecretOpensStoredSecrets } from "./check-app-secret.ts";

const SEALED_WITH = "the-secret-the-keys-were-sealed-with!";
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe("the APP_SECRET check at start", () => {
  it("passes a database without stored secrets", async () => {
    await expect(
      assertAppSecretOpensStoredSecrets(database.prisma, "any-secret-at-all-thirty-two-chars"),
    ).resolves.toBeUndefined();
  });

  it("passes the secret the keys were sealed with and refuses another, naming APP_SECRET", async () => {
    const business = await database.prisma.business.create({
      data: { name: "Spice Route", whatsappNumber: "+919876543210" },
    });
    await database.prisma.apiConfig.create({
      data: {
        businessId: business.id,
        provider: "sandbox",
        apiKey: sealSecret("EAAG-key-1234", SEALED_WITH),
      },
    });
    await expect(
      assertAppSecretOpensStoredSecrets(database.prisma, SEALED_WITH),
    ).resolves.toBeUndefined();
    await expect(
      assertAppSecretOpensStoredSecrets(database.prisma, "a-different-secret-of-32-characters"),
    ).rejects.toMatchObject({
      name: "ConfigError",
      message: expect.stringMatching(/^APP_SECRET cannot open the stored API keys/),
    });
  });
});
