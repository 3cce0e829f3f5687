// The workspace's contacts and messaging rules against the built product, as the file's owner:
// a contact added (its field errors on their fields), found by search, opted out with a source
// the consent history keeps, then deleted; the rules edited and kept; axe on both pages.
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

test("contacts: one added, found by search, opted out with a source the history keeps, deleted", async ({
  page,
  sharedMember,
}) => {
  const id = unique();
  const name = `Asha Verma ${id}`;
  const tag = `e2e-${id}`;
  await openWorkspace(page, sharedMember.token, workspacePaths.contacts);
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();

  await page.getByRole("button", { name: "Add contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Add contact" });
  await dialog.getByLabel(/^WhatsApp number/).fill("12");
  await dialog.getByLabel(/^Tags/).fill("x".repeat(51));
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await expect(dialog.getByLabel(/^WhatsApp number/)).toHaveAccessibleDescription(
    /Enter the contact's WhatsApp number/,
  );
  await expect(dialog.getByLabel(/^Tags/)).toHaveAccessibleDescription(/A tag is 1 to 50/);
  await dialog.getByLabel(/^WhatsApp number/).fill(`+91 ${uniqueMobile()}`);
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Tags/).fill(`vip, ${tag}`);
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Contact added")).toBeVisible();

  const table = page.getByRole("table", { name: "Contacts" });
  await page.getByLabel("Search contacts").fill(id);
  await page.getByLabel("Search contacts").press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${id}`));
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(tag);
  await expect(row).toContainText("Unknown");

  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const consent = page.getByRole("region", { name: "Consent to marketing" });
  await consent.getByRole("button", { name: "Opt out" }).click();
  const optOut = page.getByRole("dialog", { name: "Opt out of marketing" });
  await optOut.getByRole("button", { name: "Opt out" }).click();
  await expect(optOut.getByLabel(/^Source/)).toHaveAccessibleDescription(/Say where the consent/);
  await optOut.getByLabel(/^Source/).fill("phone call");
  await optOut.getByRole("button", { name: "Opt out" }).click();
  await expect(optOut).toBeHidden();
  await expect(toast(page, "Opted out")).toBeVisible();
  const history = consent.getByRole("table", { name: "Consent history" });
  await expect(history.getByRole("row", { name: /Opted out/ })).toContainText("phone call");
  await expect(history.getByRole("row", { name: /Opted out/ })).toContainText("You");
  await expect(consent.getByRole("button", { name: "Opt in" })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  // The list filtered by consent and tag finds it; after deleting, it is gone.
  await page.getByRole("link", { name: "All contacts" }).click();
  await page.getByLabel("Consent").selectOption("opted_out");
  await page.getByLabel("Tag", { exact: true }).fill(tag);
  await page.getByLabel("Tag", { exact: true }).press("Enter");
  await expect(table.getByRole("row", { name: new RegExp(name) })).toContainText("Opted out");
  await table.getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Delete contact" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete contact?" })
    .getByRole("button", {
      name: "Delete",
    })
    .click();
  await expect(toast(page, "Contact deleted")).toBeVisible();
  await expect(page).toHaveURL(workspacePaths.contacts);
});

test("messaging rules: the owner turns quiet hours off and changes the keywords; they are kept", async ({
  page,
  sharedMember,
}) => {
  await openWorkspace(page, sharedMember.token, workspacePaths.settings);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const rules = page.getByRole("region", { name: "Messaging rules" });
  await expect(rules.getByLabel("From")).toHaveValue("21:00");
  await expectNoAxeViolationsInBothThemes(page);

  await rules.getByRole("switch", { name: "Quiet hours" }).click();
  await expect(rules.getByLabel("From")).toBeHidden();
  await rules.getByLabel("Messages").fill("3");
  await rules.getByLabel(/^Opt-out keywords/).fill("STOP, BAS");
  await rules.getByLabel(/^Opt-in keywords/).fill("");
  await rules.getByRole("button", { name: "Save rules" }).click();
  await expect(rules.getByLabel(/^Opt-in keywords/)).toHaveAccessibleDescription(
    /Keep at least one opt-in keyword/,
  );
  await rules.getByLabel(/^Opt-in keywords/).fill("START, SHURU");
  await rules.getByRole("button", { name: "Save rules" }).click();
  await expect(toast(page, "Messaging rules saved")).toBeVisible();

  await page.reload();
  await expect(rules.getByRole("switch", { name: "Quiet hours" })).not.toBeChecked();
  await expect(rules.getByLabel("Messages")).toHaveValue("3");
  await expect(rules.getByLabel(/^Opt-out keywords/)).toHaveValue("STOP, BAS");
  await expect(rules.getByLabel(/^Opt-in keywords/)).toHaveValue("START, SHURU");
});
