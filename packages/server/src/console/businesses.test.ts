import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sealSecret } from "@aizapy/messaging";
import { rest } from "../test-support/rest-client.ts";
import { type TestServer, startTestServerWithAdmin } from "../test-support/test-server.ts";

let server: TestServer;
let token: string;

const FIELDS = "id name whatsappNumber status plan createdAt updatedAt";
const CREATE = `mutation ($input: CreateBusinessInput!) { createBusiness(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateBusinessInput!) { updateBusiness(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!, $cascade: Boolean) { deleteBusiness(id: $id, cascade: $cascade) }`;
const PAGE = `query ($filter: BusinessFilter, $sort: BusinessSort, $first: Int, $after: String, $last: Int, $before: String) {
  businessPage(filter: $filter, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
    items { name whatsappNumber }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  } }`;

interface BusinessAnswer {
  id: string;
  name: string;
  whatsappNumber: string;
  status: string;
  plan: string;
}
interface PageAnswer {
  businessPage: {
    items: { name: string; whatsappNumber: string }[];
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string | null;
      endCursor: string | null;
    };
  };
}

async function create(input: Record<string, unknown>) {
  return server.graphql<{ createBusiness: BusinessAnswer }>(CREATE, {
    token,
    variables: { input },
  });
}

const auditRows = (targetId: string) =>
  server.prisma.auditLog.findMany({ where: { targetId }, orderBy: { timestamp: "asc" } });

beforeAll(async () => {
  ({ server, token } = await startTestServerWithAdmin());
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.prisma.business.deleteMany();
});

describe("adding a business", () => {
  it("normalises the number to E.164 (+91 by default), trims the name and defaults status and plan", async () => {
    const { data, errors } = await create({
      name: "  Spice Route  ",
      whatsappNumber: "098765 43210",
    });
    expect(errors).toBeUndefined();
    expect(data!.createBusiness).toMatchObject({
      name: "Spice Route",
      whatsappNumber: "+919876543210",
      status: "active",
      plan: "free",
    });
    const [audit] = await auditRows(data!.createBusiness.id);
    expect(audit).toMatchObject({
      action: "business_created",
      targetType: "business",
      actorType: "admin",
    });
    expect(audit!.details).toContain("Spice Route");
  });

  it("keeps a number given with another country code", async () => {
    const { data } = await create({ name: "London Tea", whatsappNumber: "+44 20 7946 0958" });
    expect(data!.createBusiness.whatsappNumber).toBe("+442079460958");
  });

  it.each([
    [
      { name: "A", whatsappNumber: "9876543210" },
      "name",
      "Business name must be 2 to 120 characters",
    ],
    [
      { name: "x".repeat(121), whatsappNumber: "9876543210" },
      "name",
      "Business name must be 2 to 120 characters",
    ],
    [
      { name: "Chai", whatsappNumber: "12345" },
      "whatsappNumber",
      "Enter a valid WhatsApp number, e.g. +91 98765 43210",
    ],
    [
      { name: "Chai", whatsappNumber: "phone me" },
      "whatsappNumber",
      "Enter a valid WhatsApp number, e.g. +91 98765 43210",
    ],
    [
      { name: "Chai", whatsappNumber: "9876543210", status: "closed" },
      "status",
      "Status must be one of active, suspended, inactive",
    ],
    [
      { name: "Chai", whatsappNumber: "9876543210", plan: "gold" },
      "plan",
      "Plan must be one of free, basic, pro, enterprise",
    ],
  ])("refuses %o with a message on %s, on both APIs", async (input, path, message) => {
    const graphql = await create(input);
    expect(graphql.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ path, message }],
    });
    const answer = await rest(server, "POST", "/admin/businesses", { token, body: input });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path, message }]);
    expect(await server.prisma.business.count()).toBe(0);
  });

  it("refuses a number another business has, however it is written, as a field error (409)", async () => {
    await create({ name: "Spice Route", whatsappNumber: "+919876543210" });
    const graphql = await create({ name: "Copycat", whatsappNumber: "98765-43210" });
    expect(graphql.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      fieldErrors: [
        { path: "whatsappNumber", message: "Another business already uses this WhatsApp number" },
      ],
    });
    const answer = await rest(server, "POST", "/admin/businesses", {
      token,
      body: { name: "Copycat", whatsappNumber: "+91 98765 43210" },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual([
      { path: "whatsappNumber", message: "Another business already uses this WhatsApp number" },
    ]);
    expect(await server.prisma.business.count()).toBe(1);
  });

  it("lets only one of two simultaneous additions of the same number through", async () => {
    const body = { name: "Twin", whatsappNumber: "9876543210" };
    const answers = await Promise.all([
      rest(server, "POST", "/admin/businesses", { token, body }),
      rest(server, "POST", "/admin/businesses", { token, body }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await server.prisma.business.count()).toBe(1);
    expect(
      await server.prisma.auditLog.count({
        where: { action: "business_created", details: { startsWith: "Added Twin " } },
      }),
    ).toBe(1);
  });

  it("answers REST with 201 and the new business", async () => {
    const answer = await rest(server, "POST", "/admin/businesses", {
      token,
      body: { name: "Bazaar Kart", whatsappNumber: "9900112233", plan: "pro", status: "suspended" },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: "Bazaar Kart",
      whatsappNumber: "+919900112233",
      plan: "pro",
      status: "suspended",
    });
    expect((await auditRows(answer.body.id)).map((row) => row.action)).toEqual([
      "business_created",
    ]);
  });
});

describe("editing a business", () => {
  it("changes only the fields given and records what changed", async () => {
    const { data } = await create({ name: "Spice Route", whatsappNumber: "9876543210" });
    const id = data!.createBusiness.id;
    const updated = await server.graphql<{ updateBusiness: BusinessAnswer }>(UPDATE, {
      token,
      variables: { id, input: { plan: "enterprise" } },
    });
    expect(updated.data!.updateBusiness).toMatchObject({
      name: "Spice Route",
      plan: "enterprise",
      whatsappNumber: "+919876543210",
    });
    const answer = await rest(server, "PATCH", `/admin/businesses/${id}`, {
      token,
      body: { status: "inactive", whatsappNumber: "9876500000" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "inactive", whatsappNumber: "+919876500000" });
    const audit = await auditRows(id);
    expect(audit.map((row) => row.action)).toEqual([
      "business_created",
      "business_updated",
      "business_updated",
    ]);
    expect(audit[1]!.details).toContain("plan free → enterprise");
  });

  it("refuses another business's number (409), bad fields (400) and unknown ids (404)", async () => {
    await create({ name: "Spice Route", whatsappNumber: "9876543210" });
    const { data } = await create({ name: "Bazaar Kart", whatsappNumber: "9900112233" });
    const id = data!.createBusiness.id;
    const duplicate = await rest(server, "PATCH", `/admin/businesses/${id}`, {
      token,
      body: { whatsappNumber: "+919876543210" },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].path).toBe("whatsappNumber");
    const invalid = await rest(server, "PATCH", `/admin/businesses/${id}`, {
      token,
      body: { name: " " },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].path).toBe("name");
    for (const missing of ["6f1c2a8e-3b7d-4c1e-9a52-0d4e8b7f2c11", "not-an-id"]) {
      const answer = await rest(server, "PATCH", `/admin/businesses/${missing}`, {
        token,
        body: { plan: "pro" },
      });
      expect(answer.status).toBe(404);
      const graphql = await server.graphql(UPDATE, {
        token,
        variables: { id: missing, input: { plan: "pro" } },
      });
      expect(graphql.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
    expect(await auditRows(id)).toHaveLength(1);
  });

  it("keeps its own number without calling it a duplicate", async () => {
    const { data } = await create({ name: "Spice Route", whatsappNumber: "9876543210" });
    const answer = await rest(server, "PATCH", `/admin/businesses/${data!.createBusiness.id}`, {
      token,
      body: { whatsappNumber: "+91 98765 43210", name: "Spice Route Kitchen" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.name).toBe("Spice Route Kitchen");
  });
});

describe("deleting a business", () => {
  async function businessWithConfigs(configs: number) {
    const { data } = await create({ name: "Spice Route", whatsappNumber: "9876543210" });
    const id = data!.createBusiness.id;
    for (let i = 0; i < configs; i++) {
      await server.prisma.apiConfig.create({
        data: {
          businessId: id,
          provider: "sandbox",
          apiKey: sealSecret(`sandbox-key-${i}`, server.config.appSecret),
        },
      });
    }
    return id;
  }

  it("deletes a business without dependents (204) and records it", async () => {
    const id = await businessWithConfigs(0);
    const answer = await rest(server, "DELETE", `/admin/businesses/${id}`, { token });
    expect(answer.status).toBe(204);
    expect(await server.prisma.business.count()).toBe(0);
    expect((await auditRows(id)).map((row) => row.action)).toEqual([
      "business_created",
      "business_deleted",
    ]);
  });

  it("refuses while it has API configurations, naming how many, on both APIs", async () => {
    const id = await businessWithConfigs(2);
    const answer = await rest(server, "DELETE", `/admin/businesses/${id}`, { token });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      "Spice Route still has 2 API configurations. Delete them first, or confirm deleting them with the business.",
    );
    const graphql = await server.graphql(DELETE, { token, variables: { id } });
    expect(graphql.errors?.[0]).toMatchObject({
      message: expect.stringContaining("2 API configurations"),
      extensions: { code: "CONFLICT" },
    });
    expect(await server.prisma.apiConfig.count()).toBe(2);
    expect(await auditRows(id)).toHaveLength(1);
  });

  it("deletes it with its API configurations when confirmed (REST cascade=true)", async () => {
    const id = await businessWithConfigs(1);
    const answer = await rest(server, "DELETE", `/admin/businesses/${id}?cascade=true`, { token });
    expect(answer.status).toBe(204);
    expect(await server.prisma.apiConfig.count()).toBe(0);
    const [, deleted] = await auditRows(id);
    expect(deleted!.details).toContain("with its 1 API configuration");
  });

  it("deletes it with its API configurations when confirmed (GraphQL cascade)", async () => {
    const id = await businessWithConfigs(1);
    const graphql = await server.graphql(DELETE, { token, variables: { id, cascade: true } });
    expect(graphql.data).toEqual({ deleteBusiness: true });
    expect(await server.prisma.business.count()).toBe(0);
    expect(await server.prisma.apiConfig.count()).toBe(0);
  });

  it("answers 404 for a business that does not exist", async () => {
    const answer = await rest(
      server,
      "DELETE",
      "/admin/businesses/6f1c2a8e-3b7d-4c1e-9a52-0d4e8b7f2c11",
      { token },
    );
    expect(answer.status).toBe(404);
  });
});

describe("without a session", () => {
  it("refuses every business operation on both APIs and changes nothing", async () => {
    const { data } = await create({ name: "Spice Route", whatsappNumber: "9876543210" });
    const id = data!.createBusiness.id;
    const graphql = [
      await server.graphql(CREATE, {
        variables: { input: { name: "Chai", whatsappNumber: "9812345678" } },
      }),
      await server.graphql(UPDATE, { variables: { id, input: { plan: "pro" } } }),
      await server.graphql(DELETE, { variables: { id } }),
      await server.graphql(PAGE),
      await server.graphql(`query ($id: ID!) { business(id: $id) { name } }`, {
        variables: { id },
      }),
    ];
    for (const answer of graphql)
      expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const restAnswers = [
      await rest(server, "POST", "/admin/businesses", {
        body: { name: "Chai", whatsappNumber: "9812345678" },
      }),
      await rest(server, "PATCH", `/admin/businesses/${id}`, { body: { plan: "pro" } }),
      await rest(server, "DELETE", `/admin/businesses/${id}`),
      await rest(server, "GET", `/admin/businesses/${id}`),
      await rest(server, "GET", "/admin/businesses?first=2"),
    ];
    for (const answer of restAnswers) expect(answer.status).toBe(401);
    expect(await server.prisma.business.findMany()).toMatchObject([
      { name: "Spice Route", plan: "free" },
    ]);
  });
});

describe("finding businesses", () => {
  const names = ["Anand Sweets", "Bazaar Kart", "Chai Point", "Dosa Plaza", "Eat Fresh"];

  beforeEach(async () => {
    for (const [index, name] of names.entries()) {
      await server.prisma.business.create({
        data: {
          name,
          whatsappNumber: `+9198765000${index}0`,
          status: index % 2 === 0 ? "active" : "suspended",
          plan: index < 2 ? "pro" : "free",
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        },
      });
    }
  });

  const page = async (variables: Record<string, unknown>) => {
    const { data, errors } = await server.graphql<PageAnswer>(PAGE, { token, variables });
    expect(errors).toBeUndefined();
    return data!.businessPage;
  };
  const namesOf = (result: PageAnswer["businessPage"]) => result.items.map((item) => item.name);

  it("walks forward and back by name, with the right links at both ends", async () => {
    const sort = { field: "name", direction: "asc" };
    const first = await page({ sort, first: 2 });
    expect(namesOf(first)).toEqual(["Anand Sweets", "Bazaar Kart"]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await page({ sort, first: 2, after: first.pageInfo.endCursor });
    expect(namesOf(second)).toEqual(["Chai Point", "Dosa Plaza"]);
    const third = await page({ sort, first: 2, after: second.pageInfo.endCursor });
    expect(namesOf(third)).toEqual(["Eat Fresh"]);
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = await page({ sort, last: 2, before: third.pageInfo.startCursor });
    expect(namesOf(back)).toEqual(["Chai Point", "Dosa Plaza"]);
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it("walks newest first by creation time, forward and back, with dates as ISO text", async () => {
    const first = await page({ first: 2 });
    expect(namesOf(first)).toEqual(["Eat Fresh", "Dosa Plaza"]);
    const second = await page({ first: 2, after: first.pageInfo.endCursor });
    expect(namesOf(second)).toEqual(["Chai Point", "Bazaar Kart"]);
    const back = await page({ last: 2, before: second.pageInfo.startCursor });
    expect(namesOf(back)).toEqual(["Eat Fresh", "Dosa Plaza"]);
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    const { data } = await server.graphql<{ businessPage: { items: { createdAt: string }[] } }>(
      `query { businessPage(last: 1) { items { createdAt } } }`,
      { token },
    );
    expect(data!.businessPage.items).toEqual([{ createdAt: "2026-01-01T00:00:00.000Z" }]);
  });

  it("answers the last page alone, an exact fit and an empty list", async () => {
    const last = await page({ sort: { field: "name", direction: "asc" }, last: 2 });
    expect(namesOf(last)).toEqual(["Dosa Plaza", "Eat Fresh"]);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const exact = await page({ first: 5 });
    expect(namesOf(exact)).toEqual([...names].reverse());
    expect(exact.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    const none = await page({ filter: { search: "nothing like this" }, first: 5 });
    expect(none).toEqual({
      items: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });

  it("searches names in any case and numbers however they are typed, and filters by status and plan", async () => {
    expect(namesOf(await page({ filter: { search: "POINT" } }))).toEqual(["Chai Point"]);
    expect(namesOf(await page({ filter: { search: "%" } }))).toEqual([]);
    expect(namesOf(await page({ filter: { search: "000 30" } }))).toEqual(["Dosa Plaza"]);
    expect(namesOf(await page({ filter: { status: "suspended" } }))).toEqual([
      "Dosa Plaza",
      "Bazaar Kart",
    ]);
    expect(
      namesOf(
        await page({
          filter: { plan: "pro", status: "active" },
          sort: { field: "createdAt", direction: "asc" },
        }),
      ),
    ).toEqual(["Anand Sweets"]);
  });

  it("finds names and numbers by substring through trigram indexes, not by reading every row", async () => {
    const rolledBack = new Error("roll back");
    const plans: string[] = [];
    // A table the size of a real platform, so the planner weighs the indexes as it would there;
    // thrown away afterwards.
    await server.database.sql
      .transaction(async (tx) => {
        await tx.query(
          `INSERT INTO businesses (id, name, "whatsappNumber", "updatedAt")
           SELECT gen_random_uuid(), 'Business ' || i, '+9170000' || lpad(i::text, 5, '0'), now()
           FROM generate_series(1, 20000) AS i`,
        );
        await tx.query("ANALYZE businesses");
        // A table this small in one transaction still fits a sequential scan; rule that out.
        await tx.query("SET LOCAL enable_seqscan = off");
        for (const [column, pattern] of [
          ["name", "%point%"],
          ["whatsappNumber", "%8765000%"],
        ]) {
          const plan = await tx.query<{ "QUERY PLAN": string }>(
            `EXPLAIN SELECT id FROM businesses WHERE "${column}" ILIKE $1`,
            [pattern],
          );
          plans.push(plan.map((row) => row["QUERY PLAN"]).join("\n"));
        }
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(plans[0]).toContain("businesses_name_trgm_idx");
    expect(plans[1]).toContain("businesses_whatsappNumber_trgm_idx");
    expect(await server.prisma.business.count()).toBe(5);
  });

  it("refuses unknown filters, sort fields and page sizes with field errors", async () => {
    for (const [variables, path] of [
      [{ filter: { status: "closed" } }, "status"],
      [{ sort: { field: "plan" } }, "sortBy"],
      [{ first: 0 }, "first"],
      [{ first: 2, after: "bm90IGEgY3Vyc29y" }, "after"],
    ] as const) {
      const { errors } = await server.graphql(PAGE, { token, variables });
      expect(errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
      expect(errors?.[0]?.extensions?.fieldErrors?.[0]?.path).toBe(path);
    }
    const answer = await rest(server, "GET", "/admin/businesses?first=abc", { token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].path).toBe("first");
  });

  it("keeps the REST list an array, paged by query parameters with Link headers", async () => {
    const all = await rest(server, "GET", "/admin/businesses", { token });
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(5);
    expect(Object.keys(all.body[0]).sort()).toEqual([
      "id",
      "name",
      "plan",
      "status",
      "whatsappNumber",
    ]);
    const filtered = await rest(
      server,
      "GET",
      "/admin/businesses?plan=pro&sortBy=name&sortDirection=asc",
      { token },
    );
    expect(filtered.body.map((row: { name: string }) => row.name)).toEqual([
      "Anand Sweets",
      "Bazaar Kart",
    ]);

    const first = await rest(
      server,
      "GET",
      "/admin/businesses?sortBy=name&sortDirection=asc&first=2",
      { token },
    );
    expect(first.body.map((row: { name: string }) => row.name)).toEqual([
      "Anand Sweets",
      "Bazaar Kart",
    ]);
    const link = first.headers.get("link")!;
    expect(link).toContain('rel="next"');
    expect(link).not.toContain('rel="prev"');
    const next = /<\/api([^>]+)>; rel="next"/.exec(link)![1]!;
    const second = await rest(server, "GET", next, { token });
    expect(second.body.map((row: { name: string }) => row.name)).toEqual([
      "Chai Point",
      "Dosa Plaza",
    ]);
    expect(second.headers.get("link")).toContain('rel="prev"');
    const last = await rest(
      server,
      "GET",
      "/admin/businesses?sortBy=name&sortDirection=asc&last=1",
      { token },
    );
    expect(last.body.map((row: { name: string }) => row.name)).toEqual(["Eat Fresh"]);
    expect(last.headers.get("link")).toContain('rel="prev"');
    expect(last.headers.get("link")).not.toContain('rel="next"');
  });

  it("shows one business by id, and 404 for an unknown one", async () => {
    const [row] = await server.prisma.business.findMany({ where: { name: "Chai Point" } });
    const answer = await rest(server, "GET", `/admin/businesses/${row!.id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: "Chai Point", plan: "free" });
    const missing = await rest(
      server,
      "GET",
      "/admin/businesses/6f1c2a8e-3b7d-4c1e-9a52-0d4e8b7f2c11",
      { token },
    );
    expect(missing.status).toBe(404);
  });
});
