// A campaign from start to retargeting, against the built product and its sandbox: contacts
// imported from a CSV with a bad row (tagged by a column), a segment of the tag, a campaign of
// hello_world to the segment, its preflight, the launch, the funnel filling as the sandbox delivers
// and reads, the recipients exported, then "Retarget not read": a draft to exactly the recipients
// who never read (the sandbox delivers to numbers ending in 1 or 3 but never reads them), whose
// own recipients are only those.
import { readFile } from "node:fs/promises";
import {
  expect,
  expectNoAxeViolationsInBothThemes,
  navigation,
  openWorkspace,
  signUpOverApi,
  test,
  toast,
  unique,
  uniqueMobile,
  workspacePaths,
} from "./fixtures.ts";

/** Statuses arrive from the sandbox within seconds; a loaded machine takes longer. */
const SANDBOX_TIMEOUT = 30_000;

test("a campaign to a segment of imported contacts, its funnel, and the not read retargeted", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await signUpOverApi(request, { fullName: "Nisha Kapoor" });
  const id = unique();
  const tag = `diwali-${id}`;
  // Four numbers of one run, ending in 1 and 3 (delivered, never read) and 2 and 4 (read).
  const prefix = uniqueMobile().slice(0, 8);
  const [neverRead1, neverRead3, read2, read4] = ["01", "13", "22", "34"].map(
    (ending) => `+91${prefix}${ending}`,
  ) as [string, string, string, string];
  const csv = [
    "phone,name,tags",
    `${neverRead1},Asha ${id},${tag}`,
    `${neverRead3},Ravi ${id},${tag}`,
    `${read2},Meena ${id},${tag}`,
    `${read4},Kiran ${id},${tag}`,
    `12345,Typo ${id},${tag}`,
  ].join("\n");

  // Imported, the bad row reported.
  await openWorkspace(page, owner.token, workspacePaths.contactImport);
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({
    name: "diwali.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await expect(page.getByLabel('Column "tags"')).toHaveValue("tags");
  await page.getByRole("button", { name: "Import contacts" }).click();
  await expect(page.getByText("Import complete")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("4 created, 0 updated, 1 rejected.")).toBeVisible();

  // A segment of the tag.
  const segmentName = `Diwali buyers ${id}`;
  await page.goto(workspacePaths.segments);
  await page.getByRole("button", { name: "New segment" }).click();
  const segmentDialog = page.getByRole("dialog", { name: "New segment" });
  await segmentDialog.getByLabel(/^Name/).fill(segmentName);
  await segmentDialog.getByLabel(/^Has all of these tags/).fill(tag);
  await expect(segmentDialog.getByRole("status")).toHaveText("4 contacts match");
  await segmentDialog.getByRole("button", { name: "Create segment" }).click();
  await expect(toast(page, "Segment created")).toBeVisible();

  // The campaigns page, from the navigation.
  await (await navigation(page)).getByRole("link", { name: "Campaigns" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  await expect(page.getByText("No campaigns yet")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  // A draft of hello_world to the segment.
  const name = `Diwali hello ${id}`;
  await page.getByRole("button", { name: "New campaign" }).click();
  const dialog = page.getByRole("dialog", { name: "New campaign" });
  await dialog.getByRole("button", { name: "Create draft" }).click();
  await expect(dialog.getByLabel(/^Name/)).toHaveAccessibleDescription(/Name the campaign/);
  await expect(dialog.getByLabel(/^Template/)).toHaveAccessibleDescription(
    /Choose an approved template/,
  );
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog
    .getByLabel(/^Template/)
    .selectOption({ label: "hello_world (en_US) · utility, no placeholders" });
  await dialog.getByLabel("Segment").selectOption({ label: `${segmentName} (4)` });
  await expectNoAxeViolationsInBothThemes(page);
  await dialog.getByRole("button", { name: "Create draft" }).click();
  await expect(toast(page, "Campaign created")).toBeVisible();

  // Its preflight, then the launch, confirmed.
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const overview = page.getByRole("region", { name: "Overview" });
  await expect(overview).toContainText(`Segment ${segmentName}`);
  const preflight = page.getByRole("table", { name: "Preflight" });
  await expect(preflight.getByRole("row", { name: /^Eligible/ })).toContainText("4");
  await expect(preflight.getByRole("row", { name: /^Opted out/ })).toContainText("0");
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole("button", { name: "Launch" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Launch this campaign?" });
  await expect(confirm).toContainText("hello_world goes to 4 contacts now");
  await confirm.getByRole("button", { name: "Launch" }).click();
  await expect(toast(page, "Campaign launched")).toBeVisible();

  // The funnel fills as the sandbox delivers and reads.
  const funnel = page.getByRole("list", { name: "Funnel" });
  const stage = (label: string) => funnel.getByRole("listitem").filter({ hasText: label });
  await expect(stage("Audience")).toContainText("4 (100%)");
  await expect(stage("Sent")).toContainText("4 (100%)", { timeout: SANDBOX_TIMEOUT });
  await expect(stage("Delivered")).toContainText("4 (100%)", { timeout: SANDBOX_TIMEOUT });
  await expect(stage("Read")).toContainText("2 (50%)", { timeout: SANDBOX_TIMEOUT });
  await expect(stage("Replied")).toContainText("0 (0%)");
  await expect(overview).toContainText("Completed");
  const recipients = page.getByRole("table", { name: "Recipients" });
  await expect(recipients.getByRole("row")).toHaveCount(5);
  await expect(recipients.getByRole("row", { name: new RegExp(`\\${neverRead1}`) })).toContainText(
    "Delivered",
  );
  await expect(recipients.getByRole("row", { name: new RegExp(`\\${read2}`) })).toContainText(
    "Read",
  );
  await page.getByLabel("Status").selectOption("read");
  await expect(recipients.getByRole("row")).toHaveCount(3);
  await page.getByLabel("Status").selectOption("");
  await expect(recipients.getByRole("row")).toHaveCount(5);
  await expectNoAxeViolationsInBothThemes(page);

  // Every recipient as CSV.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^diwali-hello-.+-recipients-[\d-]+\.csv$/);
  const file = await readFile(await download.path(), "utf8");
  const lines = file.split("\r\n").filter(Boolean);
  expect(lines[0]).toContain("Phone,Status,Failure code,Failure reason");
  expect(lines).toHaveLength(5);

  // "Retarget not read": a draft to exactly the two who never read.
  const retargetBuckets = page.getByRole("list", { name: "Retargeting buckets" });
  await expect(retargetBuckets).toContainText("Not read: 2 recipients");
  await page.getByRole("button", { name: "Retarget not read" }).click();
  await expect(toast(page, "Retargeting draft created")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `${name}: not read` })).toBeVisible();
  await expect(overview).toContainText(`Not read of ${name}`);
  await expect(preflight.getByRole("row", { name: /^Eligible/ })).toContainText("2");
  await page.getByRole("button", { name: "Launch" }).click();
  await expect(confirm).toContainText("hello_world goes to 2 contacts now");
  await confirm.getByRole("button", { name: "Launch" }).click();
  await expect(toast(page, "Campaign launched")).toBeVisible();
  await expect(recipients.getByRole("row")).toHaveCount(3);
  await expect(recipients.getByRole("row", { name: new RegExp(`\\${neverRead1}`) })).toBeVisible();
  await expect(recipients.getByRole("row", { name: new RegExp(`\\${neverRead3}`) })).toBeVisible();

  // Both campaigns listed, newest first.
  await page.getByRole("link", { name: "All campaigns" }).click();
  const campaigns = page.getByRole("table", { name: "Campaigns" });
  await expect(campaigns.getByRole("row")).toHaveCount(3);
  await expect(campaigns.getByRole("row").nth(1)).toContainText(`${name}: not read`);
  const first = campaigns.getByRole("row").nth(2);
  await expect(first).toContainText(name);
  await expect(first).toContainText("Completed");
  await expect(first).toContainText("A segment");
  await expect(first).toContainText("4 recipients");
});
