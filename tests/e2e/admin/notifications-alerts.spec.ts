// The platform's operator alerts in the notifications panel, beside the new enquiries: counted in
// the bell's badge, listed first with what happened, why and when, and leading to the page about
// them where the console has one. The server raises them after days of failures (a webhook
// endpoint disabled), so the answers here are made up; the server's suites raise real ones.
import { type Page } from "@playwright/test";
import { adminPaths, expect, expectNoAxeViolations, interceptOperation, test } from "./fixtures.ts";

const apiConfigId = "0190d5a8-6c1e-7a3b-9f00-1d2e3f4a5b6c";

const alerts = [
  {
    __typename: "OperatorAlert",
    id: "0190d5a8-0000-7000-8000-000000000002",
    title: "Webhooks of Spice Route Kitchen disabled",
    detail:
      "https://hooks.spiceroute.in/whatsapp has failed every delivery for three days; its waiting webhooks are held.",
    targetType: "api_config",
    targetId: apiConfigId,
    createdAt: "2026-11-29T08:15:00.000Z",
  },
  {
    __typename: "OperatorAlert",
    id: "0190d5a8-0000-7000-8000-000000000001",
    title: "Quality rating of Monsoon Travels dropped",
    detail: "Meta rated its phone number Low; sends may be limited.",
    targetType: "business",
    targetId: "0190d5a8-0000-7000-8000-0000000000b1",
    createdAt: "2026-11-28T18:40:00.000Z",
  },
];

const enquiry = {
  __typename: "EnquiryNotification",
  id: "0190d5a8-0000-7000-8000-0000000000e1",
  name: "Tara Singh",
  subject: "Order updates on WhatsApp",
  createdAt: "2026-11-29T09:00:00.000Z",
};

/**
 * Answers the bell with the alerts (and one enquiry) until the panel marks them seen, then with
 * nothing new, as the server would; answers how often they were marked seen.
 */
async function notificationsUntilSeen(page: Page, { alertCount }: { alertCount: number }) {
  let seen = 0;
  const answer = (data: object) => ({
    status: 200,
    contentType: "application/json",
    body: JSON.stringify({ data }),
  });
  await interceptOperation(page, "Notifications", (route) =>
    route.fulfill(
      answer({
        notifications: {
          __typename: "Notifications",
          since: null,
          ...(seen > 0
            ? { count: 0, items: [], alertCount: 0, alerts: [] }
            : { count: 1, items: [enquiry], alertCount, alerts }),
        },
      }),
    ),
  );
  await interceptOperation(page, "MarkNotificationsSeen", (route) => {
    seen++;
    return route.fulfill(answer({ markNotificationsSeen: new Date().toISOString() }));
  });
  return { seenCount: () => seen };
}

const localTime = (page: Page, iso: string) =>
  page.evaluate(
    (value) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(value),
      ),
    iso,
  );

test("alerts are counted in the badge and listed first: title, detail, time, and the page about them", async ({
  page,
  adminSession,
}) => {
  const marked = await notificationsUntilSeen(page, { alertCount: 2 });
  await adminSession.open(page, adminPaths.dashboard);
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 3 new");

  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel).toContainText("2 platform alerts since your last visit");
  const listed = panel.getByRole("list", { name: "Platform alerts" }).getByRole("listitem");
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(0)).toContainText(alerts[0]!.title);
  await expect(listed.nth(0)).toContainText(alerts[0]!.detail);
  await expect(listed.nth(0)).toContainText(await localTime(page, alerts[0]!.createdAt));
  await expect(listed.nth(1)).toContainText(alerts[1]!.title);
  await expect(listed.nth(1)).toContainText(await localTime(page, alerts[1]!.createdAt));
  // The console has no page for the second one: it is not a link.
  await expect(listed.nth(1).getByRole("link")).toHaveCount(0);
  // The enquiry is still listed after them.
  await expect(panel).toContainText("1 new enquiry since your last visit");
  await expect(panel.getByRole("list", { name: "New enquiries" })).toContainText(enquiry.subject);

  // Seen once listed: the badge clears while the panel still shows them.
  await expect(bell).toHaveAccessibleName("Notifications");
  expect(marked.seenCount()).toBe(1);
  await expect(listed).toHaveCount(2);

  // A disabled webhook endpoint leads to its configuration's webhooks page.
  await listed.nth(0).getByRole("link").click();
  await expect(page).toHaveURL(`${adminPaths.apiConfigs}/${apiConfigId}/webhooks`);
  await expect(panel).toBeHidden();
});

test("more alerts than the panel lists are counted", async ({ page, adminSession }) => {
  await notificationsUntilSeen(page, { alertCount: 12 });
  await adminSession.open(page, adminPaths.dashboard);
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 13 new");
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel).toContainText("12 platform alerts since your last visit");
  await expect(panel).toContainText("and 10 more");
});

for (const theme of ["light", "dark"] as const) {
  test(`the panel with alerts has no accessibility violations (${theme})`, async ({
    page,
    adminSession,
  }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    await notificationsUntilSeen(page, { alertCount: 2 });
    await adminSession.open(page, adminPaths.dashboard);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications/ })
      .click();
    await expect(page.getByRole("list", { name: "Platform alerts" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
