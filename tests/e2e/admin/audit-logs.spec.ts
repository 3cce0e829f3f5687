// Audit logs (issue 11): 'System Activity Log' as the spec shows it, filtered by action, actor,
// target type and dates, a page at a time, and exported as CSV; filters live in the URL.
import { readFileSync } from "node:fs";
import { type Page } from "@playwright/test";
import {
  adminPaths,
  awayFromMidnight,
  expect,
  expectToast,
  fulfillOperation,
  holdOperation,
  localDay,
  rgb,
  singlePage,
  test,
  themeColors,
} from "./fixtures.ts";

const { foreground } = themeColors.light;
const entries = (page: Page) =>
  page.getByRole("list", { name: "Audit log entries" }).getByRole("listitem");

test.describe("the log", () => {
  const made = [
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
    await fulfillOperation(page, "AuditLogPage", {
      data: {
        auditLogPage: {
          __typename: "AuditLogPage",
          items: made.map((entry, index) => ({
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
          pageInfo: singlePage,
        },
      },
    });
    await page.emulateMedia({ colorScheme: "light" });
    await adminSession.open(page, adminPaths.auditLogs);
    const log = page.getByRole("region", { name: "System Activity Log" });
    await expect(log.getByRole("heading", { name: "System Activity Log" })).toBeVisible();
    await expect(entries(page)).toHaveCount(made.length);

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
    for (const [index, entry] of made.entries()) {
      const row = entries(page).nth(index);
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
    await expect(entries(page).first()).toBeVisible();
    // This test's own sign-in is the newest entry.
    await expect(entries(page).first()).toContainText("login");
    await expect(entries(page).first()).toContainText("Target: admin");
  });

  test("shows 5 placeholder rows while loading, then the empty state", async ({
    page,
    adminSession,
  }) => {
    const { release } = await holdOperation(page, "AuditLogPage", {
      data: {
        auditLogPage: { __typename: "AuditLogPage", items: [], pageInfo: singlePage },
      },
    });
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

test("filters by action, actor, target type and dates; they live in the URL and survive a reload", async ({
  page,
  adminSession,
  adminApi,
  businesses,
}) => {
  await awayFromMidnight(page);
  const business = await businesses.create();
  const { me } = await adminApi.graphql<{ me: { id: string } }>(`query { me { id } }`);
  await adminSession.open(page, adminPaths.auditLogs);

  await page.getByRole("combobox", { name: "Action" }).selectOption("business_created");
  await expect(page).toHaveURL(/action=business_created/);
  await expect(entries(page).first()).toContainText(`Added ${business.name}`);
  for (const text of await entries(page).allTextContents()) {
    expect(text).toContain("business_created");
  }

  await page.getByRole("searchbox", { name: "Actor" }).fill(me.id);
  await page.getByRole("searchbox", { name: "Actor" }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`actor=${me.id}`));
  await page.getByRole("combobox", { name: "Target type" }).selectOption("business");
  await expect(page).toHaveURL(/target=business/);
  await expect(page).toHaveURL(new RegExp(`actor=${me.id}`));
  await expect(entries(page).first()).toContainText(`admin: ${me.id}`);

  await page.getByRole("group", { name: "Date" }).getByRole("button", { name: "Today" }).click();
  await expect(entries(page).first()).toContainText(`Added ${business.name}`);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Action" })).toHaveValue("business_created");
  await expect(page.getByRole("searchbox", { name: "Actor" })).toHaveValue(me.id);
  await expect(page.getByRole("combobox", { name: "Target type" })).toHaveValue("business");
  await expect(page.getByRole("textbox", { name: "From" })).toHaveValue(await localDay(page));
  await expect(entries(page).first()).toContainText(`Added ${business.name}`);

  // Days before anything this server holds: the suites before this one added businesses as this
  // admin too, yesterday when the run began before midnight.
  await page.getByRole("textbox", { name: "To" }).fill(await localDay(page, -399));
  await page.getByRole("textbox", { name: "From" }).fill(await localDay(page, -400));
  await expect(page.getByText("No audit logs match these filters.")).toBeVisible();

  await page.getByRole("searchbox", { name: "Actor" }).fill("system");
  await page.getByRole("searchbox", { name: "Actor" }).press("Enter");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(adminPaths.auditLogs);
  await expect(entries(page)).toHaveCount(20);
});

test("two filters picked before the list has caught up both stay", async ({
  page,
  adminSession,
}) => {
  // On a busy phone a second choice can come before the console has redrawn for the first; both
  // are what the operator asked for. Both changes go in one task here, so nothing redraws between.
  await adminSession.open(page, adminPaths.auditLogs);
  const action = await page.getByRole("combobox", { name: "Action" }).elementHandle();
  const target = await page.getByRole("combobox", { name: "Target type" }).elementHandle();
  await page.evaluate(
    ({ action, target }) => {
      for (const [select, value] of [
        [action, "business_created"],
        [target, "business"],
      ] as const) {
        (select as HTMLSelectElement).value = value;
        select.dispatchEvent(new Event("change", { bubbles: true }));
      }
    },
    { action: action!, target: target! },
  );
  await expect(page).toHaveURL(/target=business/);
  await expect(page).toHaveURL(/action=business_created/);
  await expect(page.getByRole("combobox", { name: "Action" })).toHaveValue("business_created");
  await expect(page.getByRole("combobox", { name: "Target type" })).toHaveValue("business");
});

test("pages of 10 follow the cursors", async ({ page, adminSession, adminApi }) => {
  await adminSession.open(page, `${adminPaths.auditLogs}?size=10`);
  await expect(entries(page)).toHaveCount(10);
  const ids = () =>
    entries(page).evaluateAll((items) => items.map((item) => item.dataset.auditLogId));
  const firstPage = await ids();
  const { auditLogPage } = await adminApi.graphql<{
    auditLogPage: { items: Array<{ id: string }> };
  }>(`query { auditLogPage(first: 30) { items { id } } }`);
  const all = auditLogPage.items.map((item) => item.id);
  // Page one starts where the log did when the page loaded.
  const start = all.indexOf(firstPage[0]!);
  expect(firstPage).toEqual(all.slice(start, start + 10));

  const pages = page.getByRole("navigation", { name: "Audit log pages" });
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/after=/);
  await expect.poll(ids).toEqual(all.slice(start + 10, start + 20));
  await pages.getByRole("button", { name: "Previous" }).click();
  await expect.poll(ids).toEqual(firstPage);
});

test("Export CSV downloads the entries the filter keeps", async ({
  page,
  adminSession,
  businesses,
}) => {
  const business = await businesses.create({ name: `=Formula Traders ${Date.now().toString(36)}` });
  await adminSession.open(page, `${adminPaths.auditLogs}?action=business_created&target=business`);
  await expect(entries(page).first()).toContainText(business.name);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectToast(page, "Export Ready", `${download.suggestedFilename()} has been downloaded.`);
  const lines = readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe("Time,Action,Actor type,Actor,Target type,Target,Details,Id");
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toMatch(/^[^,]+,business_created,admin,/);
  expect(lines.some((line) => line.includes(`Added ${business.name}`))).toBe(true);
});
