import { type Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForIslands } from "./fixtures.ts";

async function openCalculator(page: Page) {
  const calculator = page.getByRole("region", { name: "Estimate your monthly cost" });
  await calculator.scrollIntoViewIfNeeded();
  await expect(page.locator("[data-island='cost-calculator']")).toHaveAttribute(
    "data-hydrated",
    "true",
  );
  return calculator;
}

test.beforeEach(async ({ page }) => {
  await page.goto("/pricing");
  await waitForIslands(page);
});

test("title, subtitle and three plans whose Get Started opens the sign-up page", async ({
  page,
}) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Ai Zapy Pricing Plans - WhatsApp API Pricing",
  );
  await expect(
    page.getByText("Monthly | Yearly Subscription | Unlimited Users Plan"),
  ).toBeVisible();

  const plans = page.getByRole("region", { name: "Plans" }).getByRole("article");
  await expect(plans).toHaveCount(3);
  const expected = [
    { name: "Basic", price: "₹6999", period: "/year", about: "Everything needed to get started" },
    { name: "Pro", price: "₹11999", period: "/year", about: "For retargeting campaigns" },
    {
      name: "Enterprise",
      price: "Custom",
      period: "",
      about: "Recommended for 5 lakh+ messages per month",
    },
  ];
  for (const [index, plan] of expected.entries()) {
    const card = plans.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(plan.name);
    await expect(card.getByText(plan.price, { exact: true })).toBeVisible();
    await expect(card.getByText(plan.about)).toBeVisible();
    const cta = card.getByRole("link", { name: /^Get Started/ });
    await expect(cta).toHaveAttribute("href", "/signup");
    await expect(cta).not.toHaveAttribute("target");
  }
  // In the same tab: the sign-up page is this product's own.
  await plans
    .nth(1)
    .getByRole("link", { name: /^Get Started/ })
    .click();
  await expect(page).toHaveURL("/signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
});

test("six cards explain the pricing terms", async ({ page }) => {
  const section = page.getByRole("region", { name: "Important Pricing Terminologies" });
  await expect(section.getByRole("article")).toHaveCount(6);
  await expect(
    section.getByText(/Charged ₹0\.88 per delivered message for Indian users/),
  ).toBeVisible();
  await expect(section.getByText(/Service messages are free and unlimited/)).toBeVisible();
  await expect(
    section.getByText(/Opens for 24 hours when a customer messages you and resets/),
  ).toBeVisible();
});

test.describe("cost calculator", () => {
  test("turns messages per month into a monthly and yearly cost, to the paisa", async ({
    page,
  }) => {
    const calculator = await openCalculator(page);
    await calculator.getByLabel("Plan").selectOption({ label: "Pro (₹11999/year)" });
    await calculator.getByLabel("Marketing messages per month").fill("1000");
    await calculator.getByLabel("Utility messages per month").fill("1");
    await calculator.getByLabel("Authentication messages per month").fill("3");
    await calculator.getByLabel("Service messages per month").fill("5000");

    const line = (label: string) => calculator.locator("dt", { hasText: label }).locator("+ dd");
    await expect(line("Marketing: 1,000 × ₹0.88")).toHaveText("₹880.00");
    await expect(line("Utility: 1 × ₹0.125")).toHaveText("₹0.13");
    await expect(line("Authentication: 3 × ₹0.125")).toHaveText("₹0.38");
    await expect(line("Service: 5,000 × Free")).toHaveText("₹0.00");
    await expect(line("Pro plan per month")).toHaveText("₹999.92 (₹11999/year)");

    const total = (label: string) => calculator.getByText(label).locator("+ output");
    // ₹880 + ₹0.125 + ₹0.375 = ₹880.50
    await expect(total("Message charges per month")).toHaveText("₹880.50");
    // ₹880.50 + ₹11999 / 12 = ₹1,880.416… → ₹1,880.42
    await expect(total("Estimated monthly cost")).toHaveText("₹1,880.42");
    // ₹11999 + 12 × ₹880.50 = ₹22,565.00
    await expect(total("Estimated yearly cost")).toHaveText("₹22,565.00");
    await expectNoAxeViolations(page);
  });

  test("for Enterprise it totals the message charges and points to sales for the plan", async ({
    page,
  }) => {
    const calculator = await openCalculator(page);
    await calculator.getByLabel("Plan").selectOption({ label: "Enterprise (custom price)" });
    await calculator.getByLabel("Marketing messages per month").fill("5,00,000");
    await calculator.getByLabel("Utility messages per month").fill("");
    await calculator.getByLabel("Authentication messages per month").fill("0");
    await expect(calculator.getByText("Message charges per month").locator("+ output")).toHaveText(
      "₹4,40,000.00",
    );
    await expect(calculator.getByText("Estimated monthly cost")).toHaveCount(0);
    await expect(calculator.getByText(/contact sales for your plan price/)).toBeVisible();
  });

  test("says so when a volume is not a whole number", async ({ page }) => {
    const calculator = await openCalculator(page);
    const marketing = calculator.getByLabel("Marketing messages per month");
    await marketing.fill("12.5");
    await expect(marketing).toHaveAttribute("aria-invalid", "true");
    await expect(
      calculator.getByText("Enter a whole number of messages, from 0 to 10,00,00,000"),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
