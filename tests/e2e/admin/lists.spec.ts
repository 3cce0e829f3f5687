// Businesses, API configurations, analytics and audit logs: read-only screens.
import {
  adminPaths,
  expect,
  fulfillOperation,
  holdOperation,
  rgb,
  test,
  themeColors,
} from "./fixtures.ts";

const { foreground } = themeColors.light;

test.describe("businesses", () => {
  test("lists every business with its number, status and plan badges", async ({
    page,
    adminSession,
    adminApi,
  }) => {
    const { businesses } = await adminApi.graphql<{
      businesses: Array<{ name: string; whatsappNumber: string; status: string; plan: string }>;
    }>(`query { businesses { name whatsappNumber status plan } }`);
    await page.emulateMedia({ colorScheme: "light" });
    await adminSession.open(page, adminPaths.businesses);

    const rows = page.getByRole("list", { name: "Businesses" }).getByRole("listitem");
    await expect(rows).toHaveCount(businesses.length);
    for (const [index, business] of businesses.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole("heading", { name: business.name })).toBeVisible();
      await expect(row).toContainText(business.whatsappNumber);
      const status = row.getByText(new RegExp(`^${business.status}$`, "i"));
      await expect(status).toBeVisible();
      // Active is highlighted (green); any other status is secondary (gray).
      await expect(status).toHaveCSS(
        "color",
        rgb(business.status === "active" ? foreground.positive : foreground.secondary),
      );
      await expect(row.getByText(new RegExp(`^${business.plan} plan$`, "i"))).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Add Business" })).toBeVisible();
  });

  test("shows 3 skeleton rows while loading", async ({ page, adminSession }) => {
    const list = await holdOperation(page, "Businesses");
    await adminSession.open(page, adminPaths.businesses);
    const loading = page.getByRole("status").filter({ hasText: "Loading businesses" });
    await expect(loading.locator("[data-skeleton-row]")).toHaveCount(3);
    list.release();
    await expect(loading).toHaveCount(0);
  });

  test("the empty state", async ({ page, adminSession }) => {
    await fulfillOperation(page, "Businesses", { data: { businesses: [] } });
    await adminSession.open(page, adminPaths.businesses);
    await expect(
      page.getByText('No businesses registered yet. Click "Add Business" to get started.'),
    ).toBeVisible();
  });

  test("a failed load explains and retries", async ({ page, adminSession }) => {
    let calls = 0;
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName === "Businesses" && calls++ === 0) {
        await route.fulfill({
          contentType: "application/json",
          body: JSON.stringify({
            errors: [
              {
                message: "Something went wrong on our side. Please try again.",
                extensions: { code: "INTERNAL_SERVER_ERROR", requestId: "req-42" },
              },
            ],
            data: null,
          }),
        });
        return;
      }
      await route.fallback();
    });
    await adminSession.open(page, adminPaths.businesses);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Couldn't load businesses");
    await expect(alert).toContainText("(reference req-42)");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(
      page.getByRole("list", { name: "Businesses" }).getByRole("listitem").first(),
    ).toBeVisible();
  });
});

test.describe("API configurations", () => {
  test("'{provider} API', the key as the server sends it, the webhook when set, and the badge", async ({
    page,
    adminSession,
    adminApi,
  }) => {
    const { apiConfigs } = await adminApi.graphql<{
      apiConfigs: Array<{
        provider: string;
        apiKey: string;
        webhookUrl: string | null;
        isActive: boolean;
      }>;
    }>(`query { apiConfigs { provider apiKey webhookUrl isActive } }`);
    await adminSession.open(page, adminPaths.apiConfigs);

    const rows = page.getByRole("list", { name: "API configurations" }).getByRole("listitem");
    await expect(rows).toHaveCount(apiConfigs.length);
    for (const [index, config] of apiConfigs.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole("heading", { name: `${config.provider} API` })).toBeVisible();
      await expect(row).toContainText(`API Key: ${config.apiKey}`);
      if (config.webhookUrl) await expect(row).toContainText(`Webhook: ${config.webhookUrl}`);
      else await expect(row).not.toContainText("Webhook:");
      await expect(
        row.getByText(config.isActive ? "Active" : "Inactive", { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Add API Config" })).toBeVisible();
  });

  test("shows 3 placeholder rows while loading, then the empty state", async ({
    page,
    adminSession,
  }) => {
    const { release } = await holdOperation(page, "ApiConfigs", { data: { apiConfigs: [] } });
    await adminSession.open(page, adminPaths.apiConfigs);
    const loading = page.getByRole("status").filter({ hasText: "Loading API configurations" });
    await expect(loading.locator("[data-skeleton-row]")).toHaveCount(3);
    release();
    await expect(
      page.getByText('No API configurations yet. Click "Add API Config" to get started.'),
    ).toBeVisible();
  });
});

test.describe("analytics", () => {
  test("four cards with the spec's labels and this month's figures", async ({
    page,
    adminSession,
    adminApi,
  }) => {
    const { analyticsSummary: summary } = await adminApi.graphql<{
      analyticsSummary: {
        totalMessages: number;
        deliveryRate: number;
        avgResponseTime: number;
        activeBusinesses: number;
      };
    }>(
      `query { analyticsSummary { totalMessages deliveryRate avgResponseTime activeBusinesses } }`,
    );
    await adminSession.open(page, adminPaths.analytics);
    const card = (title: string) =>
      page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    const count = (value: number) => new Intl.NumberFormat("en-US").format(value);

    await expect(card("Total Messages")).toContainText(count(summary.totalMessages));
    await expect(card("Total Messages")).toContainText("Messages sent this month");
    await expect(card("Delivery Rate")).toContainText(`${summary.deliveryRate.toFixed(1)}%`);
    await expect(card("Delivery Rate")).toContainText("Average delivery success");
    await expect(card("Response Time")).toContainText(`${count(summary.avgResponseTime)}ms`);
    await expect(card("Response Time")).toContainText("Average API response time");
    await expect(card("Active Businesses")).toContainText(count(summary.activeBusinesses));
    await expect(card("Active Businesses")).toContainText("Businesses with active APIs");
    await expect(page.getByText("Charts coming soon")).toBeVisible();
  });

  test("missing values show 0", async ({ page, adminSession }) => {
    await fulfillOperation(page, "AnalyticsSummary", {
      data: {
        analyticsSummary: {
          __typename: "AnalyticsSummary",
          totalMessages: null,
          deliveryRate: null,
          avgResponseTime: null,
          activeBusinesses: null,
          periodStart: "2026-11-01",
          periodEnd: "2026-11-22",
        },
      },
    });
    await adminSession.open(page, adminPaths.analytics);
    const card = (title: string) =>
      page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card("Total Messages").getByText("0", { exact: true })).toBeVisible();
    await expect(card("Delivery Rate").getByText("0.0%", { exact: true })).toBeVisible();
    await expect(card("Response Time").getByText("0ms", { exact: true })).toBeVisible();
    await expect(card("Active Businesses").getByText("0", { exact: true })).toBeVisible();
  });
});

test.describe("audit logs", () => {
  const entries = [
    {
      action: "create",
      details: "Created business Spice Route",
      targetType: "business",
      tone: "positive",
    },
    { action: "update", details: null, targetType: "platform_settings", tone: "info" },
    {
      action: "delete",
      details: "Deleted a contact message",
      targetType: "contact_message",
      tone: "critical",
    },
    { action: "login", details: "Signed in", targetType: "admin", tone: "promote" },
    { action: "logout", details: "Signed out", targetType: null, tone: "neutral" },
    { action: "login_failed", details: null, targetType: null, tone: "neutral" },
  ] as const;

  test("'System Activity Log': coloured actions, details or the fallback, actor, time and target", async ({
    page,
    adminSession,
  }) => {
    const timestamp = "2026-11-20T09:05:00.000Z";
    await fulfillOperation(page, "AuditLogs", {
      data: {
        auditLogs: entries.map((entry, index) => ({
          __typename: "AuditLog",
          id: `log-${index}`,
          action: entry.action,
          details: entry.details,
          targetType: entry.targetType,
          targetId: null,
          actorType: "admin",
          actorId: `actor-${index}`,
          timestamp,
        })),
      },
    });
    await page.emulateMedia({ colorScheme: "light" });
    await adminSession.open(page, adminPaths.auditLogs);
    const log = page.getByRole("region", { name: "System Activity Log" });
    await expect(log.getByRole("heading", { name: "System Activity Log" })).toBeVisible();
    const rows = log.getByRole("listitem");
    await expect(rows).toHaveCount(entries.length);

    const localTime = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
          new Date(iso),
        ),
      timestamp,
    );
    const badgeColours = {
      positive: foreground.positive,
      info: foreground.info,
      critical: foreground.critical,
      promote: foreground.promote,
      neutral: foreground.neutral,
    };
    for (const [index, entry] of entries.entries()) {
      const row = rows.nth(index);
      const badge = row.getByText(entry.action, { exact: true });
      await expect(badge).toHaveCSS("color", rgb(badgeColours[entry.tone]));
      const summary =
        entry.details ??
        (entry.targetType
          ? `${entry.action} performed on ${entry.targetType}`
          : `${entry.action} performed`);
      await expect(row).toContainText(summary);
      await expect(row).toContainText(`admin: actor-${index}`);
      await expect(row).toContainText(localTime);
      if (entry.targetType) await expect(row).toContainText(`Target: ${entry.targetType}`);
      else await expect(row).not.toContainText("Target:");
    }
  });

  test("the real trail: newest first, with the seeded actions", async ({ page, adminSession }) => {
    await adminSession.open(page, adminPaths.auditLogs);
    const rows = page.getByRole("region", { name: "System Activity Log" }).getByRole("listitem");
    await expect(rows.first()).toBeVisible();
    // This test's own sign-in is the newest entry.
    await expect(rows.first()).toContainText("login");
    await expect(rows.first()).toContainText("Target: admin");
  });

  test("shows 5 placeholder rows while loading, then the empty state", async ({
    page,
    adminSession,
  }) => {
    const { release } = await holdOperation(page, "AuditLogs", { data: { auditLogs: [] } });
    await adminSession.open(page, adminPaths.auditLogs);
    const loading = page.getByRole("status").filter({ hasText: "Loading audit logs" });
    await expect(loading.locator("[data-skeleton-row]")).toHaveCount(5);
    release();
    await expect(
      page.getByText(
        "No audit logs available. Activity will appear here as actions are performed.",
      ),
    ).toBeVisible();
  });
});
