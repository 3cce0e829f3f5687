import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTemplate,
  eventually,
  startSandboxPlatform,
  v1,
  type TestBusiness,
  type WebhookReceiver,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import type { TestServer } from "../test-support/test-server.ts";

// A phone number's throughput (WHATSAPP_THROUGHPUT_PER_SECOND): messages accepted together leave
// one per interval. A send the limit holds back waits without counting as an attempt, and is not
// left looking like a send in progress.

let server: TestServer;
let token: string;
let receiver: WebhookReceiver;
let business: TestBusiness;

beforeAll(async () => {
  ({ server, token, receiver, business } = await startSandboxPlatform({
    WHATSAPP_THROUGHPUT_PER_SECOND: "1",
  }));
  await createTemplate(server, token, business.id, {
    name: "shipping_update",
    category: "utility",
    body: "Your parcel {{1}} is on its way.",
  });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

interface Detail {
  status: string;
  queueState: string;
  attempts: number;
  statusHistory: { status: string; occurredAt: string }[];
}

describe("a phone number's throughput", () => {
  it("sends messages accepted together one per interval, each in one attempt", async () => {
    const ids: string[] = [];
    for (const parcel of ["P-1", "P-2", "P-3"]) {
      const sent = await v1(server, "POST", "/messages/template", {
        key: business.apiKey,
        body: {
          to: `+91981234560${ids.length}`,
          template: {
            name: "shipping_update",
            language: "en",
            components: [{ type: "body", parameters: [{ type: "text", text: parcel }] }],
          },
        },
      });
      expect(sent.status).toBe(200);
      ids.push(sent.body.message_id as string);
    }

    const details = await eventually(async () => {
      const all = await Promise.all(
        ids.map(
          async (id) =>
            (await rest(server, "GET", `/admin/whatsapp-messages/${id}`, { token })).body as Detail,
        ),
      );
      return all.every((detail) => detail.queueState === "done") ? all : undefined;
    });

    for (const detail of details) {
      expect(detail.status).not.toBe("failed");
      expect(detail.attempts).toBe(1);
    }
    const sentAt = details
      .map((detail) => detail.statusHistory.find(({ status }) => status === "sent")!.occurredAt)
      .map((at) => new Date(at).getTime())
      .sort((a, b) => a - b);
    // One a second; the sends are timed after the provider answered, so allow some jitter.
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(800);
    expect(sentAt[2]! - sentAt[1]!).toBeGreaterThanOrEqual(800);
  });
});
