// The rate card on the platform settings page: each category's price now and since when, prices
// scheduled to follow (withdrawn after a confirmation), and scheduling a new one with the shared
// rules' and the server's field errors. Every change is audited. Prices a test schedules are
// withdrawn after it, so the shared server's card stays as the demo has it.
import { type Page } from "@playwright/test";
import { type AdminApi } from "../../support/e2e-fixtures.ts";
import { adminPaths, expect, expectNoAxeViolations, expectToast, test } from "./fixtures.ts";

interface Rate {
  id: string;
  category: string;
  priceInr: number;
  effectiveFrom: string;
}

const RATE_CARD = `query { rateCard {
  current { id category priceInr effectiveFrom }
  scheduled { id category priceInr effectiveFrom } } }`;

const rateCard = async (adminApi: AdminApi) =>
  (await adminApi.graphql<{ rateCard: { current: Rate[]; scheduled: Rate[] } }>(RATE_CARD))
    .rateCard;

let scheduledBefore: string[];
test.beforeEach(async ({ adminApi }) => {
  scheduledBefore = (await rateCard(adminApi)).scheduled.map((rate) => rate.id);
});
test.afterEach(async ({ adminApi }) => {
  for (const rate of (await rateCard(adminApi)).scheduled) {
    if (scheduledBefore.includes(rate.id)) continue;
    await adminApi.graphql(`mutation Cancel($id: ID!) { cancelScheduledRate(id: $id) }`, {
      id: rate.id,
    });
  }
});

/** A moment `days` from now at 09:30 local time: as typed, as shown, and as the server has it. */
function localMoment(page: Page, days: number) {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    date.setHours(9, 30, 0, 0);
    const pad = (value: number) => String(value).padStart(2, "0");
    return {
      typed: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:30`,
      shown: new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
        date,
      ),
      iso: date.toISOString(),
    };
  }, days);
}

const localTime = (page: Page, iso: string) =>
  page.evaluate(
    (value) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(value),
      ),
    iso,
  );

const rateCardRegion = (page: Page) => page.getByRole("region", { name: "Rate card" });

test("lists each category's price now and since when, after the spec's cards", async ({
  page,
  adminSession,
  adminApi,
}) => {
  const { current } = await rateCard(adminApi);
  await adminSession.open(page, adminPaths.settings);
  const table = rateCardRegion(page).getByRole("table", { name: "Current prices" });
  const expected: Record<string, string> = {
    marketing: "Marketing₹0.88",
    utility: "Utility₹0.125",
    authentication: "Authentication₹0.125",
    service: "ServiceFree",
  };
  for (const rate of current) {
    const row = table.getByRole("row").filter({ hasText: expected[rate.category]! });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(await localTime(page, rate.effectiveFrom));
  }
  await expect(rateCardRegion(page)).toContainText(
    "Utility templates are free inside the 24-hour customer service window",
  );
  // The spec's cards come first, their texts as they were.
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings).toEqual([
    "Security Settings",
    "Platform Configuration",
    "System Status",
    "Rate card",
  ]);
});

test("a future price is scheduled, listed and audited, and cancelled after confirming", async ({
  page,
  adminSession,
}) => {
  await adminSession.open(page, adminPaths.settings);
  const card = rateCardRegion(page);
  const scheduled = card.getByRole("table", { name: "Scheduled prices" });
  await expect(scheduled).toContainText("No price changes are scheduled.");
  const from = await localMoment(page, 400);

  await card.getByRole("button", { name: "Schedule a new price" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule a new price" });
  await dialog.getByRole("combobox", { name: "Category" }).selectOption("marketing");
  await dialog.getByRole("spinbutton", { name: "Price per delivered message (₹)" }).fill("0.95");
  await dialog.getByLabel("Effective from").fill(from.typed);
  await dialog.getByRole("button", { name: "Schedule Price" }).click();
  await expectToast(
    page,
    "Price Scheduled",
    `Marketing messages will cost ₹0.95 from ${from.shown}.`,
  );
  await expect(dialog).toBeHidden();

  await expect(scheduled.getByRole("row").filter({ hasText: "Marketing" })).toContainText(
    `₹0.95${from.shown}`,
  );
  // The current price is unchanged until then.
  await expect(card.getByRole("table", { name: "Current prices" })).toContainText("Marketing₹0.88");

  const cancel = scheduled.getByRole("button", {
    name: `Cancel the marketing price of ₹0.95 from ${from.shown}`,
  });
  await cancel.click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel this scheduled price?" });
  await expect(confirm).toContainText(
    `The marketing price of ₹0.95 from ${from.shown} will not take effect; the current price stays.`,
  );
  await confirm.getByRole("button", { name: "Keep It" }).click();
  await expect(confirm).toBeHidden();
  await expect(scheduled).toContainText("₹0.95");

  await cancel.click();
  await confirm.getByRole("button", { name: "Cancel Price" }).click();
  await expectToast(
    page,
    "Price Cancelled",
    `The marketing price of ₹0.95 from ${from.shown} will not take effect.`,
  );
  await expect(scheduled).toContainText("No price changes are scheduled.");
  await expect(scheduled).not.toContainText("₹0.95");

  await page
    .getByRole("navigation", { name: "Admin navigation" })
    .getByRole("link", { name: "Audit Logs" })
    .click();
  const log = page.getByRole("list", { name: "Audit log entries" }).getByRole("listitem");
  await expect(log.nth(0)).toContainText(
    `Withdrew the marketing price of ₹0.95 scheduled from ${from.iso}`,
  );
  await expect(log.nth(1)).toContainText(
    `Scheduled marketing at ₹0.95 per delivered message from ${from.iso}`,
  );
});

test("field errors: the shared rules on each field, and the server's on the effective date", async ({
  page,
  adminSession,
  adminApi,
}) => {
  await adminSession.open(page, adminPaths.settings);
  await rateCardRegion(page).getByRole("button", { name: "Schedule a new price" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule a new price" });
  const category = dialog.getByRole("combobox", { name: "Category" });
  const price = dialog.getByRole("spinbutton", { name: "Price per delivered message (₹)" });
  const effectiveFrom = dialog.getByLabel("Effective from");
  const submit = dialog.getByRole("button", { name: "Schedule Price" });

  await submit.click();
  await expect(category).toHaveAccessibleDescription(
    /Category must be one of marketing, utility, authentication, service/,
  );
  await expect(price).toHaveAccessibleDescription(
    /Price must be a number of rupees from 0 to 100, with at most 4 decimals/,
  );
  await expect(effectiveFrom).toHaveAccessibleDescription(
    /Effective date must be a date and time in the future/,
  );

  await category.selectOption("utility");
  for (const refused of ["0.12345", "101", "-1"]) {
    await price.fill(refused);
    await submit.click();
    await expect(price).toHaveAccessibleDescription(
      /Price must be a number of rupees from 0 to 100/,
    );
  }

  // A moment in the past passes the shared rules; the server refuses it on its field.
  await price.fill("0.15");
  await effectiveFrom.fill((await localMoment(page, -1)).typed);
  await submit.click();
  await expect(effectiveFrom).toHaveAccessibleDescription(
    /The effective date must be in the future/,
  );
  await expectToast(page, "Schedule Failed", "The effective date must be in the future");

  // So is a second price of the category starting at the same moment.
  const taken = await localMoment(page, 500);
  await adminApi.graphql(
    `mutation Schedule($input: ScheduleRateInput!) { scheduleRate(input: $input) { id } }`,
    { input: { category: "utility", priceInr: 0.14, effectiveFrom: taken.iso } },
  );
  await effectiveFrom.fill(taken.typed);
  await submit.click();
  await expect(effectiveFrom).toHaveAccessibleDescription(
    /A price for this category already starts at that time/,
  );
  await expect(dialog).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`the rate card, its form with errors and the confirmation have no accessibility violations (${theme})`, async ({
    page,
    adminSession,
    adminApi,
  }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    const from = await localMoment(page, 450);
    await adminApi.graphql(
      `mutation Schedule($input: ScheduleRateInput!) { scheduleRate(input: $input) { id } }`,
      { input: { category: "authentication", priceInr: 0.13, effectiveFrom: from.iso } },
    );
    await adminSession.open(page, adminPaths.settings);
    const card = rateCardRegion(page);
    await expect(card.getByRole("table", { name: "Scheduled prices" })).toContainText("₹0.13");
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: "Schedule a new price" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule a new price" });
    await dialog.getByRole("button", { name: "Schedule Price" }).click();
    await expect(dialog.getByRole("combobox", { name: "Category" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await card.getByRole("button", { name: /^Cancel the authentication price/ }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("alertdialog").getByRole("button", { name: "Keep It" }).click();
  });
}
