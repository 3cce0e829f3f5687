// A business's page: reached from the businesses list, it shows the business and edits it; an
// unknown business says so.
import { randomUUID } from "node:crypto";
import {
  adminPaths,
  businessPath,
  expect,
  expectToast,
  interceptOperation,
  test,
} from "./fixtures.ts";

test.describe("the page", () => {
  test("a business's name in the list opens its page, which shows it as the list does and edits it", async ({
    page,
    adminSession,
    businesses,
  }) => {
    const business = await businesses.create({ plan: "basic" });
    await adminSession.open(
      page,
      `${adminPaths.businesses}?search=${encodeURIComponent(business.name)}`,
    );
    await page.getByRole("link", { name: business.name, exact: true }).click();

    await expect(page).toHaveURL(businessPath(business.id));
    await expect(page.getByRole("heading", { level: 1, name: business.name })).toBeVisible();
    await expect(page).toHaveTitle(`${business.name} | Admin Console | Ai Zapy`);
    await expect(page.getByText(`${business.whatsappNumber} · Created`)).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText("Basic plan", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "WhatsApp messages" })).toHaveAttribute(
      "href",
      `${adminPaths.whatsappMessages}?businessId=${business.id}`,
    );
    await expect(
      page
        .getByRole("navigation", { name: "Admin navigation" })
        .getByRole("link", { name: "Businesses" }),
    ).toHaveAttribute("aria-current", "page");

    await page.getByRole("button", { name: "Edit business" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Business" });
    await dialog.getByRole("combobox", { name: "Plan" }).selectOption("pro");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Business Updated", `${business.name} has been updated successfully.`);
    await expect(page.getByText("Pro plan", { exact: true })).toBeVisible();
    await expect(page.getByText("Basic plan", { exact: true })).toHaveCount(0);
  });

  test("an unknown business says so and leads back to the list", async ({ page, adminSession }) => {
    for (const id of [randomUUID(), "not-a-business"]) {
      await adminSession.open(page, businessPath(id));
      await expect(
        page.getByRole("heading", { level: 1, name: "Business not found" }),
      ).toBeVisible();
      await expect(page.getByText("No business has this address")).toBeVisible();
      await expect(page.getByRole("region", { name: "API keys" })).toHaveCount(0);
    }
    await page.getByRole("link", { name: "Back to businesses" }).click();
    await expect(page).toHaveURL(adminPaths.businesses);
  });
});

test("while the business loads, and when it cannot load, the page says so and retries", async ({
  page,
  adminSession,
  businesses,
}) => {
  const business = await businesses.create();
  const serverFault = {
    contentType: "application/json",
    body: JSON.stringify({
      data: null,
      errors: [
        {
          message: "Something went wrong on our side. Please try again.",
          extensions: { code: "INTERNAL_SERVER_ERROR", requestId: "req-7" },
        },
      ],
    }),
  };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let overviewCalls = 0;
  await interceptOperation(page, "BusinessOverview", async (route) => {
    if (overviewCalls++ > 0) return route.fallback();
    await released;
    await route.fulfill(serverFault);
  });

  await adminSession.open(page, businessPath(business.id));
  await expect(page.getByRole("status").filter({ hasText: "Loading business" })).toBeAttached();
  release();
  const pageError = page.getByRole("alert");
  await expect(pageError).toContainText("Couldn't load this business");
  await expect(pageError).toContainText("(reference req-7)");
  await pageError.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: business.name })).toBeVisible();
});
