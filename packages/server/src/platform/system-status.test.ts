import { foldAnalyticsIncrements, type Clock } from "@aizapy/messaging";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGraphApi, UNREACHABLE_GRAPH_URL } from "../test-support/fake-graph-api.ts";
import {
  createSandboxBusiness,
  createTemplate,
  sendApprovedTemplate,
  type TestBusiness,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import { startTestServerWithAdmin, type TestServer } from "../test-support/test-server.ts";

// What the console's system status cards are made of, through both admin APIs: the message
// queue's backlog, the analytics increments not yet folded in, and whether the WhatsApp Cloud API
// answers. No test server reaches the internet: the Graph API is a local fake here, or a closed
// local port.

const STATUS = /* GraphQL */ `
  query {
    systemStatus {
      database {
        healthy
        kind
      }
      messageQueue {
        waiting
        oldestWaitingSeconds
        parked
      }
      webhooks {
        pending
        overdueSeconds
        disabledEndpoints
      }
      analytics {
        waiting
        oldestWaitingSeconds
      }
      providers {
        sandbox {
          reachable
        }
        whatsappCloud {
          reachable
          latencyMs
          checkedAt
        }
      }
    }
  }
`;

/** A clock that stands still until a test moves it. */
function testClock(): Clock & { advance(ms: number): void } {
  let time = Date.now();
  return {
    now: () => new Date(time),
    advance: (ms) => void (time += ms),
  };
}

describe("with the delivery workers stopped and the Graph API on a closed port", () => {
  const clock = testClock();
  let server: TestServer;
  let token: string;
  let business: TestBusiness;

  beforeAll(async () => {
    ({ server, token } = await startTestServerWithAdmin({}, { workers: false, clock }));
    business = await createSandboxBusiness(server, token);
    await createTemplate(server, token, business.id, { name: "order_ready", body: "Ready." });
  });
  afterAll(() => server?.close());

  const status = async () => {
    const answer = await rest(server, "GET", "/admin/system-status", { token });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it("points at this machine, not Meta, unless a test says otherwise", () => {
    expect(server.config.messaging.graphUrl).toBe(UNREACHABLE_GRAPH_URL);
  });

  it("reports the WhatsApp Cloud API unreachable, without a latency", async () => {
    expect((await status()).providers).toEqual({
      sandbox: { reachable: true },
      whatsappCloud: { reachable: false, latencyMs: null, checkedAt: clock.now().toISOString() },
    });
  });

  it("counts the messages waiting to be sent and how long the oldest has waited", async () => {
    expect((await status()).messageQueue).toEqual({
      waiting: 0,
      oldestWaitingSeconds: 0,
      parked: 0,
    });
    await sendApprovedTemplate(server, business, "+919811100001", { name: "order_ready" });
    clock.advance(90_000);
    await sendApprovedTemplate(server, business, "+919811100002", { name: "order_ready" });
    clock.advance(30_000);
    expect((await status()).messageQueue).toEqual({
      waiting: 2,
      oldestWaitingSeconds: 120,
      parked: 0,
    });
  });

  it("counts the analytics increments not yet folded in, and how long the oldest has waited", async () => {
    expect((await status()).analytics).toEqual({ waiting: 0, oldestWaitingSeconds: 0 });
    await server.prisma.$executeRaw`
      INSERT INTO analytics_increments ("businessId", date, "messagesSent", "createdAt")
      VALUES (${business.id}::uuid, '2026-11-30', 1, now() - interval '95 seconds'),
             (${business.id}::uuid, '2026-11-30', 1, DEFAULT)`;
    const { analytics } = await status();
    expect(analytics.waiting).toBe(2);
    // Measured on the database's clock, which stamped them; a slow machine may add a second.
    expect(analytics.oldestWaitingSeconds).toBeGreaterThanOrEqual(95);
    expect(analytics.oldestWaitingSeconds).toBeLessThan(100);

    await foldAnalyticsIncrements(server.database.sql);
    expect((await status()).analytics).toEqual({ waiting: 0, oldestWaitingSeconds: 0 });
  });

  it("answers the same over GraphQL as over REST", async () => {
    const { database, ...measured } = await status();
    const answer = await server.graphql<{ systemStatus: typeof measured & { database: object } }>(
      STATUS,
      { token },
    );
    expect(answer.errors).toBeUndefined();
    const { database: graphqlDatabase, ...graphqlMeasured } = answer.data!.systemStatus;
    expect(graphqlMeasured).toEqual(measured);
    expect(graphqlDatabase).toEqual({ healthy: database.healthy, kind: database.kind });
  });
});

describe("with a local Graph API", () => {
  const clock = testClock();
  let graph: Awaited<ReturnType<typeof startFakeGraphApi>>;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    graph = await startFakeGraphApi();
    ({ server, token } = await startTestServerWithAdmin(
      { WHATSAPP_GRAPH_URL: graph.url },
      { clock },
    ));
  });
  afterAll(async () => {
    await server?.close();
    await graph?.close();
  });

  const whatsappCloud = async () =>
    (await rest(server, "GET", "/admin/system-status", { token })).body.providers.whatsappCloud;

  it("reports the WhatsApp Cloud API reachable with its latency, checked at most once a minute", async () => {
    const checked = await whatsappCloud();
    expect(checked).toEqual({
      reachable: true,
      latencyMs: expect.any(Number),
      checkedAt: clock.now().toISOString(),
    });
    expect(checked.latencyMs).toBeGreaterThanOrEqual(0);

    // Within the minute the last answer stands, even though the API has gone away since…
    await graph.close();
    clock.advance(59_000);
    expect(await whatsappCloud()).toEqual(checked);
    // …after it, the API is asked again.
    clock.advance(2_000);
    expect(await whatsappCloud()).toEqual({
      reachable: false,
      latencyMs: null,
      checkedAt: clock.now().toISOString(),
    });
  });
});
