import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rest } from "../test-support/rest-client.ts";
import { startTestServerWithAdmin, type TestServer } from "../test-support/test-server.ts";

// A business that signed up itself goes live on the WhatsApp Cloud API only once an owner has
// verified their email address; the sandbox needs nothing, and businesses an operator made are
// not held back.
let server: TestServer;
let token: string;

beforeAll(async () => {
  ({ server, token } = await startTestServerWithAdmin({}, { workers: false }));
});
afterAll(() => server?.close());

const caller = { clientAddress: "198.51.100.7", requestId: "going-live" };

const cloudConfig = (businessId: string, phoneNumberId: string) => ({
  businessId,
  provider: "whatsapp-cloud",
  apiKey: "EAAG-live-token",
  phoneNumberId,
  businessAccountId: "102290129300777",
  appSecret: "a-meta-app-secret-1234",
});

describe("going live", () => {
  it("waits for the owner's verified email, then goes ahead", async () => {
    const signedUp = await server.services.members.signUp(
      {
        fullName: "Kavya Rao",
        email: "kavya@goinglive.example",
        password: "Saffron-Kite-Harbour-19",
        phoneNumber: "+91 98450 11223",
        businessName: "Kavya Sarees",
      },
      caller,
    );
    const refused = await rest(server, "POST", "/admin/api-configs", {
      token,
      body: cloudConfig(signedUp.business.id, "106540352277001"),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/verified their email/);
    expect(
      await server.prisma.apiConfig.count({ where: { businessId: signedUp.business.id } }),
    ).toBe(1);

    await server.prisma.user.update({
      where: { id: signedUp.user.id },
      data: { emailVerifiedAt: new Date() },
    });
    const accepted = await rest(server, "POST", "/admin/api-configs", {
      token,
      body: cloudConfig(signedUp.business.id, "106540352277001"),
    });
    expect(accepted.status).toBe(201);
  });
});
