// Zero axe violations on every admin screen, in the light and the dark theme (the desktop
// project runs this at 1280 px, the mobile project at 375 px), and in the console's dialogs.
import { type Page } from "@playwright/test";
import { adminPaths, expect, expectNoAxeViolations, expectToast, test } from "./fixtures.ts";

/** The search and notifications: in the top bar, or on a phone in the navigation sheet. */
async function topBarAction(page: Page, name: RegExp) {
  // From tablets up the top bar has them (AdminLayout.css.ts, `wideOnly`).
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    return page.getByRole("banner").getByRole("button", { name });
  }
  await page.getByRole("button", { name: "Open navigation" }).click();
  return page.getByRole("dialog", { name: "Admin navigation" }).getByRole("button", { name });
}

const screens = [
  { path: adminPaths.dashboard, heading: "Dashboard", ready: /Healthy · \d+ ms/ },
  { path: adminPaths.businesses, heading: "Businesses", ready: "Add Business" },
  { path: adminPaths.messages, heading: "Contact Messages", ready: /unread message\(s\)/ },
  { path: adminPaths.whatsappMessages, heading: "WhatsApp Messages", ready: "Rows per page" },
  { path: adminPaths.apiConfigs, heading: "API Configurations", ready: "API Key:" },
  { path: adminPaths.analytics, heading: "Analytics", ready: "Messages per day" },
  { path: adminPaths.auditLogs, heading: "Audit Logs", ready: "Target:" },
  { path: adminPaths.settings, heading: "Platform Settings", ready: /Never updated|Last Updated/ },
  { path: adminPaths.profile, heading: "Profile", ready: "Account Created" },
] as const;

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    });

    test("login page", async ({ page }) => {
      await page.goto(adminPaths.login);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Sign In to Admin Panel" }).click();
      await expectToast(page, "Missing Information", "Please enter both username and password.");
      await expectNoAxeViolations(page);
    });

    for (const screen of screens) {
      test(`${screen.heading} (${screen.path})`, async ({ page, adminSession }) => {
        await adminSession.open(page, screen.path);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.getByText(screen.ready).first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test("message details dialog and delete confirmation", async ({
      page,
      adminSession,
      contactMessages,
    }) => {
      const { subject } = await contactMessages.create({ company: null });
      await adminSession.open(page, adminPaths.messages);
      const row = page
        .getByRole("list", { name: "Contact messages" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: subject }) });

      await row.getByRole("button", { name: /^View message/ }).click();
      await expect(
        page.getByRole("dialog", { name: subject }).getByText("Read", { exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      // (Escape would first dismiss the "Status Updated" toast, the newest layer.)
      await page
        .getByRole("dialog", { name: subject })
        .getByRole("button", { name: "Close", exact: true })
        .first()
        .click();

      // The open row menu itself is not scanned: axe flags the design system's modal Radix menu
      // (page content aria-hidden while it is open, the portal outside any landmark).
      await row.getByRole("button", { name: /^Actions for message/ }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    });

    test("business form with its errors, and the delete confirmations", async ({
      page,
      adminSession,
      businesses,
    }) => {
      const business = await businesses.create();
      await businesses.addApiConfig(business.id);
      await adminSession.open(
        page,
        `${adminPaths.businesses}?search=${encodeURIComponent(business.name)}`,
      );
      await page.getByRole("button", { name: "Add Business" }).click();
      await page
        .getByRole("dialog", { name: "Add Business" })
        .getByRole("button", { name: "Add Business" })
        .click();
      await expect(page.getByText("Business name must be 2 to 120 characters")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

      await page.getByRole("button", { name: `Delete ${business.name}` }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(page.getByRole("alertdialog")).toContainText("still has 1 API configuration");
      await expectNoAxeViolations(page);
      await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    });

    test("API configuration dialogs: the form, the details, the secrets shown once", async ({
      page,
      adminSession,
      businesses,
    }) => {
      const business = await businesses.create();
      await businesses.addApiConfig(business.id, { webhookUrl: "https://hooks.example.in/a11y" });
      await adminSession.open(page, adminPaths.apiConfigs);
      await page.getByRole("button", { name: "Add API Config" }).click();
      const form = page.getByRole("dialog", { name: "Add API Config" });
      await form.getByRole("button", { name: "Add API Config" }).click();
      await expect(form.getByText("Required for WhatsApp Cloud API").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await form.getByRole("combobox", { name: "Business" }).fill(business.name);
      await expect(page.getByRole("listbox", { name: "Business" })).toBeVisible();
      await expectNoAxeViolations(page);
      await form.getByRole("button", { name: "Cancel" }).click();

      const row = page
        .getByRole("list", { name: "API configurations" })
        .getByRole("listitem")
        .filter({ hasText: business.name });
      await row.getByRole("button", { name: /^View/ }).click();
      const details = page.getByRole("dialog", { name: "sandbox API" });
      await expect(details.getByRole("group", { name: "Access token" })).toBeVisible();
      await expectNoAxeViolations(page);
      await details.getByRole("button", { name: "Rotate Webhook Secret" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Rotate" }).click();
      const secrets = page.getByRole("dialog", { name: "Copy the secrets now" });
      await expect(secrets.getByRole("group", { name: "Webhook signing secret" })).toBeVisible();
      await expectNoAxeViolations(page);
      await secrets.getByRole("button", { name: "Done" }).click();
    });

    test("messages: filters, selection and the bulk delete confirmation", async ({
      page,
      adminSession,
      contactMessages,
    }) => {
      const { subject } = await contactMessages.create();
      await adminSession.open(page, adminPaths.messages);
      await page
        .getByRole("checkbox", { name: `Select message from Meera Pillai: ${subject}` })
        .check();
      await expect(page.getByRole("region", { name: "Bulk actions" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page
        .getByRole("region", { name: "Bulk actions" })
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    });

    test("search with results, and the notifications panel", async ({
      page,
      adminSession,
      contactMessages,
    }) => {
      await contactMessages.create({ subject: "Accessible search enquiry" });
      await adminSession.open(page, adminPaths.dashboard);
      await (await topBarAction(page, /^Search$/)).click();
      const search = page.getByRole("dialog", { name: "Search" });
      await search.getByRole("combobox").fill("Accessible search");
      await expect(search.getByRole("listbox")).toContainText("Accessible search enquiry");
      await page.keyboard.press("ArrowDown");
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await expect(search).toBeHidden();

      await page.goto(adminPaths.dashboard);
      await (await topBarAction(page, /^Notifications/)).click();
      await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("analytics charts as data tables", async ({ page, adminSession }) => {
      await adminSession.open(page, adminPaths.analytics);
      const messages = page.getByRole("region", { name: "Messages per day" });
      await messages.getByRole("button", { name: "Show data table" }).click();
      await expect(messages.getByRole("table")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("allowed origins dialog with a validation message", async ({ page, adminSession }) => {
      await adminSession.open(page, adminPaths.settings);
      await page.getByRole("button", { name: "Edit Origins" }).click();
      const dialog = page.getByRole("dialog", { name: "Allowed Origins" });
      await dialog.getByRole("textbox", { name: "Origin" }).fill("not an origin");
      await dialog.getByRole("button", { name: "Add Origin" }).click();
      await expect(dialog.getByText(/must be a full origin/)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("profile form with validation messages", async ({ page, adminSession }) => {
      await adminSession.open(page, adminPaths.profile);
      await page.getByRole("button", { name: "Update Credentials" }).click();
      await expect(page.getByText("Current password is required")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("not-found page", async ({ page }) => {
      await page.goto("/admin/nothing-here");
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
