import { type Page } from "@playwright/test";
import {
  adminPaths,
  expect,
  expectToast,
  fulfillOperation,
  holdOperation,
  interceptOperation,
  recordOperations,
  rgb,
  singlePage,
  test,
  themeColors,
} from "./fixtures.ts";

const { foreground } = themeColors.light;
const statusColours: Record<string, string> = {
  Unread: foreground.critical,
  Read: foreground.info,
  Replied: foreground.positive,
  Archived: foreground.neutral,
};

/** The row of the message with this subject. */
const messageRow = (page: Page, subject: string) =>
  page
    .getByRole("list", { name: "Contact messages" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: subject, exact: true }) });

async function expectStatus(
  scope: ReturnType<Page["locator"]>,
  status: keyof typeof statusColours,
) {
  const badge = scope.getByText(status, { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveCSS("color", rgb(statusColours[status]!));
}

const unreadCount = async (page: Page) => {
  const text = (await page.getByText(/^\d+ unread message\(s\)$/).textContent()) ?? "";
  return Number(text.split(" ")[0]);
};

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
});

test("each message shows its status, sender, email, company, local date and time, subject and preview", async ({
  page,
  adminSession,
  contactMessages,
}) => {
  const { subject, email } = await contactMessages.create({
    name: "Kavya Menon",
    company: "Backwater Stays",
    message: "We run three homestays in Kerala and want booking confirmations on WhatsApp.",
  });
  const noCompany = await contactMessages.create({ name: "Dev Arora", company: null });
  await adminSession.open(page, adminPaths.messages);

  const row = messageRow(page, subject);
  await expectStatus(row, "Unread");
  await expect(row).toContainText("Kavya Menon");
  await expect(row).toContainText(email);
  await expect(row).toContainText("Backwater Stays");
  await expect(row).toContainText("We run three homestays in Kerala");
  // Local date and time with hours and minutes.
  const time = row.locator("time");
  const iso = await time.getAttribute("datetime");
  const expected = await page.evaluate(
    (value) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(value!),
      ),
    iso,
  );
  await expect(time).toHaveText(expected);
  await expect(time).toHaveText(/\d{1,2}:\d{2}/);

  await expect(messageRow(page, noCompany.subject)).toContainText("Dev Arora");
  await expect(messageRow(page, noCompany.subject)).not.toContainText("Backwater Stays");
});

test("the unread counter follows the list", async ({ page, adminSession, contactMessages }) => {
  await adminSession.open(page, adminPaths.messages);
  await expect(page.getByText(/^\d+ unread message\(s\)$/)).toBeVisible();
  const before = await unreadCount(page);

  const { subject } = await contactMessages.create();
  await page.reload();
  await expect(page.getByText(`${before + 1} unread message(s)`)).toBeVisible();

  await messageRow(page, subject)
    .getByRole("button", { name: /^Actions for message/ })
    .click();
  await page.getByRole("menuitem", { name: "Mark as Read" }).click();
  await expect(page.getByText(`${before} unread message(s)`)).toBeVisible();
});

test("row actions move a message through every status; the current one is disabled", async ({
  page,
  adminSession,
  contactMessages,
}) => {
  const { subject } = await contactMessages.create();
  const operations = recordOperations(page);
  await adminSession.open(page, adminPaths.messages);
  const row = messageRow(page, subject);
  await expectStatus(row, "Unread");

  const steps = [
    ["Mark as Read", "Read"],
    ["Mark as Replied", "Replied"],
    ["Archive", "Archived"],
    ["Mark as Read", "Read"],
  ] as const;
  for (const [action, status] of steps) {
    await row.getByRole("button", { name: /^Actions for message/ }).click();
    const menu = page.getByRole("menu");
    await menu.getByRole("menuitem", { name: action }).click();
    await expectToast(page, "Status Updated", "Message status has been updated successfully.");
    await expectStatus(row, status);

    await row.getByRole("button", { name: /^Actions for message/ }).click();
    await expect(page.getByRole("menuitem", { name: action })).toBeDisabled();
    for (const other of ["Mark as Read", "Mark as Replied", "Archive"].filter(
      (item) => item !== action,
    )) {
      await expect(page.getByRole("menuitem", { name: other })).toBeEnabled();
    }
    await page.keyboard.press("Escape");
  }
  // Each change refetches the list once; nothing else is polled.
  expect(operations.filter((name) => name === "UpdateContactMessageStatus")).toHaveLength(4);
  expect(operations.filter((name) => name === "ContactMessagePage")).toHaveLength(1 + 4);
});

test("opening an unread message marks it read; the dialog's buttons follow its status", async ({
  page,
  adminSession,
  contactMessages,
}) => {
  const { subject } = await contactMessages.create({
    name: "Farhan Sheikh",
    phone: "+919812345678",
    message: "Please call me about the Pro plan.\nWe have 40 agents.",
  });
  await adminSession.open(page, adminPaths.messages);
  const row = messageRow(page, subject);
  await expectStatus(row, "Unread");

  const pending = await holdOperation(page, "UpdateContactMessageStatus");
  await row.getByRole("button", { name: /^View message from Farhan Sheikh/ }).click();
  const dialog = page.getByRole("dialog", { name: subject });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Farhan Sheikh");
  await expect(dialog).toContainText("+919812345678");
  await expect(dialog).toContainText("Please call me about the Pro plan.");
  // While the automatic "read" is pending, both buttons wait.
  await expect(dialog.getByRole("button", { name: "Mark as Replied" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Archive" })).toBeDisabled();
  pending.release();

  await expectToast(page, "Status Updated", "Message status has been updated successfully.");
  await expectStatus(dialog, "Read");
  await expect(dialog.getByRole("button", { name: "Mark as Replied" })).toBeEnabled();
  await expect(dialog.getByRole("button", { name: "Archive" })).toBeEnabled();

  await dialog.getByRole("button", { name: "Mark as Replied" }).click();
  await expectStatus(dialog, "Replied");
  await expect(dialog.getByRole("button", { name: "Mark as Replied" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Archive" })).toBeEnabled();

  await dialog.getByRole("button", { name: "Archive" }).click();
  await expectStatus(dialog, "Archived");
  await expect(dialog.getByRole("button", { name: "Archive" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Mark as Replied" })).toBeEnabled();

  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await expectStatus(row, "Archived");

  // Opening a message that is not unread changes nothing.
  const operations = recordOperations(page);
  await row.getByRole("button", { name: /^View message/ }).click();
  await expectStatus(page.getByRole("dialog", { name: subject }), "Archived");
  await page.keyboard.press("Escape");
  expect(operations).not.toContain("UpdateContactMessageStatus");
});

test("delete asks first; Cancel keeps the message, Delete removes it", async ({
  page,
  adminSession,
  contactMessages,
}) => {
  const { subject } = await contactMessages.create();
  await adminSession.open(page, adminPaths.messages);
  const row = messageRow(page, subject);

  await row.getByRole("button", { name: /^Actions for message/ }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete message?" });
  await expect(confirm).toContainText(
    "Are you sure you want to delete this message? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: /^Actions for message/ }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Message Deleted", "Contact message has been deleted successfully.");
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("alertdialog")).toBeHidden();
});

test("failures toast the server's message, or the spec's fallback", async ({
  page,
  adminSession,
  contactMessages,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource/);
  const { subject } = await contactMessages.create();
  await adminSession.open(page, adminPaths.messages);
  const row = messageRow(page, subject);

  await fulfillOperation(page, "UpdateContactMessageStatus", {
    errors: [{ message: "Contact message not found", extensions: { code: "NOT_FOUND" } }],
    data: null,
  });
  await row.getByRole("button", { name: /^Actions for message/ }).click();
  await page.getByRole("menuitem", { name: "Archive" }).click();
  await expectToast(page, "Update Failed", "Contact message not found");
  await expectStatus(row, "Unread");

  await page.unrouteAll();
  await interceptOperation(page, "UpdateContactMessageStatus", (route) =>
    route.abort("connectionfailed"),
  );
  await row.getByRole("button", { name: /^Actions for message/ }).click();
  await page.getByRole("menuitem", { name: "Archive" }).click();
  await expectToast(page, "Update Failed", "Failed to update message status. Please try again.");

  await page.unrouteAll();
  await fulfillOperation(page, "DeleteContactMessage", {
    errors: [{ message: "Contact message not found", extensions: { code: "NOT_FOUND" } }],
    data: null,
  });
  await row.getByRole("button", { name: /^Actions for message/ }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Delete Failed", "Contact message not found");
  // The confirmation stays open so the admin can try again or cancel.
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

  await page.unrouteAll();
  await interceptOperation(page, "DeleteContactMessage", (route) =>
    route.abort("connectionfailed"),
  );
  await row.getByRole("button", { name: /^Actions for message/ }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Delete Failed", "Failed to delete message. Please try again.");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
});

test("shows 5 skeleton rows while loading", async ({ page, adminSession }) => {
  const list = await holdOperation(page, "ContactMessagePage");
  await adminSession.open(page, adminPaths.messages);
  const loading = page.getByRole("status").filter({ hasText: "Loading messages" });
  await expect(loading.locator("[data-skeleton-row]")).toHaveCount(5);
  list.release();
  await expect(loading).toHaveCount(0);
});

test("the empty state", async ({ page, adminSession }) => {
  await fulfillOperation(page, "ContactMessagePage", {
    data: {
      contactMessagePage: { __typename: "ContactMessagePage", items: [], pageInfo: singlePage },
    },
  });
  await fulfillOperation(page, "ContactMessageUnreadCount", {
    data: { contactMessageUnreadCount: 0 },
  });
  await adminSession.open(page, adminPaths.messages);
  await expect(page.getByText("No messages yet")).toBeVisible();
  await expect(page.getByText("0 unread message(s)")).toBeVisible();
});
