// Businesses (issue 11): the table, add / edit / delete with the shared rules, search, filters,
// sorting and cursor pages, all kept in the URL.
import { type Page } from "@playwright/test";
import {
  adminPaths,
  e164,
  expect,
  expectToast,
  fulfillOperation,
  holdOperation,
  recordOperations,
  rgb,
  singlePage,
  test,
  themeColors,
  uniqueMobile,
} from "./fixtures.ts";

interface BusinessRecord {
  id: string;
  name: string;
  whatsappNumber: string;
  status: string;
  plan: string;
}

const table = (page: Page) => page.getByRole("table", { name: "Businesses" });
const rows = (page: Page) => table(page).locator("tbody tr");
/** The row whose name cell says exactly this. */
const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole("rowheader", { name, exact: true }) });
/** The names in the table, top to bottom, as read out (the avatars' initials are hidden). */
const names = (page: Page) =>
  table(page)
    .getByRole("rowheader")
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelectorAll("[aria-hidden='true']").forEach((hidden) => hidden.remove());
        return copy.textContent?.trim() ?? "";
      }),
    );

const businessPageQuery = `query Page($sort: BusinessSort, $first: Int) {
  businessPage(sort: $sort, first: $first) { items { id name whatsappNumber status plan } }
}`;

test.describe("the table", () => {
  test("name, WhatsApp number, status (active highlighted) and plan, newest first", async ({
    page,
    adminSession,
    adminApi,
  }) => {
    const { businessPage } = await adminApi.graphql<{
      businessPage: { items: BusinessRecord[] };
    }>(businessPageQuery, { first: 20 });
    await page.emulateMedia({ colorScheme: "light" });
    await adminSession.open(page, adminPaths.businesses);

    await expect(rows(page)).toHaveCount(businessPage.items.length);
    expect(await names(page)).toEqual(businessPage.items.map((business) => business.name));
    const { foreground } = themeColors.light;
    for (const business of businessPage.items) {
      const line = row(page, business.name);
      await expect(line).toContainText(business.whatsappNumber);
      const status = line.getByText(new RegExp(`^${business.status}$`, "i"));
      await expect(status).toHaveCSS(
        "color",
        rgb(business.status === "active" ? foreground.positive : foreground.secondary),
      );
      await expect(line.getByText(new RegExp(`^${business.plan} plan$`, "i"))).toBeVisible();
      await expect(line.getByRole("button", { name: `Edit ${business.name}` })).toBeEnabled();
      await expect(line.getByRole("button", { name: `Delete ${business.name}` })).toBeEnabled();
    }
  });

  test("shows 3 skeleton rows while loading", async ({ page, adminSession }) => {
    const list = await holdOperation(page, "BusinessPage");
    await adminSession.open(page, adminPaths.businesses);
    await expect(table(page)).toHaveAttribute("aria-busy", "true");
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole("status").filter({ hasText: "Loading businesses" })).toHaveCount(1);
    list.release();
    await expect(table(page)).not.toHaveAttribute("aria-busy", "true");
  });

  test("the empty state", async ({ page, adminSession }) => {
    await fulfillOperation(page, "BusinessPage", {
      data: { businessPage: { __typename: "BusinessPage", items: [], pageInfo: singlePage } },
    });
    await adminSession.open(page, adminPaths.businesses);
    await expect(
      page.getByText('No businesses registered yet. Click "Add Business" to get started.'),
    ).toBeVisible();
  });

  test("a failed load explains and retries", async ({ page, adminSession }) => {
    let calls = 0;
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName === "BusinessPage" && calls++ === 0) {
        await route.fulfill({
          contentType: "application/json",
          body: JSON.stringify({
            errors: [
              {
                message: "Something went wrong on our side. Please try again.",
                extensions: { code: "INTERNAL_SERVER_ERROR", requestId: "req-42" },
              },
            ],
            data: null,
          }),
        });
        return;
      }
      await route.fallback();
    });
    await adminSession.open(page, adminPaths.businesses);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Couldn't load businesses");
    await expect(alert).toContainText("(reference req-42)");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(rows(page).first()).toBeVisible();
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`adding a business (${theme}): the number is stored as +91…, a duplicate is refused on its field`, async ({
    page,
    adminSession,
    businesses,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    const name = `Chai Junction ${theme} ${Date.now().toString(36)}`;
    const mobile = uniqueMobile();
    businesses.cleanUp(name);
    await adminSession.open(page, adminPaths.businesses);

    await page.getByRole("button", { name: "Add Business" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Business" });
    await dialog.getByRole("textbox", { name: "Business name" }).fill(name);
    await dialog.getByRole("textbox", { name: "WhatsApp number" }).fill(mobile);
    // The defaults: active, free.
    await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveValue("active");
    await expect(dialog.getByRole("combobox", { name: "Plan" })).toHaveValue("free");
    await dialog.getByRole("button", { name: "Add Business" }).click();

    await expectToast(page, "Business Added", `${name} has been added successfully.`);
    await expect(dialog).toBeHidden();
    const added = row(page, name);
    await expect(added).toContainText(e164(mobile));
    await expect(added).toContainText("Active");
    await expect(added).toContainText("Free plan");

    // The same number typed another way is the same number.
    await page.getByRole("button", { name: "Add Business" }).click();
    await dialog.getByRole("textbox", { name: "Business name" }).fill(`${name} again`);
    await dialog.getByRole("textbox", { name: "WhatsApp number" }).fill(`+91-${mobile}`);
    await dialog.getByRole("button", { name: "Add Business" }).click();
    const number = dialog.getByRole("textbox", { name: "WhatsApp number" });
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(number).toHaveAccessibleDescription(
      /Another business already uses this WhatsApp number/,
    );
    await expect(number).toBeFocused();
    await expectToast(page, "Add Failed", "Another business already uses this WhatsApp number");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, `${name} again`)).toHaveCount(0);
  });
}

test("the form checks the shared rules before anything is sent", async ({ page, adminSession }) => {
  const operations = recordOperations(page);
  await adminSession.open(page, adminPaths.businesses);
  await page.getByRole("button", { name: "Add Business" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Business" });
  await dialog.getByRole("textbox", { name: "Business name" }).fill("X");
  await dialog.getByRole("textbox", { name: "WhatsApp number" }).fill("12345");
  await dialog.getByRole("button", { name: "Add Business" }).click();
  await expect(dialog.getByRole("textbox", { name: "Business name" })).toHaveAccessibleDescription(
    "Business name must be 2 to 120 characters",
  );
  await expect(
    dialog.getByRole("textbox", { name: "WhatsApp number" }),
  ).toHaveAccessibleDescription(/Enter a valid WhatsApp number, e\.g\. \+91 98765 43210/);
  await dialog.getByRole("textbox", { name: "Business name" }).fill("x".repeat(121));
  await dialog.getByRole("button", { name: "Add Business" }).click();
  await expect(dialog.getByRole("textbox", { name: "Business name" })).toHaveAccessibleDescription(
    "Business name must be 2 to 120 characters",
  );
  expect(operations).not.toContain("CreateBusiness");
});

test("editing changes the status and plan; the list and the audit log show it", async ({
  page,
  adminSession,
  businesses,
}) => {
  const business = await businesses.create();
  await adminSession.open(
    page,
    `${adminPaths.businesses}?search=${encodeURIComponent(business.name)}`,
  );
  await row(page, business.name)
    .getByRole("button", { name: `Edit ${business.name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Business" });
  await expect(dialog.getByRole("textbox", { name: "Business name" })).toHaveValue(business.name);
  await expect(dialog.getByRole("textbox", { name: "WhatsApp number" })).toHaveValue(
    business.whatsappNumber,
  );
  await dialog.getByRole("combobox", { name: "Status" }).selectOption("suspended");
  await dialog.getByRole("combobox", { name: "Plan" }).selectOption("enterprise");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Business Updated", `${business.name} has been updated successfully.`);
  await expect(row(page, business.name)).toContainText("Suspended");
  await expect(row(page, business.name)).toContainText("Enterprise plan");
  // The focus goes back to the row's edit button.
  await expect(page.getByRole("button", { name: `Edit ${business.name}` })).toBeFocused();

  await page
    .getByRole("navigation", { name: "Admin navigation" })
    .getByRole("link", { name: "Audit Logs" })
    .click();
  await expect(
    page.getByRole("list", { name: "Audit log entries" }).getByRole("listitem").first(),
  ).toContainText(`Changed ${business.name}`);
});

test("delete is refused while the business has API configurations, until the operator confirms deleting them too", async ({
  page,
  adminSession,
  adminApi,
  businesses,
}) => {
  const business = await businesses.create();
  const config = await businesses.addApiConfig(business.id);
  await adminSession.open(
    page,
    `${adminPaths.businesses}?search=${encodeURIComponent(business.name)}`,
  );

  await row(page, business.name)
    .getByRole("button", { name: `Delete ${business.name}` })
    .click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toHaveAccessibleName("Delete business?");
  await expect(confirm).toContainText(
    `Are you sure you want to delete ${business.name}? This action cannot be undone.`,
  );
  await confirm.getByRole("button", { name: "Delete" }).click();

  await expect(confirm).toHaveAccessibleName(`Delete ${business.name} and everything it has?`);
  await expect(confirm).toContainText(`${business.name} still has 1 API configuration.`);
  const { business: kept } = await adminApi.graphql<{ business: { id: string } }>(
    `query Kept($id: ID!) { business(id: $id) { id } }`,
    { id: business.id },
  );
  expect(kept.id).toBe(business.id);
  await confirm.getByRole("button", { name: "Delete All" }).click();

  await expectToast(page, "Business Deleted", `${business.name} has been deleted successfully.`);
  await expect(confirm).toBeHidden();
  await expect(row(page, business.name)).toHaveCount(0);
  const { apiConfigs } = await adminApi.graphql<{ apiConfigs: Array<{ id: string }> }>(
    `query { apiConfigs { id } }`,
  );
  expect(apiConfigs.map((item) => item.id)).not.toContain(config.id);
});

test("delete asks first; Cancel keeps the business", async ({ page, adminSession, businesses }) => {
  const business = await businesses.create();
  await adminSession.open(
    page,
    `${adminPaths.businesses}?search=${encodeURIComponent(business.name)}`,
  );
  await row(page, business.name)
    .getByRole("button", { name: `Delete ${business.name}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(row(page, business.name)).toHaveCount(1);

  await row(page, business.name)
    .getByRole("button", { name: `Delete ${business.name}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Business Deleted", `${business.name} has been deleted successfully.`);
  await expect(row(page, business.name)).toHaveCount(0);
});

test("search by name or number and filters by status and plan live in the URL and survive a reload", async ({
  page,
  adminSession,
  businesses,
}) => {
  const tag = Date.now().toString(36);
  const suspended = await businesses.create({
    name: `Kerala Spices ${tag}`,
    status: "suspended",
    plan: "pro",
  });
  const active = await businesses.create({ name: `Kerala Teas ${tag}`, plan: "basic" });
  await adminSession.open(page, adminPaths.businesses);

  await page.getByRole("searchbox", { name: "Search businesses" }).fill(`Kerala ${tag}`);
  await page.getByRole("searchbox", { name: "Search businesses" }).fill(`Kerala`);
  await page.getByRole("searchbox", { name: "Search businesses" }).press("Enter");
  await expect(page).toHaveURL(/[?&]search=Kerala(&|$)/);
  await expect(row(page, suspended.name)).toHaveCount(1);
  await expect(row(page, active.name)).toHaveCount(1);

  await page.getByRole("combobox", { name: "Status" }).selectOption("suspended");
  await expect(page).toHaveURL(/status=suspended/);
  await expect(row(page, suspended.name)).toHaveCount(1);
  await expect(row(page, active.name)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "2 filters active" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search businesses" })).toHaveValue("Kerala");
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("suspended");
  await expect(row(page, suspended.name)).toHaveCount(1);
  await expect(row(page, active.name)).toHaveCount(0);

  await page.getByRole("combobox", { name: "Status" }).selectOption("");
  await page.getByRole("combobox", { name: "Plan" }).selectOption("basic");
  await expect(page).toHaveURL(/plan=basic/);
  await expect(row(page, active.name)).toHaveCount(1);
  await expect(row(page, suspended.name)).toHaveCount(0);

  // By number: part of it, as typed with spaces.
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(adminPaths.businesses);
  // The cleared list is on screen (as an operator would see it before typing again): the search
  // box empty and no filter active.
  await expect(page.getByRole("searchbox", { name: "Search businesses" })).toHaveValue("");
  await expect(page.getByRole("status").filter({ hasText: /filters? active/ })).toHaveCount(0);
  const digits = active.whatsappNumber.slice(-6);
  await page.getByRole("searchbox", { name: "Search businesses" }).fill(digits);
  await page.getByRole("searchbox", { name: "Search businesses" }).press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, active.name)).toHaveCount(1);

  // A shared link opens the same list.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByRole("table", { name: "Businesses" }).locator("tbody tr")).toHaveCount(1);
  await other.close();
});

test("sorting by name or date is kept in the URL", async ({ page, adminSession, adminApi }) => {
  const byName = await adminApi.graphql<{ businessPage: { items: BusinessRecord[] } }>(
    businessPageQuery,
    { sort: { field: "name", direction: "asc" }, first: 20 },
  );
  await adminSession.open(page, adminPaths.businesses);
  const nameHeader = table(page).getByRole("columnheader", { name: "Name" });
  await nameHeader.getByRole("button").click();
  await expect(page).toHaveURL(/sort=name&dir=asc/);
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => names(page)).toEqual(byName.businessPage.items.map((item) => item.name));

  await nameHeader.getByRole("button").click();
  await expect(page).toHaveURL(/sort=name&dir=desc/);
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");

  await page.reload();
  await expect(table(page).getByRole("columnheader", { name: "Name" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await table(page).getByRole("columnheader", { name: "Created" }).getByRole("button").click();
  await expect(page).toHaveURL(/sort=createdAt&dir=desc/);
});

test("pages of 10: Next and Previous follow the cursors, in the URL and the history", async ({
  page,
  adminSession,
  adminApi,
}) => {
  const all = await adminApi.graphql<{ businessPage: { items: BusinessRecord[] } }>(
    businessPageQuery,
    { first: 20 },
  );
  expect(all.businessPage.items.length).toBeGreaterThan(10);
  await adminSession.open(page, `${adminPaths.businesses}?size=10`);
  const pages = page.getByRole("navigation", { name: "Businesses pages" });
  await expect(pages.getByRole("combobox", { name: "Rows per page" })).toHaveValue("10");
  await expect(rows(page)).toHaveCount(10);
  const first = all.businessPage.items.map((item) => item.name);
  await expect.poll(() => names(page)).toEqual(first.slice(0, 10));
  await expect(pages.getByRole("button", { name: "Previous" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );

  await pages.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/size=10&after=|after=.*size=10/);
  await expect.poll(async () => (await names(page))[0]).toBe(first[10]);

  await page.reload();
  await expect.poll(async () => (await names(page))[0]).toBe(first[10]);

  await pages.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL(/before=/);
  await expect.poll(() => names(page)).toEqual(first.slice(0, 10));

  await page.goBack();
  await expect.poll(async () => (await names(page))[0]).toBe(first[10]);
});
