import { routes } from "../../packages/rest-compat/src/routes/index.ts";
import { spawnBuiltServer, stopServerProcess } from "../support/spawn-server.ts";
import {
  bearer,
  expect,
  expectJsonError,
  graphql,
  readSettings,
  signInOverRest,
  test,
  withSettings,
} from "./fixtures.ts";

const toPath = (path: string) => path.replace(":id", "00000000-0000-4000-8000-000000000000");

const enquiry = {
  name: "Rahul Verma",
  email: "rahul@vermaexports.in",
  company: "Verma Exports",
  phone: "+91 99880 11223",
  subject: "Catalogue messages",
  message: "Can we send our product catalogue to buyers over WhatsApp?",
};

test.describe("every path answers as documented", () => {
  test("POST /api/contact stores the enquiry: 201 with its receipt", async ({
    request,
    adminToken,
  }) => {
    const response = await request.post("/api/contact", { data: enquiry });
    expect(response.status()).toBe(201);
    const receipt = (await response.json()) as { id: string; createdAt: string };
    expect(Object.keys(receipt).sort()).toEqual(["createdAt", "id"]);
    const list = (await (
      await request.get("/api/admin/contact-messages", { headers: bearer(adminToken) })
    ).json()) as {
      messages: Record<string, unknown>[];
    };
    expect(list.messages[0]).toMatchObject({
      ...enquiry,
      id: receipt.id,
      status: "unread",
      createdAt: receipt.createdAt,
    });
  });

  test("POST /api/admin/login answers { token, admin: { id, username, role } }", async ({
    request,
  }) => {
    const response = await request.post("/api/admin/login", {
      data: { username: "admin", password: "e2e-admin-password" },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { token: string; admin: Record<string, string> };
    expect(Object.keys(body).sort()).toEqual(["admin", "token"]);
    expect(Object.keys(body.admin).sort()).toEqual(["id", "role", "username"]);
    expect(body.admin).toMatchObject({ username: "admin", role: "admin" });
    await request.post("/api/admin/logout", { headers: bearer(body.token) });
  });

  test("GET /api/admin/me answers { username, role, createdAt }", async ({
    request,
    adminToken,
  }) => {
    const body = await (await request.get("/api/admin/me", { headers: bearer(adminToken) })).json();
    expect(Object.keys(body).sort()).toEqual(["createdAt", "role", "username"]);
    expect(body).toMatchObject({ username: "admin", role: "admin" });
  });

  test("GET /api/admin/analytics/dashboard and /api/admin/analytics answer their four figures", async ({
    request,
    adminToken,
  }) => {
    const dashboard = await (
      await request.get("/api/admin/analytics/dashboard", { headers: bearer(adminToken) })
    ).json();
    expect(Object.keys(dashboard).sort()).toEqual([
      "avgDeliveryRate",
      "totalApiConfigs",
      "totalBusinesses",
      "totalMessages",
    ]);
    expect(dashboard.totalBusinesses).toBe(12);
    const summary = await (
      await request.get("/api/admin/analytics", { headers: bearer(adminToken) })
    ).json();
    expect(Object.keys(summary).sort()).toEqual([
      "activeBusinesses",
      "avgResponseTime",
      "deliveryRate",
      "totalMessages",
    ]);
    expect(summary.totalMessages).toBeGreaterThan(0);
  });

  test("GET /api/admin/businesses answers an array of { id, name, whatsappNumber, status, plan }", async ({
    request,
    adminToken,
  }) => {
    const businesses = (await (
      await request.get("/api/admin/businesses", { headers: bearer(adminToken) })
    ).json()) as Record<string, string>[];
    expect(businesses).toHaveLength(12);
    for (const business of businesses)
      expect(Object.keys(business).sort()).toEqual([
        "id",
        "name",
        "plan",
        "status",
        "whatsappNumber",
      ]);
  });

  test("GET /api/admin/api-configs answers a list with masked keys", async ({
    request,
    adminToken,
  }) => {
    const configs = (await (
      await request.get("/api/admin/api-configs", { headers: bearer(adminToken) })
    ).json()) as { apiKey: string }[];
    expect(configs).toHaveLength(12);
    for (const config of configs) expect(config.apiKey).toMatch(/^•{4}[^•]{4}$/);
  });

  test("GET /api/admin/audit-logs answers { logs } newest first, limited on request", async ({
    request,
    adminToken,
  }) => {
    const { logs } = (await (
      await request.get("/api/admin/audit-logs?limit=3", { headers: bearer(adminToken) })
    ).json()) as {
      logs: { timestamp: string; action: string }[];
    };
    expect(logs).toHaveLength(3);
    expect(Object.keys(logs[0]!).sort()).toEqual([
      "action",
      "actorId",
      "actorType",
      "details",
      "id",
      "targetType",
      "timestamp",
    ]);
    expect(logs[0]!.action).toBe("login");
    expect(Date.parse(logs[0]!.timestamp)).toBeGreaterThanOrEqual(Date.parse(logs[1]!.timestamp));
  });

  test("PATCH and DELETE /api/admin/contact-messages/{id} update (200) and delete (204)", async ({
    request,
    adminToken,
  }) => {
    const { id } = await (await request.post("/api/contact", { data: enquiry })).json();
    const patched = await request.patch(`/api/admin/contact-messages/${id}`, {
      headers: bearer(adminToken),
      data: { status: "archived" },
    });
    expect(patched.status()).toBe(200);
    expect(await patched.json()).toMatchObject({ id, status: "archived" });
    const deleted = await request.delete(`/api/admin/contact-messages/${id}`, {
      headers: bearer(adminToken),
    });
    expect(deleted.status()).toBe(204);
    expect(await deleted.text()).toBe("");
    await expectJsonError(
      await request.delete(`/api/admin/contact-messages/${id}`, { headers: bearer(adminToken) }),
      404,
      "Contact message not found",
    );
  });

  test("GET and PUT /api/admin/settings round-trip the whole object", async ({
    request,
    adminToken,
  }) => {
    const before = await readSettings(request, adminToken);
    expect(Object.keys(before).sort()).toEqual([
      "allowedOrigins",
      "maintenanceMode",
      "signupEnabled",
      "updatedAt",
    ]);
    // The old console sent back what it had read, updatedAt included; that must still work.
    const put = await request.put("/api/admin/settings", {
      headers: bearer(adminToken),
      data: { ...before, allowedOrigins: ["https://partners.example.com"] },
    });
    expect(put.status()).toBe(200);
    const saved = await put.json();
    expect(saved).toMatchObject({
      ...before,
      allowedOrigins: ["https://partners.example.com"],
      updatedAt: expect.any(String),
    });
    expect(await readSettings(request, adminToken)).toEqual(saved);
    await request.put("/api/admin/settings", { headers: bearer(adminToken), data: { ...before } });
  });

  test("POST /api/admin/logout ends the session: 204, then 401", async ({ request }) => {
    const token = await signInOverRest(request);
    expect((await request.post("/api/admin/logout", { headers: bearer(token) })).status()).toBe(
      204,
    );
    await expectJsonError(await request.get("/api/admin/me", { headers: bearer(token) }), 401);
  });
});

test.describe("errors", () => {
  for (const route of routes.filter((r) => r.requiresSession)) {
    test(`${route.method.toUpperCase()} ${route.path} answers 401 without a valid session, changing nothing`, async ({
      request,
    }) => {
      for (const headers of [{} as Record<string, string>, bearer("not-a-session")]) {
        const response = await request.fetch(`/api${toPath(route.path)}`, {
          method: route.method,
          headers,
          ...(route.body ? { data: route.examples.request } : {}),
        });
        await expectJsonError(
          response,
          401,
          headers.authorization
            ? "Your session has ended. Please sign in again."
            : "Please sign in to continue.",
        );
      }
    });
  }

  test("invalid input: 400 with the spec's message for every field", async ({
    request,
    adminToken,
  }) => {
    const contact = await expectJsonError(
      await request.post("/api/contact", { data: { ...enquiry, name: "R", email: "rahul@" } }),
      400,
      "Name must be at least 2 characters",
    );
    expect(contact).toEqual({
      message: "Name must be at least 2 characters",
      errors: [
        { path: "name", message: "Name must be at least 2 characters" },
        { path: "email", message: "Please enter a valid email address" },
      ],
    });
    const status = await expectJsonError(
      await request.patch(`/api/admin/contact-messages/${toPath(":id")}`, {
        headers: bearer(adminToken),
        data: { status: "done" },
      }),
      400,
    );
    expect(status.errors).toEqual([
      { path: "status", message: "Status must be one of unread, read, replied, archived" },
    ]);
    const credentials = await expectJsonError(
      await request.put("/api/admin/update-credentials", {
        headers: bearer(adminToken),
        data: { currentPassword: "", newUsername: "ab", newPassword: "123" },
      }),
      400,
    );
    expect(credentials.errors).toEqual([
      { path: "currentPassword", message: "Current password is required" },
      { path: "newUsername", message: "Username must be at least 3 characters" },
      { path: "newPassword", message: "Password must be at least 6 characters" },
    ]);
    const settings = await expectJsonError(
      await request.put("/api/admin/settings", {
        headers: bearer(adminToken),
        data: { maintenanceMode: "yes", signupEnabled: true, allowedOrigins: [] },
      }),
      400,
    );
    expect(settings.errors).toEqual([
      { path: "maintenanceMode", message: "Maintenance mode must be true or false" },
    ]);
    await expectJsonError(
      await request.post("/api/admin/login", { data: { username: "admin" } }),
      400,
      "Password is required",
    );
  });

  test("wrong credentials: 401 with one message for every case", async ({ request }) => {
    for (const data of [
      { username: "admin", password: "wrong" },
      { username: "ghost", password: "wrong" },
    ]) {
      await expectJsonError(
        await request.post("/api/admin/login", { data }),
        401,
        "Invalid username or password",
      );
    }
  });

  test("unknown ids and paths: 404 as JSON, never HTML", async ({ request, adminToken }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "42"]) {
      await expectJsonError(
        await request.patch(`/api/admin/contact-messages/${id}`, {
          headers: bearer(adminToken),
          data: { status: "read" },
        }),
        404,
        "Contact message not found",
      );
    }
    for (const path of [
      "/api/nothing-here",
      "/api/admin/nothing",
      "/api/admin/contact-messages/x/y",
    ]) {
      await expectJsonError(
        await request.get(path, { headers: bearer(adminToken) }),
        404,
        "There is no API at this path.",
      );
    }
  });

  test("a wrong method: 405 naming the methods allowed", async ({ request }) => {
    const paths = [...new Set(routes.map((r) => r.path))];
    for (const path of paths) {
      const allowed = routes.filter((r) => r.path === path).map((r) => r.method.toUpperCase());
      const wrong = ["GET", "POST", "PUT", "PATCH", "DELETE"].find((m) => !allowed.includes(m))!;
      const response = await request.fetch(`/api${toPath(path)}`, { method: wrong });
      await expectJsonError(response, 405, `This path accepts ${allowed.join(", ")} only.`);
      expect(response.headers().allow).toBe([...allowed, "OPTIONS"].join(", "));
    }
  });

  test("a body over 64 KB: 413", async ({ request }) => {
    const response = await request.post("/api/contact", {
      data: { ...enquiry, message: "x".repeat(70_000) },
    });
    await expectJsonError(response, 413, "The request body is larger than 64 KB.");
  });

  test("a body that is not JSON: 415, and malformed JSON: 400", async ({ request }) => {
    await expectJsonError(
      await request.post("/api/contact", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: "name=Rahul",
      }),
      415,
      "Send the request body as JSON, with Content-Type: application/json.",
    );
    await expectJsonError(
      await request.post("/api/contact", {
        headers: { "content-type": "application/json" },
        data: "{ nope",
      }),
      400,
      "The request body is not valid JSON.",
    );
  });

  test("maintenance mode: the contact form answers 503 while the console keeps working", async ({
    request,
    adminToken,
  }) => {
    await withSettings(request, adminToken, { maintenanceMode: true }, async () => {
      await expectJsonError(
        await request.post("/api/contact", { data: enquiry }),
        503,
        /temporarily unavailable/,
      );
      expect(
        (
          await request.get("/api/admin/contact-messages", { headers: bearer(adminToken) })
        ).status(),
      ).toBe(200);
    });
    expect((await request.post("/api/contact", { data: enquiry })).status()).toBe(201);
  });

  test("throttling: 429 with Retry-After, for logins and for the contact form", async () => {
    const server = await spawnBuiltServer({
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "spawned-password",
      RATE_LIMIT_CONTACT_PER_MINUTE: "2",
    });
    try {
      const post = (path: string, data: unknown) =>
        fetch(`${server.baseUrl}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(data),
        });
      for (let i = 0; i < 5; i++)
        expect(
          (await post("/api/admin/login", { username: "admin", password: "wrong" })).status,
        ).toBe(401);
      const login = await post("/api/admin/login", {
        username: "admin",
        password: "spawned-password",
      });
      expect(login.status).toBe(429);
      expect(Number(login.headers.get("retry-after"))).toBeGreaterThan(800);
      expect(await login.json()).toMatchObject({
        message: expect.stringMatching(/^Too many failed sign-in attempts/),
      });

      for (let i = 0; i < 2; i++) expect((await post("/api/contact", enquiry)).status).toBe(201);
      const contact = await post("/api/contact", enquiry);
      expect(contact.status).toBe(429);
      expect(Number(contact.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(contact.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    } finally {
      await stopServerProcess(server);
    }
  });
});

test.describe("CORS and headers", () => {
  test("same-origin requests pass; other origins only when the settings allow them", async ({
    request,
    adminToken,
    baseURL,
  }) => {
    const preflight = (origin: string) =>
      request.fetch("/api/admin/settings", {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "PUT",
          "access-control-request-headers": "authorization, content-type",
        },
      });
    expect(
      (
        await request.get("/api/admin/me", { headers: { ...bearer(adminToken), origin: baseURL! } })
      ).status(),
    ).toBe(200);
    await expectJsonError(
      await preflight("https://partners.example.com"),
      403,
      "This origin is not allowed to call the API.",
    );
    await expectJsonError(
      await request.get("/api/admin/me", {
        headers: { ...bearer(adminToken), origin: "https://evil.example" },
      }),
      403,
    );

    const partner = { allowedOrigins: ["https://partners.example.com"] };
    await withSettings(request, adminToken, partner, async () => {
      const allowed = await preflight("https://partners.example.com");
      expect(allowed.status()).toBe(204);
      expect(allowed.headers()).toMatchObject({
        "access-control-allow-origin": "https://partners.example.com",
        "access-control-allow-methods": "GET, PUT, OPTIONS",
        "access-control-allow-headers": "Authorization, Content-Type",
        "access-control-allow-credentials": "true",
      });
      const read = await request.get("/api/admin/me", {
        headers: { ...bearer(adminToken), origin: "https://partners.example.com" },
      });
      expect(read.status()).toBe(200);
      expect(read.headers()["access-control-allow-origin"]).toBe("https://partners.example.com");
    });
  });

  test("every answer carries the security headers and is never cached", async ({
    request,
    adminToken,
  }) => {
    for (const response of [
      await request.get("/api/admin/me", { headers: bearer(adminToken) }),
      await request.get("/api/admin/me"),
      await request.get("/api/nope"),
    ]) {
      expect(response.headers()).toMatchObject({
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cache-control": "no-store",
      });
      expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test("cookies are accepted but never needed", async ({ request, adminToken }) => {
    const response = await request.get("/api/admin/me", {
      headers: { ...bearer(adminToken), cookie: "theme=dark; other=1" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
});

test.describe("parity with GraphQL", () => {
  const AUDIT = `query { auditLogs(limit: 20) { action actorType actorId targetType targetId details } }`;
  const auditFor = async (
    request: Parameters<typeof graphql>[0],
    token: string,
    targetId: string,
  ) => {
    const { data } = await graphql<{ auditLogs: Record<string, string>[] }>(request, AUDIT, {
      token,
    });
    return data!.auditLogs
      .filter((entry) => entry.targetId === targetId)
      .map(({ targetId: _, ...entry }) => entry);
  };

  test("a status change leaves the same row and the same audit entry either way", async ({
    request,
    adminToken,
  }) => {
    const viaRest = (await (await request.post("/api/contact", { data: enquiry })).json())
      .id as string;
    const viaGraphQL = (await (await request.post("/api/contact", { data: enquiry })).json())
      .id as string;
    await request.patch(`/api/admin/contact-messages/${viaRest}`, {
      headers: bearer(adminToken),
      data: { status: "replied" },
    });
    await graphql(
      request,
      `
        mutation ($id: ID!) {
          updateContactMessageStatus(id: $id, status: "replied") {
            id
          }
        }
      `,
      {
        token: adminToken,
        variables: { id: viaGraphQL },
      },
    );
    const { messages } = await (
      await request.get("/api/admin/contact-messages", { headers: bearer(adminToken) })
    ).json();
    const [a, b] = [viaRest, viaGraphQL].map((id) => {
      const {
        id: _,
        createdAt: __,
        updatedAt: ___,
        ...rest
      } = messages.find((m: { id: string }) => m.id === id);
      return rest;
    });
    expect(a).toEqual(b);
    expect(a.status).toBe("replied");
    expect(await auditFor(request, adminToken, viaRest)).toEqual(
      await auditFor(request, adminToken, viaGraphQL),
    );
    expect(await auditFor(request, adminToken, viaRest)).toHaveLength(1);
  });

  test("a delete leaves no row and the same audit entry either way", async ({
    request,
    adminToken,
  }) => {
    const viaRest = (await (await request.post("/api/contact", { data: enquiry })).json())
      .id as string;
    const viaGraphQL = (await (await request.post("/api/contact", { data: enquiry })).json())
      .id as string;
    await request.delete(`/api/admin/contact-messages/${viaRest}`, { headers: bearer(adminToken) });
    await graphql(
      request,
      `
        mutation ($id: ID!) {
          deleteContactMessage(id: $id)
        }
      `,
      { token: adminToken, variables: { id: viaGraphQL } },
    );
    const { messages } = await (
      await request.get("/api/admin/contact-messages", { headers: bearer(adminToken) })
    ).json();
    expect(messages.filter((m: { id: string }) => m.id === viaRest || m.id === viaGraphQL)).toEqual(
      [],
    );
    expect(await auditFor(request, adminToken, viaRest)).toEqual(
      await auditFor(request, adminToken, viaGraphQL),
    );
  });

  test("a settings save answers the same object and records the same entry either way", async ({
    request,
    adminToken,
  }) => {
    const original = await readSettings(request, adminToken);
    const input = {
      maintenanceMode: false,
      signupEnabled: false,
      allowedOrigins: ["https://a.example.com"],
    };
    try {
      const rest = await (
        await request.put("/api/admin/settings", { headers: bearer(adminToken), data: input })
      ).json();
      await request.put("/api/admin/settings", { headers: bearer(adminToken), data: original });
      const { data } = await graphql<{ updatePlatformSettings: Record<string, unknown> }>(
        request,
        `
          mutation ($input: PlatformSettingsInput!) {
            updatePlatformSettings(input: $input) {
              maintenanceMode
              signupEnabled
              allowedOrigins
              updatedAt
            }
          }
        `,
        { token: adminToken, variables: { input } },
      );
      const { updatedAt: _, ...restSettings } = rest;
      const { updatedAt: __, ...graphqlSettings } = data!.updatePlatformSettings;
      expect(restSettings).toEqual(graphqlSettings);
      const entries = (await auditFor(request, adminToken, "global")).slice(0, 3);
      expect(entries[0]).toEqual(entries[2]);
    } finally {
      await request.put("/api/admin/settings", {
        headers: bearer(adminToken),
        data: { ...original, updatedAt: undefined },
      });
    }
  });
});
