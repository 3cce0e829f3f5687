// Contact messages (issue 11): search, status and date filters and pages kept in the URL, bulk
// actions, the CSV export of the filtered set (formula cells escaped), and the sidebar's count.
import { readFileSync } from "node:fs";
import { type Page } from "@playwright/test";
import { adminPaths, awayFromMidnight, expect, expectToast, localDay, test } from "./fixtures.ts";

const messageRow = (page: Page, subject: string) =>
  page
    .getByRole("list", { name: "Contact messages" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: subject, exact: true }) });
const subjects = (page: Page) =>
  page.getByRole("list", { name: "Contact messages" }).getByRole("heading").allTextContents();
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search messages" });

async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await searchBox(page).press("Enter");
}

test("search finds a message by name, email, subject or body; status and dates filter it; all of it survives a reload", async ({
  page,
  adminSession,
  contactMessages,
}) => {
  await awayFromMidnight(page);
  const tag = `t${Date.now().toString(36)}`;
  const first = await contactMessages.create({
    name: `Lakshmi ${tag}`,
    subject: `Catalogue question ${tag}`,
    message: "Can we show our saree catalogue inside WhatsApp?",
  });
  const second = await contactMessages.create({
    name: "Rohit Verma",
    subject: `Pricing for the Pro plan ${tag}`,
    message: `We send about 40,000 reminders a month. Reference ${tag}-body`,
  });
  await adminSession.open(page, adminPaths.messages);

  await search(page, `Lakshmi ${tag}`);
  await expect(page).toHaveURL(new RegExp(`search=Lakshmi\\+${tag}`));
  await expect.poll(() => subjects(page)).toEqual([first.subject]);
  await search(page, first.email);
  await expect.poll(() => subjects(page)).toEqual([first.subject]);
  await search(page, `${tag}-body`);
  await expect.poll(() => subjects(page)).toEqual([second.subject]);
  await search(page, tag);
  await expect.poll(() => subjects(page)).toEqual([second.subject, first.subject]);

  // Reading one makes the Unread filter leave it out.
  await messageRow(page, first.subject)
    .getByRole("button", { name: /^Actions for message/ })
    .click();
  await page.getByRole("menuitem", { name: "Mark as Read" }).click();
  await expectToast(page, "Status Updated", "Message status has been updated successfully.");
  await page.getByRole("combobox", { name: "Status" }).selectOption("unread");
  await expect(page).toHaveURL(/status=unread/);
  await expect.poll(() => subjects(page)).toEqual([second.subject]);

  await page.reload();
  await expect(searchBox(page)).toHaveValue(tag);
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("unread");
  await expect.poll(() => subjects(page)).toEqual([second.subject]);

  // Received today, as a preset and as dates; a range before today finds nothing.
  await page.getByRole("combobox", { name: "Status" }).selectOption("");
  await page
    .getByRole("group", { name: "Received" })
    .getByRole("button", { name: "Today" })
    .click();
  const today = await localDay(page);
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect.poll(() => subjects(page)).toEqual([second.subject, first.subject]);
  await page.getByRole("textbox", { name: "To" }).fill(await localDay(page, -1));
  await page.getByRole("textbox", { name: "From" }).fill(await localDay(page, -3));
  await expect(page.getByText("No messages match these filters.")).toBeVisible();

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(adminPaths.messages);
  await expect(searchBox(page)).toHaveValue("");
});

test("pages of 10 follow the cursors; the page size is in the URL", async ({
  page,
  adminSession,
}) => {
  await adminSession.open(page, `${adminPaths.messages}?size=10`);
  const list = page.getByRole("list", { name: "Contact messages" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const firstPage = await subjects(page);
  const pages = page.getByRole("navigation", { name: "Messages pages" });
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/after=/);
  await expect.poll(async () => (await subjects(page))[0]).not.toBe(firstPage[0]);
  const secondPage = await subjects(page);
  expect(secondPage.filter((subject) => firstPage.includes(subject))).toEqual([]);
  await pages.getByRole("button", { name: "Previous" }).click();
  await expect.poll(() => subjects(page)).toEqual(firstPage);
});

test("bulk actions: mark read, replied or archived, and delete after confirming; the sidebar's unread count follows", async ({
  page,
  adminSession,
  contactMessages,
}) => {
  const tag = `b${Date.now().toString(36)}`;
  const one = await contactMessages.create({ subject: `Bulk one ${tag}` });
  const two = await contactMessages.create({ subject: `Bulk two ${tag}` });
  await adminSession.open(page, `${adminPaths.messages}?search=${tag}`);
  const messagesLink = page
    .getByRole("navigation", { name: "Admin navigation" })
    .getByRole("link", { name: /^Messages/ });
  await expect(messagesLink).toHaveAccessibleName(/^Messages \d+ unread$/);
  const unreadBefore = Number(
    /(\d+) unread/.exec((await messagesLink.textContent()) ?? "")?.[1] ?? "0",
  );

  const selectAll = page.getByRole("checkbox", { name: "Select all on this page" });
  await messageRow(page, one.subject).getByRole("checkbox").check();
  await expect(selectAll).not.toBeChecked();
  expect(await selectAll.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
  await selectAll.check();
  await expect(messageRow(page, two.subject).getByRole("checkbox")).toBeChecked();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar).toContainText("2 messages selected");

  await bar.getByRole("button", { name: "Mark as Read" }).click();
  await expectToast(page, "Messages Updated", "2 messages marked as read.");
  await expect(bar).toBeHidden();
  for (const { subject } of [one, two]) {
    await expect(messageRow(page, subject).getByText("Read", { exact: true })).toBeVisible();
  }
  await expect(messagesLink).toContainText(`${unreadBefore - 2} unread`);
  await expect(page.getByText(`${unreadBefore - 2} unread message(s)`)).toBeVisible();

  await selectAll.check();
  await bar.getByRole("button", { name: "Archive" }).click();
  await expectToast(page, "Messages Updated", "2 messages archived.");
  await expect(messageRow(page, one.subject).getByText("Archived", { exact: true })).toBeVisible();

  await selectAll.check();
  await bar.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 2 messages?" });
  await expect(confirm).toContainText(
    "Are you sure you want to delete these 2 messages? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(messageRow(page, one.subject)).toHaveCount(1);
  await bar.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Messages Deleted", "2 messages deleted successfully.");
  await expect(page.getByText("No messages match these filters.")).toBeVisible();
});

test("Export CSV downloads the filtered set; cells a spreadsheet would run as formulas are escaped", async ({
  page,
  adminSession,
  contactMessages,
}) => {
  const tag = `x${Date.now().toString(36)}`;
  const formula = await contactMessages.create({
    name: "=HYPERLINK(evil)",
    subject: `@SUM(A1) ${tag}`,
    message: '-2+3 is how we count our outlets, with commas, and "quotes".',
  });
  await contactMessages.create({ subject: `Plain ${tag}` });
  await contactMessages.create({ subject: "Not in the export" });
  await adminSession.open(page, `${adminPaths.messages}?search=${tag}`);
  await expect(
    page.getByRole("list", { name: "Contact messages" }).getByRole("listitem"),
  ).toHaveCount(2);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectToast(page, "Export Ready", `${download.suggestedFilename()} has been downloaded.`);
  const text = readFileSync((await download.path())!, "utf8");
  const lines = text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe("Received,Status,Name,Email,Company,Phone,Subject,Message,Id");
  expect(lines).toHaveLength(3);
  expect(text).not.toContain("Not in the export");
  const row = lines.find((line) => line.includes(formula.email))!;
  expect(row).toContain(",'=HYPERLINK(evil),");
  expect(row).toContain(`,'@SUM(A1) ${tag},`);
  expect(row).toContain(`,"'-2+3 is how we count our outlets, with commas, and ""quotes"".",`);
});

test("a failed export says why", async ({ page, adminSession, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource/);
  await page.route("**/api/admin/contact-messages/export.csv**", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        message: "From must be a date and time such as 2026-11-01T00:00:00Z",
      }),
    }),
  );
  await adminSession.open(page, adminPaths.messages);
  await page.getByRole("button", { name: "Export CSV" }).click();
  await expectToast(
    page,
    "Export Failed",
    "From must be a date and time such as 2026-11-01T00:00:00Z",
  );
});

test("a link with ?view= opens that message and marks it read", async ({
  page,
  adminSession,
  contactMessages,
}) => {
  const { id, subject, email } = await contactMessages.create();
  await adminSession.open(
    page,
    `${adminPaths.messages}?search=${encodeURIComponent(email)}&view=${id}`,
  );
  const dialog = page.getByRole("dialog", { name: subject });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Read", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/view=/);
});
