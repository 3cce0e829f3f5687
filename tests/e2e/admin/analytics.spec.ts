// Analytics (issue 11): the four summary cards, and charts over 7, 30 or 90 days for all
// businesses or one, each with a data table and a keyboard tooltip, in both themes; recharts
// loads only on this page.
import { type Page } from "@playwright/test";
import { adminPaths, expect, fulfillOperation, rgb, test, themeColors } from "./fixtures.ts";

interface Series {
  days: number;
  daily: Array<{ date: string; messages: number; deliveryRate: number | null }>;
  topBusinesses: Array<{ name: string; messages: number }>;
  otherMessages: number;
}

const seriesQuery = `query Series($days: Int, $businessId: ID) {
  analyticsSeries(days: $days, businessId: $businessId) {
    days daily { date messages deliveryRate } topBusinesses { name messages } otherMessages
  }
}`;

const chart = (page: Page, title: string) => page.getByRole("region", { name: title });
const count = (value: number) => new Intl.NumberFormat("en-US").format(value);

test.describe("the summary cards", () => {
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

    await expect(card("Total Messages")).toContainText(count(summary.totalMessages));
    await expect(card("Total Messages")).toContainText("Messages sent this month");
    await expect(card("Delivery Rate")).toContainText(`${summary.deliveryRate.toFixed(1)}%`);
    await expect(card("Delivery Rate")).toContainText("Average delivery success");
    await expect(card("Response Time")).toContainText(`${count(summary.avgResponseTime)}ms`);
    await expect(card("Response Time")).toContainText("Average API response time");
    await expect(card("Active Businesses")).toContainText(count(summary.activeBusinesses));
    await expect(card("Active Businesses")).toContainText("Businesses with active APIs");
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

for (const theme of ["light", "dark"] as const) {
  test(`four charts in the ${theme} theme, in its colours, each readable as a table`, async ({
    page,
    adminSession,
    adminApi,
  }) => {
    const { analyticsSeries } = await adminApi.graphql<{ analyticsSeries: Series }>(seriesQuery, {
      days: 30,
    });
    await page.emulateMedia({ colorScheme: theme });
    await adminSession.open(page, adminPaths.analytics);
    for (const title of [
      "Messages per day",
      "Delivery rate per day",
      "Average response time per day",
      "Messages by business",
    ]) {
      await expect(chart(page, title).getByRole("application", { name: title })).toBeVisible();
    }
    const colours = themeColors[theme].foreground;
    await expect(chart(page, "Messages per day").locator(".recharts-line-curve")).toHaveCSS(
      "stroke",
      rgb(colours.brand),
    );
    await expect(
      chart(page, "Messages by business").locator(".recharts-rectangle").first(),
    ).toHaveCSS("fill", rgb(colours.brand));

    const messages = chart(page, "Messages per day");
    await messages.getByRole("button", { name: "Show data table" }).click();
    const table = messages.getByRole("table", { name: "Messages per day" });
    await expect(table.locator("tbody tr")).toHaveCount(30);
    await expect(table.locator("tbody tr").last().locator("td")).toHaveText(
      count(analyticsSeries.daily.at(-1)!.messages),
    );
    await messages.getByRole("button", { name: "Show chart" }).click();
    await expect(messages.getByRole("application", { name: "Messages per day" })).toBeVisible();

    const byBusiness = chart(page, "Messages by business");
    await byBusiness.getByRole("button", { name: "Show data table" }).click();
    const top = analyticsSeries.topBusinesses[0]!;
    await expect(
      byBusiness.getByRole("row", { name: new RegExp(`^${top.name}`) }).locator("td"),
    ).toHaveText(count(top.messages));
  });
}

test("the tooltip follows the arrow keys and is read out", async ({ page, adminSession }) => {
  await adminSession.open(page, adminPaths.analytics);
  const surface = chart(page, "Messages per day").getByRole("application", {
    name: "Messages per day",
  });
  await surface.focus();
  await page.keyboard.press("ArrowRight");
  await expect(
    chart(page, "Messages per day")
      .getByRole("status")
      .filter({ hasText: /Messages/ }),
  ).toContainText(/(\w{3} \d{1,2}|\d{1,2} \w{3}).*Messages.*\d/);
});

test("7, 30 or 90 days, all businesses or one: kept in the URL", async ({
  page,
  adminSession,
  adminApi,
}) => {
  const { businessPage } = await adminApi.graphql<{
    businessPage: { items: Array<{ id: string; name: string }> };
  }>(`query { businessPage(filter: { search: "Bazaar Kart" }, first: 1) { items { id name } } }`);
  const bazaar = businessPage.items[0]!;
  await adminSession.open(page, adminPaths.analytics);

  await page.getByRole("combobox", { name: "Period" }).selectOption("7");
  await expect(page).toHaveURL(/days=7/);
  const messages = chart(page, "Messages per day");
  await messages.getByRole("button", { name: "Show data table" }).click();
  await expect(messages.getByRole("table").locator("tbody tr")).toHaveCount(7);

  const picker = page.getByRole("combobox", { name: "Business" });
  await expect(picker).toHaveValue("All businesses");
  await picker.fill("Bazaar");
  await expect(page.getByRole("listbox", { name: "Business" }).getByRole("option")).toHaveText([
    /^Bazaar Kart/,
  ]);
  await picker.press("ArrowDown");
  await picker.press("Enter");
  await expect(page).toHaveURL(new RegExp(`business=${bazaar.id}`));
  const { analyticsSeries } = await adminApi.graphql<{ analyticsSeries: Series }>(seriesQuery, {
    days: 7,
    businessId: bazaar.id,
  });
  const byBusiness = chart(page, "Messages by business");
  await byBusiness.getByRole("button", { name: "Show data table" }).click();
  await expect(byBusiness.getByRole("table").locator("tbody tr")).toHaveCount(1);
  await expect(byBusiness.getByRole("table")).toContainText("Bazaar Kart");
  await expect(messages.getByRole("table").locator("tbody tr").last().locator("td")).toHaveText(
    count(analyticsSeries.daily.at(-1)!.messages),
  );

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Period" })).toHaveValue("7");
  await expect(page.getByRole("combobox", { name: "Business" })).toHaveValue("Bazaar Kart");

  await page.getByRole("combobox", { name: "Business" }).fill("");
  await expect(page).not.toHaveURL(/business=/);
  await page.getByRole("combobox", { name: "Period" }).selectOption("90");
  await expect(page).toHaveURL(/days=90/);
  await chart(page, "Messages per day").getByRole("button", { name: "Show data table" }).click();
  await expect(chart(page, "Messages per day").getByRole("table").locator("tbody tr")).toHaveCount(
    90,
  );
});

test("chart code loads only on the analytics page", async ({ page, adminSession }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const chartChunk = (file: string) => /\/assets\/(LineChart|BarChart)-[\w-]+\.js$/.test(file);
  await adminSession.open(page, adminPaths.dashboard);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  for (const link of ["Businesses", "Messages", "Audit Logs"]) {
    await page
      .getByRole("navigation", { name: "Admin navigation" })
      .getByRole("link", { name: new RegExp(`^${link}`) })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(scripts.filter(chartChunk)).toEqual([]);

  await page
    .getByRole("navigation", { name: "Admin navigation" })
    .getByRole("link", { name: "Analytics" })
    .click();
  await expect(
    chart(page, "Messages per day").getByRole("application", { name: "Messages per day" }),
  ).toBeVisible();
  expect(scripts.filter(chartChunk).length).toBeGreaterThan(0);
});
