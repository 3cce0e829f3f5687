// Console data rules: results never go stale by time, no refetch on window focus, no polling,
// no retries.
import { adminPaths, expect, recordOperations, test } from "./fixtures.ts";

test("a visited page is served from the cache: no refetch on return, focus or over time", async ({
  page,
  adminSession,
}) => {
  const operations = recordOperations(page);
  await adminSession.open(page, adminPaths.businesses);
  const nav = page.getByRole("navigation", { name: "Admin navigation" });
  await expect(
    page.getByRole("table", { name: "Businesses" }).locator("tbody tr").first(),
  ).toBeVisible();

  await nav.getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await nav.getByRole("link", { name: "Businesses" }).click();
  await expect(
    page.getByRole("table", { name: "Businesses" }).locator("tbody tr").first(),
  ).toBeVisible();

  await page.evaluate(() => {
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
    window.dispatchEvent(new Event("online"));
  });
  await page.waitForTimeout(3000);
  expect(operations.filter((name) => name === "BusinessPage")).toHaveLength(1);
  expect(operations.filter((name) => name === "CurrentAdmin")).toHaveLength(1);
  expect(operations.filter((name) => name === "AnalyticsSummary")).toHaveLength(1);
});

test("a failed request is not retried automatically", async ({
  page,
  adminSession,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource/);
  const operations = recordOperations(page);
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string };
    if (body.operationName === "AuditLogPage") await route.abort("connectionfailed");
    else await route.fallback();
  });
  await adminSession.open(page, adminPaths.auditLogs);
  await expect(page.getByRole("alert")).toContainText("Couldn't load audit logs");
  await page.waitForTimeout(3000);
  expect(operations.filter((name) => name === "AuditLogPage")).toHaveLength(1);
});
