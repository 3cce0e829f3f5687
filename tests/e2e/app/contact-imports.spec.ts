// Importing contacts from a CSV and saving segments of them, against the built product: a file
// with a bad row, its columns chosen in the preview, imported with the rejected row and its reason
// shown and in the report; the imported contact listed; a segment of its tag counted live, saved,
// its contacts opened, then deleted.
import {
  expect,
  expectNoAxeViolationsInBothThemes,
  openWorkspace,
  test,
  toast,
  unique,
  uniqueMobile,
  workspacePaths,
} from "./fixtures.ts";

test("a CSV import with a bad row, then a segment of the imported tag", async ({
  page,
  sharedMember,
}) => {
  const id = unique();
  const name = `Ravi Import ${id}`;
  const tag = `import-${id}`;
  await openWorkspace(page, sharedMember.token, workspacePaths.contacts);
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import contacts" })).toBeVisible();

  const csv = [
    "Mobile,Customer,Group,City,Notes",
    `+91 ${uniqueMobile()},${name},${tag},Pune,call after 6`,
    `12345,Bad Number ${id},${tag},Pune,typo`,
  ].join("\n");
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({
    name: "customers.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  const preview = page.getByRole("table", { name: "Preview of the file" });
  await expect(preview.getByRole("row", { name: new RegExp(name) })).toBeVisible();
  // Guessed as the server would read the headers; the member corrects the rest.
  await expect(page.getByLabel('Column "Mobile"')).toHaveValue("phone");
  await expect(page.getByLabel('Column "Group"')).toHaveValue("attribute");
  await page.getByLabel('Column "Customer"').selectOption("name");
  await page.getByLabel('Column "Group"').selectOption("tags");
  await page.getByLabel('Column "Notes"').selectOption("ignore");
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole("button", { name: "Import contacts" }).click();

  await expect(page.getByRole("progressbar", { name: "Rows processed" })).toBeVisible();
  await expect(page.getByText("Import complete")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("2 of 2 rows processed")).toBeVisible();
  await expect(page.getByText("1 created, 0 updated, 1 rejected.")).toBeVisible();
  const rejected = page.getByRole("table", { name: "Rejected rows" });
  await expect(rejected.getByRole("row", { name: /^3 / })).toContainText(
    "Enter the contact's WhatsApp number",
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the full report" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/errors\.csv$/);

  await page.getByRole("link", { name: "All contacts" }).click();
  await page.getByLabel("Tag", { exact: true }).fill(tag);
  await page.getByLabel("Tag", { exact: true }).press("Enter");
  const contacts = page.getByRole("table", { name: "Contacts" });
  await expect(contacts.getByRole("row")).toHaveCount(2);
  await expect(contacts.getByRole("row", { name: new RegExp(name) })).toContainText(tag);

  // A segment of the tag, counted as it is typed, then its contacts.
  await page.goto(workspacePaths.segments);
  await expect(page.getByRole("heading", { level: 1, name: "Segments" })).toBeVisible();
  await page.getByRole("button", { name: "New segment" }).click();
  const dialog = page.getByRole("dialog", { name: "New segment" });
  await dialog.getByLabel(/^Name/).fill(`Importers ${id}`);
  await dialog.getByLabel(/^Has all of these tags/).fill(tag);
  await expect(dialog.getByRole("status")).toHaveText("1 contact matches");
  await dialog.getByLabel("Consent").selectOption("opted_out");
  await expect(dialog.getByRole("status")).toHaveText("0 contacts match");
  await dialog.getByLabel("Consent").selectOption("");
  await expect(dialog.getByRole("status")).toHaveText("1 contact matches");
  await expectNoAxeViolationsInBothThemes(page);
  await dialog.getByRole("button", { name: "Create segment" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Segment created")).toBeVisible();
  const segments = page.getByRole("table", { name: "Segments" });
  const row = segments.getByRole("row", { name: new RegExp(`Importers ${id}`) });
  await expect(row).toContainText(`Tagged ${tag}`);
  await expect(row).toContainText("1");

  await row.getByRole("link", { name: `Importers ${id}` }).click();
  await expect(page).toHaveURL(/\/app\/contacts\?segmentId=/);
  await expect(page.getByText(`Segment: Importers ${id}`)).toBeVisible();
  await expect(contacts.getByRole("row")).toHaveCount(2);
  await expect(contacts.getByRole("row", { name: new RegExp(name) })).toBeVisible();

  await page.goto(workspacePaths.segments);
  await segments.getByRole("button", { name: `Delete Importers ${id}` }).click();
  await page
    .getByRole("alertdialog", { name: "Delete segment?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(page, "Segment deleted")).toBeVisible();
  await expect(segments.getByRole("row", { name: new RegExp(`Importers ${id}`) })).toBeHidden();
});
