import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Admin } from "@aizapy/db";
import { SETTINGS_CACHE_TTL_MS } from "@aizapy/services";
import { MAINTENANCE_MESSAGE } from "@aizapy/services";
import { type TestServer, startTestServerWithAdmin } from "../test-support/test-server.ts";

let server: TestServer;
let admin: Admin;
let token: string;

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      id
      createdAt
    }
  }
`;
const LIST = /* GraphQL */ `
  query {
    contactMessages {
      id
      name
      email
      company
      phone
      subject
      message
      status
      createdAt
    }
  }
`;
const SET_STATUS = /* GraphQL */ `
  mutation SetStatus($id: ID!, $status: String!) {
    updateContactMessageStatus(id: $id, status: $status) {
      id
      status
      updatedAt
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteContactMessage(id: $id)
  }
`;

const enquiry = {
  name: "Meera Joshi",
  email: "meera@example.in",
  company: "Joshi Sweets",
  phone: "+91 98765 43210",
  subject: "Pricing for Pro",
  message: "How much would 50,000 utility messages a month cost us?",
};

beforeAll(async () => {
  ({ server, admin, token } = await startTestServerWithAdmin({
    RATE_LIMIT_CONTACT_PER_MINUTE: "5",
  }));
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.prisma.rateLimitBucket.deleteMany();
  await server.prisma.contactMessage.deleteMany();
});

const submit = (input: Record<string, unknown>) =>
  server.graphql<{ submitContactMessage: { id: string; createdAt: string } }>(SUBMIT, {
    variables: { input },
  });

describe("submitContactMessage (public)", () => {
  it("stores the enquiry as unread, trimmed, and answers with its receipt", async () => {
    const { data } = await submit({ ...enquiry, name: "  Meera Joshi  " });
    const stored = await server.prisma.contactMessage.findUniqueOrThrow({
      where: { id: data!.submitContactMessage.id },
    });
    expect(stored).toMatchObject({ ...enquiry, status: "unread" });
    expect(stored.createdAt.toISOString()).toBe(data!.submitContactMessage.createdAt);
  });

  it("stores blank company and phone as absent", async () => {
    const { data } = await submit({ ...enquiry, company: "  ", phone: "" });
    const stored = await server.prisma.contactMessage.findUniqueOrThrow({
      where: { id: data!.submitContactMessage.id },
    });
    expect(stored).toMatchObject({ company: null, phone: null });
  });

  it.each([
    ["name", { name: "A" }, "Name must be at least 2 characters"],
    ["email", { email: "meera@" }, "Please enter a valid email address"],
    ["subject", { subject: "Hi" }, "Subject must be at least 5 characters"],
    ["message", { message: "Too short" }, "Message must be at least 10 characters"],
  ])(
    "refuses a bad %s with the spec's message and stores nothing",
    async (path, change, message) => {
      const result = await submit({ ...enquiry, ...change });
      expect(result.errors?.[0]).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ path, message }] },
      });
      expect(await server.prisma.contactMessage.count()).toBe(0);
    },
  );

  it("reports every invalid field at once", async () => {
    const result = await submit({ name: "", email: "", subject: "", message: "" });
    expect(result.errors?.[0]?.extensions?.fieldErrors?.map((e) => e.path)).toEqual([
      "name",
      "email",
      "subject",
      "message",
    ]);
  });

  it("answers a filled honeypot like any submission but stores nothing", async () => {
    const { data } = await submit({ ...enquiry, website: "https://spam.example" });
    expect(data!.submitContactMessage.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await server.prisma.contactMessage.count()).toBe(0);
  });

  it("is refused in maintenance mode, storing nothing", async () => {
    await server.prisma.platformSettings.update({
      where: { id: "global" },
      data: { maintenanceMode: true },
    });
    // Written behind the server's back, as another process would: seen within the cache's life.
    await sleep(SETTINGS_CACHE_TTL_MS);
    try {
      const result = await submit(enquiry);
      expect(result.errors?.[0]).toMatchObject({
        message: MAINTENANCE_MESSAGE,
        extensions: { code: "SERVICE_UNAVAILABLE" },
      });
      expect(await server.prisma.contactMessage.count()).toBe(0);
    } finally {
      await server.prisma.platformSettings.update({
        where: { id: "global" },
        data: { maintenanceMode: false },
      });
      await sleep(SETTINGS_CACHE_TTL_MS);
    }
  });

  it("takes exactly five from 40 concurrent submissions", async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => submit(enquiry)));
    const codes = results.map((result) => result.errors?.[0]?.extensions?.code ?? "stored");
    expect(codes.filter((code) => code === "stored")).toHaveLength(5);
    expect(codes.filter((code) => code === "TOO_MANY_REQUESTS")).toHaveLength(35);
    expect(await server.prisma.contactMessage.count()).toBe(5);
  });

  it("takes five a minute from one address, then asks it to wait", async () => {
    for (let i = 0; i < 5; i++) expect((await submit(enquiry)).data).toBeTruthy();
    const refused = await submit(enquiry);
    expect(refused.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
    expect(refused.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.errors?.[0]?.extensions?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await server.prisma.contactMessage.count()).toBe(5);
  });
});

describe("contact messages in the console", () => {
  it("lists every message, newest first", async () => {
    const first = (await submit({ ...enquiry, subject: "First enquiry" })).data!
      .submitContactMessage;
    const second = (await submit({ ...enquiry, subject: "Second enquiry" })).data!
      .submitContactMessage;
    const { data } = await server.graphql<{ contactMessages: { id: string; subject: string }[] }>(
      LIST,
      { token },
    );
    expect(data!.contactMessages.map((m) => m.id)).toEqual([second.id, first.id]);
  });

  it.each(["read", "replied", "archived", "unread"])(
    "moves a message to %s and records who did it",
    async (status) => {
      const { id } = (await submit(enquiry)).data!.submitContactMessage;
      await server.prisma.contactMessage.update({
        where: { id },
        data: { status: status === "unread" ? "archived" : "unread" },
      });
      const result = await server.graphql<{ updateContactMessageStatus: { status: string } }>(
        SET_STATUS,
        {
          token,
          variables: { id, status },
        },
      );
      expect(result.data!.updateContactMessageStatus.status).toBe(status);
      expect((await server.prisma.contactMessage.findUniqueOrThrow({ where: { id } })).status).toBe(
        status,
      );
      const entry = await server.prisma.auditLog.findFirstOrThrow({
        where: { targetId: id },
        orderBy: { timestamp: "desc" },
      });
      expect(entry).toMatchObject({
        action: "update",
        actorType: "admin",
        actorId: admin.id,
        targetType: "contact_message",
        details: `Marked message from Meera Joshi as ${status} (was ${status === "unread" ? "archived" : "unread"})`,
      });
    },
  );

  it("refuses an unknown status and leaves the message as it was", async () => {
    const { id } = (await submit(enquiry)).data!.submitContactMessage;
    const result = await server.graphql(SET_STATUS, { token, variables: { id, status: "spam" } });
    expect(result.errors?.[0]).toMatchObject({
      message: "Status must be one of unread, read, replied, archived",
      extensions: { code: "BAD_USER_INPUT", fieldErrors: [{ path: "status" }] },
    });
    expect((await server.prisma.contactMessage.findUniqueOrThrow({ where: { id } })).status).toBe(
      "unread",
    );
  });

  it.each(["00000000-0000-4000-8000-000000000000", "not-an-id"])(
    "answers NOT_FOUND for message %s",
    async (id) => {
      for (const [query, variables] of [
        [SET_STATUS, { id, status: "read" }],
        [DELETE, { id }],
      ] as const) {
        const result = await server.graphql(query, { token, variables });
        expect(result.errors?.[0]).toMatchObject({
          message: "Contact message not found",
          extensions: { code: "NOT_FOUND" },
        });
      }
    },
  );

  it("deletes a message and records what was deleted", async () => {
    const { id } = (await submit(enquiry)).data!.submitContactMessage;
    expect((await server.graphql(DELETE, { token, variables: { id } })).data).toEqual({
      deleteContactMessage: true,
    });
    expect(await server.prisma.contactMessage.findUnique({ where: { id } })).toBeNull();
    const entry = await server.prisma.auditLog.findFirstOrThrow({
      where: { targetId: id, action: "delete" },
    });
    expect(entry).toMatchObject({
      actorType: "admin",
      actorId: admin.id,
      targetType: "contact_message",
      details: 'Deleted message from Meera Joshi <meera@example.in>: "Pricing for Pro"',
    });
  });
});
