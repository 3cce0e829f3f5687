import {
  adminPaths,
  expect,
  fulfillOperation,
  holdOperation,
  interceptOperation,
  recordOperations,
  systemStatusAnswer,
  test,
} from "./fixtures.ts";

interface DashboardStats {
  totalBusinesses: number;
  totalApiConfigs: number;
  totalMessages: number;
  avgDeliveryRate: number;
  trends: {
    businessesAddedThisMonth: number;
    businessesAddedLastMonth: number;
    apiConfigsAddedThisMonth: number;
    apiConfigsAddedLastMonth: number;
    messagesThisMonth: number;
    messagesChangePct: number | null;
    deliveryRateChangePoints: number | null;
  };
}

const statsQuery = `query Stats { dashboardStats {
  totalBusinesses totalApiConfigs totalMessages avgDeliveryRate
  trends { businessesAddedThisMonth businessesAddedLastMonth apiConfigsAddedThisMonth
    apiConfigsAddedLastMonth messagesThisMonth messagesChangePct deliveryRateChangePoints }
} contactMessages { status } }`;

const count = (value: number) => new Intl.NumberFormat("en-US").format(value);
const signed = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  const text = Math.abs(rounded).toFixed(1);
  return rounded > 0 ? `+${text}` : rounded < 0 ? `-${text}` : text;
};

test("four stat cards with this month's trends, computed from the data", async ({
  page,
  adminSession,
  adminApi,
}) => {
  const { dashboardStats: stats } = await adminApi.graphql<{ dashboardStats: DashboardStats }>(
    statsQuery,
  );
  await adminSession.open(page, adminPaths.dashboard);

  const card = (title: string) =>
    page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card("Total Businesses")).toContainText(count(stats.totalBusinesses));
  await expect(card("Total Businesses")).toContainText(
    `+${count(stats.trends.businessesAddedThisMonth)} this month`,
  );
  await expect(card("Total Businesses")).toContainText(
    `vs +${count(stats.trends.businessesAddedLastMonth)} last month`,
  );
  await expect(card("API Configurations")).toContainText(count(stats.totalApiConfigs));
  await expect(card("API Configurations")).toContainText(
    `+${count(stats.trends.apiConfigsAddedThisMonth)} this month`,
  );
  await expect(card("Messages Sent")).toContainText(count(stats.totalMessages));
  await expect(card("Delivery Rate")).toContainText(`${stats.avgDeliveryRate.toFixed(1)}%`);

  const { messagesChangePct, deliveryRateChangePoints } = stats.trends;
  if (messagesChangePct === null) {
    await expect(card("Messages Sent")).toContainText("No data for last month");
  } else {
    await expect(card("Messages Sent")).toContainText(
      `${signed(messagesChangePct)}%from the same period last month`,
    );
  }
  if (deliveryRateChangePoints === null) {
    await expect(card("Delivery Rate")).toContainText("No data for last month");
  } else {
    await expect(card("Delivery Rate")).toContainText(
      `${signed(deliveryRateChangePoints)} ptsfrom last month`,
    );
  }
});

test("trends say so when there is no last month to compare with", async ({
  page,
  adminSession,
}) => {
  await fulfillOperation(page, "DashboardStats", {
    data: {
      dashboardStats: {
        __typename: "DashboardStats",
        totalBusinesses: 3,
        totalApiConfigs: 2,
        totalMessages: 1234.0,
        avgDeliveryRate: 98.46,
        trends: {
          __typename: "DashboardTrends",
          businessesAddedThisMonth: 3,
          businessesAddedLastMonth: 0,
          apiConfigsAddedThisMonth: 2,
          apiConfigsAddedLastMonth: 0,
          messagesThisMonth: 1234,
          messagesSamePeriodLastMonth: 0,
          messagesChangePct: null,
          deliveryRateThisMonth: 98.46,
          deliveryRateLastMonth: 0,
          deliveryRateChangePoints: null,
        },
      },
    },
  });
  await adminSession.open(page, adminPaths.dashboard);
  const card = (title: string) =>
    page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card("Delivery Rate")).toContainText("98.5%");
  await expect(card("Delivery Rate")).toContainText("No data for last month");
  await expect(card("Messages Sent")).toContainText("1,234");
  await expect(card("Messages Sent")).toContainText("No data for last month");
  await expect(card("Total Businesses")).toContainText("+3 this month");
});

test("quick actions show current counts and lead to their pages", async ({
  page,
  adminSession,
  adminApi,
}) => {
  const data = await adminApi.graphql<{
    dashboardStats: DashboardStats;
    contactMessages: Array<{ status: string }>;
  }>(statsQuery);
  const unread = data.contactMessages.filter((message) => message.status === "unread").length;
  await adminSession.open(page, adminPaths.dashboard);

  const actions = page.getByRole("region", { name: "Quick Actions" });
  await expect(actions.getByRole("link", { name: "Review Messages" })).toContainText(
    `${unread} unread`,
  );
  await expect(actions.getByRole("link", { name: "Manage Businesses" })).toContainText(
    `${count(data.dashboardStats.totalBusinesses)} registered`,
  );
  await expect(actions.getByRole("link", { name: "API Configurations" })).toContainText(
    `${count(data.dashboardStats.totalApiConfigs)} configured`,
  );
  await actions.getByRole("link", { name: "Review Messages" }).click();
  await expect(page).toHaveURL(adminPaths.messages);
});

test("system status: each part as measured, the badge on the whole platform", async ({
  page,
  adminSession,
}) => {
  await adminSession.open(page, adminPaths.dashboard);
  const status = page.getByRole("region", { name: "System Status" });
  // The suites' server has a local stand-in for the Graph API, and nothing waiting for long.
  await expect(status).toContainText(/API GatewayOperational · Cloud API \d+ ms/);
  await expect(status).toContainText(/DatabaseHealthy · \d+ ms/);
  await expect(status).toContainText(
    /Message QueueActive · (nothing waiting|[\d,]+ waiting, oldest \d+ s)/,
  );
  await expect(status).toContainText(/Analytics Engine(Up to date|Processing · [\d,]+ waiting)/);
  await expect(page.getByText("System Operational")).toBeVisible();
});

test("system status: a backlog, parked messages, an unreachable Cloud API and late analytics need attention", async ({
  page,
  adminSession,
}) => {
  await fulfillOperation(
    page,
    "SystemStatus",
    systemStatusAnswer({
      messageQueue: { waiting: 1200, oldestWaitingSeconds: 250, parked: 2 },
      webhooks: { pending: 40, overdueSeconds: 0, disabledEndpoints: 1 },
      analytics: { waiting: 5000, oldestWaitingSeconds: 600 },
      whatsappCloud: { reachable: false, latencyMs: null },
    }),
  );
  await adminSession.open(page, adminPaths.dashboard);
  const status = page.getByRole("region", { name: "System Status" });
  await expect(status).toContainText(
    "API GatewayDegraded · Cloud API unreachable · 1 endpoint disabled",
  );
  await expect(status).toContainText("DatabaseHealthy · 2 ms");
  await expect(status).toContainText(
    "Message QueueBacklog · 1,200 waiting, oldest 4 min · 2 parked",
  );
  await expect(status).toContainText("Analytics EngineBehind · 5,000 waiting, oldest 10 min");
  await expect(page.getByText("Needs Attention", { exact: true })).toBeVisible();
  await expect(page.getByText("System Operational")).toHaveCount(0);
});

test("system status when the database probe reports a failure", async ({ page, adminSession }) => {
  await fulfillOperation(
    page,
    "SystemStatus",
    systemStatusAnswer({ database: { healthy: false, latencyMs: 0 } }),
  );
  await adminSession.open(page, adminPaths.dashboard);
  const status = page.getByRole("region", { name: "System Status" });
  await expect(status).toContainText("DatabaseUnavailable");
  await expect(page.getByText("System Degraded")).toBeVisible();
  await expect(page.getByText("System Operational")).toHaveCount(0);
});

test("system status when it cannot be read: the database unavailable, the rest unknown", async ({
  page,
  adminSession,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource/);
  await interceptOperation(page, "SystemStatus", (route) =>
    route.fulfill({ status: 503, headers: { "retry-after": "5" }, body: "" }),
  );
  await adminSession.open(page, adminPaths.dashboard);
  const status = page.getByRole("region", { name: "System Status" });
  await expect(status).toContainText("DatabaseUnavailable");
  await expect(status).toContainText("Message QueueUnknown");
  await expect(status).toContainText("API GatewayUnknown");
  await expect(page.getByText("System Degraded")).toBeVisible();
});

test("system status is measured again every 30 seconds while the page is in sight", async ({
  page,
  adminSession,
}) => {
  await page.clock.install();
  await page.addInitScript(() => {
    Object.defineProperty(document, "hidden", {
      get: () => (window as { tabHidden?: boolean }).tabHidden === true,
    });
  });
  const operations = recordOperations(page);
  await fulfillOperation(page, "SystemStatus", systemStatusAnswer());
  await adminSession.open(page, adminPaths.dashboard);
  const queue = page.getByRole("region", { name: "System Status" });
  await expect(queue).toContainText("Message QueueActive · nothing waiting");
  await page.unrouteAll();
  await fulfillOperation(
    page,
    "SystemStatus",
    systemStatusAnswer({ messageQueue: { waiting: 3, oldestWaitingSeconds: 2, parked: 0 } }),
  );

  await page.clock.runFor(29_000);
  expect(operations.filter((name) => name === "SystemStatus")).toHaveLength(1);
  await page.clock.runFor(2_000);
  await expect(queue).toContainText("Message QueueActive · 3 waiting, oldest 2 s");
  expect(operations.filter((name) => name === "SystemStatus")).toHaveLength(2);
  // The stat cards are data, not measurements: they are never fetched again by time or focus.
  expect(operations.filter((name) => name === "DashboardStats")).toHaveLength(1);

  // A tab in the background measures nothing.
  await page.evaluate(() => ((window as { tabHidden?: boolean }).tabHidden = true));
  await page.clock.runFor(61_000);
  expect(operations.filter((name) => name === "SystemStatus")).toHaveLength(2);
});

test("stat cards wait with placeholders while the figures load", async ({ page, adminSession }) => {
  const stats = await holdOperation(page, "DashboardStats");
  await adminSession.open(page, adminPaths.dashboard);
  await expect(
    page.getByRole("status").filter({ hasText: "Loading dashboard figures" }),
  ).toBeAttached();
  stats.release();
  await expect(
    page.getByRole("status").filter({ hasText: "Loading dashboard figures" }),
  ).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Delivery Rate" })).toBeVisible();
});
