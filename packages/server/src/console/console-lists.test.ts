import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from "@aizapy/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Admin } from "@aizapy/db";
import { type TestServer, startTestServerWithAdmin } from "../test-support/test-server.ts";

let server: TestServer;
let admin: Admin;
let token: string;

beforeAll(async () => {
  ({ server, admin, token } = await startTestServerWithAdmin());
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.prisma.contactMessage.deleteMany();
  await server.prisma.auditLog.deleteMany();
  await server.prisma.analyticsDaily.deleteMany();
  await server.prisma.apiConfig.deleteMany();
  await server.prisma.business.deleteMany();
});

const minute = 60_000;
const base = Date.parse("2026-11-01T00:00:00Z");

/** `count` messages, message i received i minutes after the base time (so the newest is last). */
async function seedMessages(count: number, change: (i: number) => object = () => ({})) {
  await server.prisma.contactMessage.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      name: `Visitor ${i}`,
      email: `visitor${i}@example.in`,
      subject: `Enquiry number ${i}`,
      message: `Message body ${i}`,
      createdAt: new Date(base + i * minute),
      ...change(i),
    })),
  });
}

const api = async (path: string, init: RequestInit & { auth?: boolean } = {}) => {
  const { auth = true, ...rest } = init;
  return fetch(`${server.baseUrl}/api${path}`, {
    ...rest,
    headers: {
      ...(rest.body ? { "content-type": "application/json" } : {}),
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
      ...rest.headers,
    },
  });
};

interface ListAnswer {
  messages: { name: string }[];
}

const PAGE = /* GraphQL */ `
  query Page(
    $filter: ContactMessageFilterInput
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    contactMessagePage(
      filter: $filter
      first: $first
      after: $after
      last: $last
      before: $before
    ) {
      items {
        id
        name
        status
        createdAt
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
`;
type PageData = {
  contactMessagePage: {
    items: { id: string; name: string; status: string }[];
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string | null;
      endCursor: string | null;
    };
  };
};
const page = (variables: Record<string, unknown>) =>
  server.graphql<PageData>(PAGE, { token, variables });
const names = (result: { data?: PageData | null }) =>
  result.data!.contactMessagePage.items.map((item) => item.name);

describe("contact message pages", () => {
  it("walks newest first to the end and back, and answers the last page alone", async () => {
    await seedMessages(7);
    const first = await page({ first: 3 });
    expect(names(first)).toEqual(["Visitor 6", "Visitor 5", "Visitor 4"]);
    expect(first.data!.contactMessagePage.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const second = await page({
      first: 3,
      after: first.data!.contactMessagePage.pageInfo.endCursor,
    });
    expect(names(second)).toEqual(["Visitor 3", "Visitor 2", "Visitor 1"]);
    const third = await page({
      first: 3,
      after: second.data!.contactMessagePage.pageInfo.endCursor,
    });
    expect(names(third)).toEqual(["Visitor 0"]);
    expect(third.data!.contactMessagePage.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    const back = await page({
      last: 3,
      before: third.data!.contactMessagePage.pageInfo.startCursor,
    });
    expect(names(back)).toEqual(["Visitor 3", "Visitor 2", "Visitor 1"]);

    const last = await page({ last: 2 });
    expect(names(last)).toEqual(["Visitor 1", "Visitor 0"]);
    expect(last.data!.contactMessagePage.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
  });

  it("answers an exact fit without more pages and an empty list without cursors", async () => {
    expect((await page({ first: 5 })).data!.contactMessagePage).toEqual({
      items: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
    await seedMessages(5);
    const all = await page({ first: 5 });
    expect(names(all)).toHaveLength(5);
    expect(all.data!.contactMessagePage.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: false,
    });
  });

  it("keeps messages with equal times apart by id, so no message is skipped or repeated", async () => {
    await seedMessages(5, () => ({ createdAt: new Date(base) }));
    const seen: string[] = [];
    let after: string | null | undefined;
    do {
      const result = await page({ first: 2, after });
      seen.push(...result.data!.contactMessagePage.items.map((item) => item.id));
      after = result.data!.contactMessagePage.pageInfo.hasNextPage
        ? result.data!.contactMessagePage.pageInfo.endCursor
        : null;
    } while (after);
    expect(new Set(seen).size).toBe(5);
  });

  it("searches name, email, subject and body ignoring case, with wildcards taken literally", async () => {
    await seedMessages(4, (i) =>
      i === 1
        ? { message: "Need PRICING for 100% of our stores" }
        : i === 2
          ? { email: "owner@sharma-foods.in" }
          : {},
    );
    expect(names(await page({ filter: { search: "pricing" } }))).toEqual(["Visitor 1"]);
    expect(names(await page({ filter: { search: "SHARMA" } }))).toEqual(["Visitor 2"]);
    expect(names(await page({ filter: { search: "100%" } }))).toEqual(["Visitor 1"]);
    expect(names(await page({ filter: { search: "0%" } }))).toEqual(["Visitor 1"]);
    expect(names(await page({ filter: { search: "number 3" } }))).toEqual(["Visitor 3"]);
  });

  it("finds a common word (more matches than are fetched by id) in the same order", async () => {
    await seedMessages(600, (i) => ({ status: i % 2 ? "read" : "unread" }));
    const common = await page({ filter: { search: "VISITOR" }, first: 3 });
    expect(names(common)).toEqual(["Visitor 599", "Visitor 598", "Visitor 597"]);
    expect(common.data!.contactMessagePage.pageInfo.hasNextPage).toBe(true);
    const withStatus = await page({ filter: { search: "visitor", status: "read" }, last: 2 });
    expect(names(withStatus)).toEqual(["Visitor 3", "Visitor 1"]);
    const rare = await page({ filter: { search: "visitor59" }, first: 20 });
    expect(names(rare)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `Visitor ${599 - i}`),
      "Visitor 59",
    ]);
  });

  it("filters by status and by a time range (from inclusive, to exclusive)", async () => {
    await seedMessages(6, (i) => ({ status: i % 2 ? "read" : "unread" }));
    expect(names(await page({ filter: { status: "read" } }))).toEqual([
      "Visitor 5",
      "Visitor 3",
      "Visitor 1",
    ]);
    const range = {
      from: new Date(base + 2 * minute).toISOString(),
      to: new Date(base + 4 * minute).toISOString(),
    };
    expect(names(await page({ filter: range }))).toEqual(["Visitor 3", "Visitor 2"]);
  });

  it("refuses a bad filter or page request with the field's message", async () => {
    const badStatus = await page({ filter: { status: "spam" } });
    expect(badStatus.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ path: "status" }],
    });
    const backwards = await page({
      filter: { from: "2026-11-02T00:00:00Z", to: "2026-11-01T00:00:00Z" },
    });
    expect(backwards.errors?.[0]?.message).toBe("To must be after From");
    expect((await page({ first: 101 })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await page({ after: "forged" })).errors?.[0]?.message).toBe(
      "This page link is no longer valid",
    );
  });

  it("refuses a well-formed cursor with values the list's key cannot hold, on both APIs", async () => {
    await seedMessages(2);
    const forged = Buffer.from(JSON.stringify(["yesterday", "not-an-id"])).toString("base64url");
    expect((await page({ after: forged })).errors?.[0]).toMatchObject({
      message: "This page link is no longer valid",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const rest = await api(`/admin/contact-messages?first=1&after=${forged}`);
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ message: "This page link is no longer valid" });
  });

  it("serves the same page over REST, and the unfiltered list keeps its old answer", async () => {
    await seedMessages(3, (i) => ({ status: i === 0 ? "unread" : "read" }));
    const old = (await (await api("/admin/contact-messages")).json()) as Record<string, unknown>;
    expect(Object.keys(old)).toEqual(["messages"]);
    expect(old.messages).toHaveLength(3);

    const paged = await api("/admin/contact-messages?status=read&first=1");
    expect(paged.status).toBe(200);
    const body = (await paged.json()) as {
      messages: { name: string }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    expect(body.messages.map((m) => m.name)).toEqual(["Visitor 2"]);
    expect(body.pageInfo.hasNextPage).toBe(true);
    const next = (await (
      await api(`/admin/contact-messages?status=read&first=1&after=${body.pageInfo.endCursor}`)
    ).json()) as { messages: { name: string }[] };
    expect(next.messages.map((m) => m.name)).toEqual(["Visitor 1"]);
    expect((await api("/admin/contact-messages?first=abc")).status).toBe(400);
  });

  it("answers the newest 100 without page parameters, or `limit` of them up to 500, on both APIs", async () => {
    // Anyone can add to this list: no request reads it whole.
    await seedMessages(LIST_LIMIT_MAX + 20);
    const names = (messages: { name: string }[]) => messages.map((message) => message.name);
    const newest = (count: number) =>
      Array.from({ length: count }, (_, i) => `Visitor ${LIST_LIMIT_MAX + 19 - i}`);

    const rest = async (query: string) =>
      names(((await (await api(`/admin/contact-messages${query}`)).json()) as ListAnswer).messages);
    expect(await rest("")).toEqual(newest(LIST_LIMIT_DEFAULT));
    expect(await rest("?limit=3")).toEqual(newest(3));
    expect(await rest(`?limit=${LIST_LIMIT_MAX + 1}`)).toEqual(newest(LIST_LIMIT_MAX));

    const graphql = async (args: string) =>
      names(
        (
          await server.graphql<{ contactMessages: { name: string }[] }>(
            `{ contactMessages${args} { name } }`,
            { token },
          )
        ).data!.contactMessages,
      );
    expect(await graphql("")).toEqual(newest(LIST_LIMIT_DEFAULT));
    expect(await graphql("(limit: 3)")).toEqual(newest(3));
  });

  it("counts unread messages for the sidebar", async () => {
    await seedMessages(5, (i) => ({ status: i < 2 ? "unread" : "archived" }));
    const result = await server.graphql<{ contactMessageUnreadCount: number }>(
      "{ contactMessageUnreadCount }",
      { token },
    );
    expect(result.data!.contactMessageUnreadCount).toBe(2);
    expect(await (await api("/admin/contact-messages/unread-count")).json()).toEqual({ count: 2 });
  });
});

describe("bulk actions on contact messages", () => {
  const BULK = /* GraphQL */ `
    mutation Bulk($input: ContactBulkActionInput!) {
      bulkUpdateContactMessages(input: $input) {
        affected
      }
    }
  `;

  it("marks the chosen messages, skips unknown ids and writes one audit row per message", async () => {
    await seedMessages(3);
    const [a, b, untouched] = await server.prisma.contactMessage.findMany({
      orderBy: { name: "asc" },
    });
    const result = await server.graphql<{ bulkUpdateContactMessages: { affected: number } }>(BULK, {
      token,
      variables: {
        input: { ids: [a!.id, b!.id, "00000000-0000-4000-8000-000000000000"], action: "archived" },
      },
    });
    expect(result.data!.bulkUpdateContactMessages.affected).toBe(2);
    const stored = await server.prisma.contactMessage.findMany({ orderBy: { name: "asc" } });
    expect(stored.map((m) => m.status)).toEqual(["archived", "archived", untouched!.status]);
    const audit = await server.prisma.auditLog.findMany({ orderBy: { targetId: "asc" } });
    expect(audit.map((row) => row.targetId).sort()).toEqual([a!.id, b!.id].sort());
    expect(audit[0]).toMatchObject({
      action: "update",
      actorId: admin.id,
      targetType: "contact_message",
    });
  });

  it("deletes over REST with an audit row each", async () => {
    await seedMessages(2);
    const ids = (await server.prisma.contactMessage.findMany()).map((m) => m.id);
    const response = await api("/admin/contact-messages/bulk", {
      method: "POST",
      body: JSON.stringify({ ids, action: "delete" }),
    });
    expect(await response.json()).toEqual({ affected: 2 });
    expect(await server.prisma.contactMessage.count()).toBe(0);
    expect(await server.prisma.auditLog.count({ where: { action: "delete" } })).toBe(2);
  });

  it("refuses an empty list, more than 500 ids and an unknown action, changing nothing", async () => {
    await seedMessages(1);
    const [message] = await server.prisma.contactMessage.findMany();
    const tooMany = Array.from(
      { length: 501 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    for (const body of [
      { ids: [], action: "read" },
      { ids: tooMany, action: "read" },
      { ids: [message!.id], action: "spam" },
    ]) {
      const response = await api("/admin/contact-messages/bulk", {
        method: "POST",
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
    }
    expect((await server.prisma.contactMessage.findFirstOrThrow()).status).toBe("unread");
    expect(await server.prisma.auditLog.count()).toBe(0);
  });
});

describe("CSV exports", () => {
  it("downloads the filtered messages with formulas neutralised, quoting and a BOM", async () => {
    await seedMessages(3, (i) =>
      i === 2
        ? {
            name: '=HYPERLINK("http://evil")',
            message: 'Line one\nsaid "hi", then left',
            status: "read",
          }
        : { status: i === 1 ? "read" : "unread" },
    );
    const response = await api("/admin/contact-messages/export.csv?status=read");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Received,Status,Name,Email,Company,Phone,Subject,Message,Id");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain('"Line one\nsaid ""hi"", then left"');
    expect(lines[2]).toContain("Visitor 1");
    expect(lines).toHaveLength(4);
  });

  it("reads the export in batches instead of all rows at once", async () => {
    await seedMessages(2500);
    const download = await server.services.contact.exportCsv({});
    const chunks: string[] = [];
    for await (const chunk of download.chunks) chunks.push(chunk);
    // The header, then one chunk per batch of at most 1,000 rows.
    expect(chunks.map((chunk) => chunk.split("\r\n").length - 1)).toEqual([1, 1000, 1000, 500]);
  });

  it("needs a session, and refuses a bad filter before sending anything", async () => {
    expect((await api("/admin/contact-messages/export.csv", { auth: false })).status).toBe(401);
    expect((await api("/admin/audit-logs/export.csv", { auth: false })).status).toBe(401);
    const bad = await api("/admin/contact-messages/export.csv?status=spam");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toContain("application/json");
  });

  it("exports the filtered audit log", async () => {
    await server.prisma.auditLog.createMany({
      data: [
        {
          actorId: admin.id,
          actorType: "admin",
          action: "login",
          details: "Signed in",
          timestamp: new Date(base),
        },
        {
          actorId: "203.0.113.9",
          actorType: "anonymous",
          action: "login_failed",
          details: "=cmd|' /C calc'!A0",
          timestamp: new Date(base + minute),
        },
      ],
    });
    const text = await (await api("/admin/audit-logs/export.csv?action=login_failed")).text();
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Time,Action,Actor type,Actor,Target type,Target,Details,Id");
    expect(lines[1]).toContain(",login_failed,anonymous,203.0.113.9,,,'=cmd|' /C calc'!A0,");
    expect(lines).toHaveLength(3);
  });
});

describe("audit log pages", () => {
  const AUDIT = /* GraphQL */ `
    query Audit($filter: AuditLogFilterInput, $first: Int, $last: Int) {
      auditLogPage(filter: $filter, first: $first, last: $last) {
        items {
          action
          actorId
          targetType
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
        }
      }
    }
  `;
  type AuditData = {
    auditLogPage: {
      items: { action: string; actorId: string; targetType: string | null }[];
      pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
    };
  };

  it("filters by action, actor, target type and time, newest first", async () => {
    await server.prisma.auditLog.createMany({
      data: [
        { actorId: admin.id, actorType: "admin", action: "login", timestamp: new Date(base) },
        {
          actorId: admin.id,
          actorType: "admin",
          action: "update",
          targetType: "contact_message",
          timestamp: new Date(base + minute),
        },
        {
          actorId: "system",
          actorType: "system",
          action: "update",
          targetType: "platform_settings",
          timestamp: new Date(base + 2 * minute),
        },
      ],
    });
    const query = async (variables: Record<string, unknown>) =>
      (await server.graphql<AuditData>(AUDIT, { token, variables })).data!.auditLogPage;
    expect((await query({ filter: { action: "update" } })).items.map((i) => i.targetType)).toEqual([
      "platform_settings",
      "contact_message",
    ]);
    expect((await query({ filter: { actorId: admin.id } })).items.map((i) => i.action)).toEqual([
      "update",
      "login",
    ]);
    expect((await query({ filter: { targetType: "platform_settings" } })).items).toHaveLength(1);
    expect(
      (await query({ filter: { to: new Date(base + minute).toISOString() } })).items.map(
        (i) => i.action,
      ),
    ).toEqual(["login"]);
    const last = await query({ last: 2 });
    expect(last.items.map((i) => i.action)).toEqual(["update", "login"]);
    expect(last.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });

    const rest = (await (await api("/admin/audit-logs?action=login")).json()) as {
      logs: { action: string }[];
      pageInfo: object;
    };
    expect(rest.logs.map((log) => log.action)).toEqual(["login"]);
    expect(rest.pageInfo).toMatchObject({ hasNextPage: false });
    const bad = await server.graphql<AuditData>(AUDIT, {
      token,
      variables: { filter: { action: "hack" } },
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

async function seedBusiness(name: string, whatsappNumber: string) {
  return server.prisma.business.create({ data: { name, whatsappNumber } });
}

describe("analytics series", () => {
  const SERIES = /* GraphQL */ `
    query Series($days: Int, $businessId: ID, $top: Int) {
      analyticsSeries(days: $days, businessId: $businessId, top: $top) {
        days
        from
        to
        businessId
        daily {
          date
          messages
          deliveryRate
          avgResponseMs
        }
        topBusinesses {
          name
          messages
        }
        totalMessages
        otherMessages
      }
    }
  `;

  it("gives every day of the period, weighted rates, and the top businesses with the rest summed", async () => {
    const a = await seedBusiness("Asha Textiles", "+919800000001");
    const b = await seedBusiness("Bharat Foods", "+919800000002");
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    await server.prisma.analyticsDaily.createMany({
      data: [
        {
          businessId: a.id,
          date: today,
          messagesSent: 300,
          deliveryRatePct: 90,
          avgResponseMs: 1000,
        },
        {
          businessId: b.id,
          date: today,
          messagesSent: 100,
          deliveryRatePct: 50,
          avgResponseMs: 2000,
        },
        {
          businessId: b.id,
          date: "2020-01-01",
          messagesSent: 999,
          deliveryRatePct: 10,
          avgResponseMs: 1,
        },
      ],
    });
    const { data } = await server.graphql<{
      analyticsSeries: {
        days: number;
        daily: {
          date: string;
          messages: number;
          deliveryRate: number | null;
          avgResponseMs: number | null;
        }[];
        topBusinesses: { name: string; messages: number }[];
        totalMessages: number;
        otherMessages: number;
        to: string;
      };
    }>(SERIES, { token, variables: { days: 7, top: 1 } });
    const series = data!.analyticsSeries;
    expect(series.daily).toHaveLength(7);
    expect(series.to).toBe(today);
    expect(series.daily.at(-1)).toEqual({
      date: today,
      messages: 400,
      deliveryRate: 80,
      avgResponseMs: 1250,
    });
    expect(series.daily[0]).toMatchObject({ messages: 0, deliveryRate: null, avgResponseMs: null });
    expect(series.topBusinesses).toEqual([{ name: "Asha Textiles", messages: 300 }]);
    expect(series).toMatchObject({ totalMessages: 400, otherMessages: 100 });

    const one = (await (
      await api(`/admin/analytics/series?days=30&businessId=${b.id}`)
    ).json()) as {
      daily: { messages: number; deliveryRate: number | null }[];
      topBusinesses: { name: string }[];
      totalMessages: number;
    };
    expect(one.daily).toHaveLength(30);
    expect(one.daily.at(-1)).toMatchObject({ messages: 100, deliveryRate: 50 });
    expect(one.topBusinesses.map((row) => row.name)).toEqual(["Bharat Foods"]);
    expect(one.totalMessages).toBe(100);
  });

  it("refuses a period other than 7, 30 or 90 days", async () => {
    expect((await api("/admin/analytics/series?days=14")).status).toBe(400);
    const result = await server.graphql(SERIES, { token, variables: { days: 365 } });
    expect(result.errors?.[0]?.message).toBe("Period must be 7, 30 or 90 days");
  });
});

describe("global search", () => {
  const SEARCH = /* GraphQL */ `
    query Search($query: String!) {
      consoleSearch(query: $query) {
        businesses {
          name
          whatsappNumber
        }
        apiConfigs {
          businessName
          phoneNumberId
          provider
        }
        contactMessages {
          name
          email
        }
      }
    }
  `;

  it("finds businesses by name or number, configurations by phone number id, messages by email", async () => {
    const business = await seedBusiness("Sharma Sweets", "+919812345678");
    await server.prisma.apiConfig.create({
      data: {
        businessId: business.id,
        provider: "whatsapp-cloud",
        apiKey: "sealed",
        phoneNumberId: "10987654321",
      },
    });
    await seedMessages(1, () => ({ email: "ravi@sharmasweets.in" }));
    const search = async (query: string) =>
      (
        await server.graphql<{ consoleSearch: Record<string, unknown[]> }>(SEARCH, {
          token,
          variables: { query },
        })
      ).data!.consoleSearch;
    expect(await search("SHARMA")).toEqual({
      businesses: [{ name: "Sharma Sweets", whatsappNumber: "+919812345678" }],
      apiConfigs: [
        { businessName: "Sharma Sweets", phoneNumberId: "10987654321", provider: "whatsapp-cloud" },
      ],
      contactMessages: [{ name: "Visitor 0", email: "ravi@sharmasweets.in" }],
    });
    expect((await search("12345")).businesses).toHaveLength(1);
    expect((await search("098765")).apiConfigs).toHaveLength(1);
    const rest = (await (await api("/admin/search?q=cloud")).json()) as { apiConfigs: unknown[] };
    expect(rest.apiConfigs).toHaveLength(1);
  });

  it("asks for at least two characters and needs a session", async () => {
    const result = await server.graphql(SEARCH, { token, variables: { query: " a " } });
    expect(result.errors?.[0]?.message).toBe("Type at least 2 characters");
    expect((await api("/admin/search?q=a")).status).toBe(400);
    expect((await api("/admin/search?q=ab", { auth: false })).status).toBe(401);
    const anonymous = await server.graphql(SEARCH, { variables: { query: "ab" } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("notifications", () => {
  it("counts enquiries since the admin last looked, per admin", async () => {
    await server.prisma.admin.update({
      where: { id: admin.id },
      data: { lastSeenNotificationsAt: null },
    });
    await seedMessages(2, (i) => ({ createdAt: new Date(Date.now() - (2 - i) * minute) }));
    const NOTIFICATIONS = "{ notifications { count since items { name } } }";
    const before = await server.graphql<{
      notifications: { count: number; since: string | null; items: { name: string }[] };
    }>(NOTIFICATIONS, { token });
    expect(before.data!.notifications).toEqual({
      count: 2,
      since: null,
      items: [{ name: "Visitor 1" }, { name: "Visitor 0" }],
    });
    const seen = (await (await api("/admin/notifications/seen", { method: "POST" })).json()) as {
      seenAt: string;
    };
    const after = (await (await api("/admin/notifications")).json()) as {
      count: number;
      since: string;
    };
    expect(after).toMatchObject({ count: 0, since: seen.seenAt });

    await seedMessages(1, () => ({
      name: "Late visitor",
      createdAt: new Date(Date.now() + minute),
    }));
    const later = await server.graphql<{ notifications: { count: number } }>(NOTIFICATIONS, {
      token,
    });
    expect(later.data!.notifications.count).toBe(1);
    expect((await api("/admin/notifications", { auth: false })).status).toBe(401);
  });

  it("lists the platform's alerts since the admin last looked, with what they are about", async () => {
    await server.prisma.admin.update({
      where: { id: admin.id },
      data: { lastSeenNotificationsAt: new Date(Date.now() - 10 * minute) },
    });
    const alert = (minutesAgo: number, title: string) => ({
      id: crypto.randomUUID(),
      kind: "webhook_endpoint_disabled",
      title,
      detail: "Every delivery failed for three days; its waiting webhooks are held.",
      targetType: "api_config",
      targetId: crypto.randomUUID(),
      createdAt: new Date(Date.now() - minutesAgo * minute),
    });
    const seenBefore = alert(20, "Webhooks of Old Bazaar disabled");
    const older = alert(5, "Webhooks of Spice Route Kitchen disabled");
    const newer = alert(1, "Webhooks of Monsoon Travels disabled");
    await server.prisma.operatorAlert.createMany({ data: [seenBefore, older, newer] });
    // What the console's bell asks for.
    const NOTIFICATIONS = `{ notifications {
      alertCount alerts { id title detail targetType targetId createdAt } } }`;
    const answer = await server.graphql<{
      notifications: { alertCount: number; alerts: Record<string, string>[] };
    }>(NOTIFICATIONS, { token });
    const shown = ({ id, title, detail, targetType, targetId, createdAt }: typeof newer) => ({
      id,
      title,
      detail,
      targetType,
      targetId,
      createdAt: createdAt.toISOString(),
    });
    expect(answer.data!.notifications).toEqual({
      alertCount: 2,
      alerts: [shown(newer), shown(older)],
    });

    await api("/admin/notifications/seen", { method: "POST" });
    const after = await server.graphql<{ notifications: { alertCount: number; alerts: [] } }>(
      NOTIFICATIONS,
      { token },
    );
    expect(after.data!.notifications).toEqual({ alertCount: 0, alerts: [] });
  });
});

describe("allowed origins", () => {
  const ADD = /* GraphQL */ `
    mutation Add($origin: String!) {
      addAllowedOrigin(origin: $origin) {
        allowedOrigins
      }
    }
  `;
  const REMOVE = /* GraphQL */ `
    mutation Remove($origin: String!) {
      removeAllowedOrigin(origin: $origin) {
        allowedOrigins
      }
    }
  `;

  beforeEach(() =>
    server.prisma.platformSettings.update({
      where: { id: "global" },
      data: { allowedOrigins: [] },
    }),
  );

  it("adds and removes one origin, audited, and CORS follows at once", async () => {
    const added = await server.graphql<{ addAllowedOrigin: { allowedOrigins: string[] } }>(ADD, {
      token,
      variables: { origin: "https://partners.example.in" },
    });
    expect(added.data!.addAllowedOrigin.allowedOrigins).toEqual(["https://partners.example.in"]);
    const cors = await api("/admin/settings", {
      headers: { origin: "https://partners.example.in" },
    });
    expect(cors.headers.get("access-control-allow-origin")).toBe("https://partners.example.in");

    const removed = await api(
      `/admin/settings/allowed-origins?origin=${encodeURIComponent("https://partners.example.in")}`,
      { method: "DELETE" },
    );
    expect(((await removed.json()) as { allowedOrigins: string[] }).allowedOrigins).toEqual([]);
    expect(
      (await api("/admin/settings", { headers: { origin: "https://partners.example.in" } })).status,
    ).toBe(403);
    const audit = await server.prisma.auditLog.findMany({ orderBy: { timestamp: "asc" } });
    expect(audit.map((row) => row.details)).toEqual([
      "Allowed origin https://partners.example.in added",
      "Allowed origin https://partners.example.in removed",
    ]);
  });

  it("refuses a duplicate (409), a path or a bare host (400) and an unknown removal (404)", async () => {
    const add = (origin: string) =>
      api("/admin/settings/allowed-origins", { method: "POST", body: JSON.stringify({ origin }) });
    expect((await add("http://localhost:5173")).status).toBe(200);
    const duplicate = await add("http://localhost:5173");
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ errors: [{ path: "origin" }] });
    expect((await add("https://example.com/path")).status).toBe(400);
    expect((await add("example.com")).status).toBe(400);
    const unknown = await server.graphql(REMOVE, {
      token,
      variables: { origin: "https://nope.example" },
    });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await server.prisma.auditLog.count()).toBe(1);
    expect((await add("https://a.example")).status).toBe(200);
    expect(
      (
        await api("/admin/settings/allowed-origins", {
          method: "POST",
          body: JSON.stringify({ origin: "https://b.example" }),
          auth: false,
        })
      ).status,
    ).toBe(401);
  });
});
