import { routes } from "@aizapy/rest-compat";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "../test-support/mailbox.ts";
import {
  expectStatus,
  joinByInvitation,
  signUp,
  type MemberSession,
} from "../test-support/member-fixtures.ts";
import { eventually } from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";

// The workspace's campaigns as its members use them: owners create, launch and retarget them,
// agents follow them (and are refused every change); the funnel and the failures by reason over
// GraphQL, and the recipients as a CSV file, of one status or all.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as JSON of any shape
type Json = Record<string, any>;

let server: TestServer;
let mailbox: Mailbox;
let owner: MemberSession;
let agent: MemberSession;

const READ_NUMBER = "+919876512342";
/** The sandbox fails numbers ending in 0000 with 131026. */
const FAILING_NUMBER = "+919876500000";
const NOT_ON_WHATSAPP = "The number is not on WhatsApp, or cannot receive this message.";

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({
    SMTP_URL: mailbox.url,
    SANDBOX_DELIVERED_AFTER_MS: "50",
    SANDBOX_READ_AFTER_MS: "100",
  });
  owner = await signUp(server);
  agent = await joinByInvitation(server, mailbox, owner.token, "agent");
});
afterAll(async () => {
  await server.close();
  await mailbox.close();
});

/** The recipients' file as the workspace's "Export CSV" downloads it. */
const downloadRecipients = (token: string, id: string, status?: string) =>
  fetch(
    `${server.baseUrl}/api/workspace/campaigns/${id}/recipients.csv${status ? `?status=${status}` : ""}`,
    { headers: { authorization: `Bearer ${token}` } },
  );

/** A file's text with its byte order mark kept (text() drops it). */
const fileText = async (response: Response) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());

/** The header the OpenAPI document's example of the file shows, byte order mark first. */
const documentedHeader = () => {
  const route = routes.find((r) => r.path === "/workspace/campaigns/:id/recipients.csv")!;
  return (route.examples.response as string).split("\r\n")[0];
};

describe("a campaign in the workspace", () => {
  let campaignId: string;

  it("is created and launched by the owner, followed by the agent, who may change nothing", async () => {
    const tag = `diwali-${Date.now().toString(36)}`;
    for (const phone of [READ_NUMBER, FAILING_NUMBER]) {
      expectStatus(
        await rest(server, "POST", "/workspace/contacts", {
          token: agent.token,
          body: { phone, tags: [tag] },
        }),
        200,
      );
    }
    const draft = {
      name: "Diwali sale: Pune",
      template: { name: "hello_world", language: "en_US" },
      audience: { tags: [tag] },
    };
    const refused = await rest(server, "POST", "/workspace/campaigns", {
      token: agent.token,
      body: draft,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "forbidden" });

    const created = expectStatus<Json>(
      await rest(server, "POST", "/workspace/campaigns", { token: owner.token, body: draft }),
      201,
    );
    expect(created).toMatchObject({ status: "draft", audience: { tags: [tag] } });
    campaignId = created.id;

    const preflight = expectStatus<Json>(
      await rest(server, "GET", `/workspace/campaigns/${campaignId}/preflight`, {
        token: agent.token,
      }),
      200,
    );
    expect(preflight).toMatchObject({ eligible: 2, holdout: 0, capacity: { tier: "250" } });
    for (const change of ["launch", "pause", "resume", "cancel"]) {
      const answer = await rest(server, "POST", `/workspace/campaigns/${campaignId}/${change}`, {
        token: agent.token,
      });
      expect(answer.status, change).toBe(403);
    }

    const launched = expectStatus<Json>(
      await rest(server, "POST", `/workspace/campaigns/${campaignId}/launch`, {
        token: owner.token,
      }),
      202,
    );
    expect(launched.status).toBe("sending");
    const again = await rest(server, "POST", `/workspace/campaigns/${campaignId}/launch`, {
      token: owner.token,
    });
    expect(again.status).toBe(409);

    const done = await eventually(async () => {
      const { body } = await rest<Json>(server, "GET", `/workspace/campaigns/${campaignId}`, {
        token: agent.token,
      });
      return body.status === "completed" && body.counts.read === 1 ? body : undefined;
    });
    expect(done.counts).toMatchObject({ audience: 2, sent: 1, delivered: 1, read: 1, failed: 1 });
    expect(done.failures).toEqual({ "131026": 1 });
  });

  it("shows its funnel and its failures with a sentence a marketer reads, over GraphQL", async () => {
    const answer = await server.graphql<{ workspaceCampaign: Json }>(
      `query ($id: ID!) {
        workspaceCampaign(id: $id) {
          status
          counts { audience sent delivered read replied failed }
          failures { code count reason }
        }
      }`,
      { variables: { id: campaignId }, token: agent.token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.workspaceCampaign).toEqual({
      status: "completed",
      counts: { audience: 2, sent: 1, delivered: 1, read: 1, replied: 0, failed: 1 },
      failures: [{ code: "131026", count: 1, reason: NOT_ON_WHATSAPP }],
    });
  });

  it("gives its recipients as a CSV file: every one, or those of one status", async () => {
    const all = await downloadRecipients(agent.token, campaignId);
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(all.headers.get("content-disposition")).toMatch(
      /^attachment; filename="diwali-sale-pune-recipients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await fileText(all)).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(documentedHeader());
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes("512342"))).toMatch(/,read,,,[0-9a-f-]{36},1,/);
    expect(lines.find((line) => line.includes("500000"))).toContain(
      `,failed,131026,"${NOT_ON_WHATSAPP}",`,
    );

    const failed = await downloadRecipients(owner.token, campaignId, "failed");
    expect(failed.headers.get("content-disposition")).toMatch(/-recipients-failed-[\d-]+\.csv"$/);
    const failedLines = (await failed.text()).split("\r\n").filter(Boolean);
    expect(failedLines).toHaveLength(2);
    expect(failedLines[1]).toContain("500000");

    const unknown = await downloadRecipients(owner.token, crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "not_found" });
    const badStatus = await downloadRecipients(owner.token, campaignId, "lost");
    expect(badStatus.status).toBe(400);
  });

  it("is retargeted by the owner: a draft to exactly the bucket asked for", async () => {
    const refused = await rest(server, "POST", `/workspace/campaigns/${campaignId}/retarget`, {
      token: agent.token,
      body: { audience: "failed" },
    });
    expect(refused.status).toBe(403);
    const retarget = expectStatus<Json>(
      await rest(server, "POST", `/workspace/campaigns/${campaignId}/retarget`, {
        token: owner.token,
        body: { audience: "failed" },
      }),
      201,
    );
    expect(retarget).toMatchObject({
      name: "Diwali sale: Pune: failed",
      status: "draft",
      audience: null,
      retargetOf: { campaignId, audience: "failed" },
    });
    const preflight = expectStatus<Json>(
      await rest(server, "GET", `/workspace/campaigns/${retarget.id}/preflight`, {
        token: owner.token,
      }),
      200,
    );
    expect(preflight.eligible).toBe(1);
    const list = expectStatus<Json>(
      await rest(server, "GET", "/workspace/campaigns", { token: agent.token }),
      200,
    );
    expect(list.items.map((campaign: Json) => campaign.id)).toEqual([retarget.id, campaignId]);
  });
});
