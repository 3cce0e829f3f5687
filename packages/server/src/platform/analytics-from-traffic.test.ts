import { foldAnalyticsIncrements } from "@aizapy/messaging";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSandboxBusiness,
  createTemplate,
  eventually,
  v1,
  type TestBusiness,
  sendApprovedTemplate,
} from "../test-support/platform-fixtures.ts";
import { postgresDatabaseUrl } from "@aizapy/db/testing";
import { startTestServerWithAdmin, type TestServer } from "../test-support/test-server.ts";

// The console's analytics come from the messages themselves: each status change counts in its
// business's day within the change's own transaction, and the counts are read exactly at once,
// whether or not they have been folded into the daily rows yet.

let server: TestServer;
let token: string;
let business: TestBusiness;

beforeAll(async () => {
  ({ server, token } = await startTestServerWithAdmin({
    SANDBOX_DELIVERED_AFTER_MS: "100",
    SANDBOX_READ_AFTER_MS: "200",
  }));
  business = await createSandboxBusiness(server, token, {});
  await createTemplate(server, token, business.id, {
    name: "shipping_update",
    category: "utility",
    body: "Your parcel {{1}} is on its way.",
  });
});
afterAll(() => server?.close());

const sendTemplate = (to: string) =>
  sendApprovedTemplate(server, business, to, { name: "shipping_update", parameters: ["AZ-1"] });

const reachesStatus = (messageId: string, statuses: string[], timeoutMs?: number) =>
  eventually(async () => {
    const { body } = await v1<{ status: string }>(server, "GET", `/messages/${messageId}/status`, {
      key: business.apiKey,
    });
    return statuses.includes(body.status) ? body.status : undefined;
  }, timeoutMs);

interface Today {
  messages: number;
  deliveryRate: number | null;
}

async function todayOfBusiness(): Promise<Today> {
  const answer = await server.graphql<{
    analyticsSeries: { daily: Today[]; totalMessages: number };
  }>(
    `query ($businessId: ID) {
      analyticsSeries(businessId: $businessId, days: 7) { totalMessages daily { messages deliveryRate } }
    }`,
    { token, variables: { businessId: business.id } },
  );
  return answer.data!.analyticsSeries.daily.at(-1)!;
}

describe("analytics from real traffic", () => {
  it("count each message in its business's day as it reaches the provider and is delivered, folded or not", async () => {
    const delivered = await sendTemplate("+919811100008");
    const undeliverable = await sendTemplate("+919811100000");
    await reachesStatus(delivered, ["read"]);
    await reachesStatus(undeliverable, ["failed"]);

    expect(await todayOfBusiness()).toEqual({ messages: 2, deliveryRate: 50 });
    await foldAnalyticsIncrements(server.database.sql);
    // The server folds in the background too, and a fold skips the increments another is taking:
    // those are gone once that fold commits, a moment later on a busy machine.
    await eventually(async () =>
      (await server.prisma.analyticsIncrement.count()) === 0 ? true : undefined,
    );
    expect(await todayOfBusiness()).toEqual({ messages: 2, deliveryRate: 50 });
    const [day] = await server.prisma.analyticsDaily.findMany({
      where: { businessId: business.id },
    });
    expect(day).toMatchObject({ messagesSent: 2, deliveredCount: 1 });
    expect(Number(day!.deliveryRatePct)).toBe(50);
  });

  // Before, every status change updated its business's row of the day (and, by trigger, the
  // day's total of every business), so status changes anywhere queued for those rows one
  // transaction at a time.
  it.runIf(process.env.TEST_DATABASE === "postgres")(
    "never wait for another transaction that holds the day's analytics rows",
    async () => {
      await foldAnalyticsIncrements(server.database.sql);
      const other = new pg.Client({ connectionString: postgresDatabaseUrl(server.database.name!) });
      await other.connect();
      try {
        await other.query("BEGIN");
        await other.query(
          `UPDATE analytics_daily SET "messagesSent" = "messagesSent" WHERE "businessId" = $1`,
          [business.id],
        );
        const messageId = await sendTemplate("+919811100002");
        expect(await reachesStatus(messageId, ["read"], 5_000)).toBe("read");
        expect((await todayOfBusiness()).messages).toBe(3);
      } finally {
        await other.query("ROLLBACK");
        await other.end();
      }
    },
  );
});
