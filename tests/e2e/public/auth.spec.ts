import { type Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForIslands } from "./fixtures.ts";

/** Collects the page's alert() messages, dismissing them. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

test.describe("customer sign-in (/login)", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/login");
    await waitForIslands(page);
    await expect(page.locator("[data-island='login-form']")).toHaveAttribute(
      "data-hydrated",
      "true",
    );
  });

  test("has a way back home, email and password fields, and a link to create an account", async ({
    page,
  }) => {
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    const form = page.getByRole("form", { name: "Sign in" });
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(form.getByLabel(/^Password\*?$/)).toHaveAttribute("type", "password");
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/signup",
    );
  });

  test("the browser checks the fields first; then it says sign-in is not available here", async ({
    page,
  }) => {
    const alerts = collectAlerts(page);
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByLabel("Email Address")).toHaveJSProperty("validity.valueMissing", true);
    await form.getByLabel("Email Address").fill("not-an-email");
    await form.getByLabel(/^Password\*?$/).fill("secret");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByLabel("Email Address")).toHaveJSProperty("validity.typeMismatch", true);
    expect(alerts).toEqual([]);

    await form.getByLabel("Email Address").fill("owner@sharmasweets.in");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect.poll(() => alerts).toEqual(["Login functionality would be implemented here!"]);
    await expect(page).toHaveURL("/login");
  });

  test("the password can be shown and hidden", async ({ page }) => {
    const password = page.getByLabel(/^Password\*?$/);
    await password.fill("secret");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });
});

test("a sign-in sent before the page's code has run is answered once it has, and stays off the address bar", async ({
  page,
}) => {
  const alerts = collectAlerts(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/page-login-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email Address").fill("owner@sharmasweets.in");
  await form.getByLabel(/^Password\*?$/).fill("secret");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.locator("[data-island='login-form']")).not.toHaveAttribute("data-hydrated");
  expect(alerts).toEqual([]);

  release();
  await expect.poll(() => alerts).toEqual(["Login functionality would be implemented here!"]);
  await expect(page).toHaveURL("/login");
});

test.describe("customer sign-up (/signup)", () => {
  test("has a way back home, the four fields and a link to sign in", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    const form = page.getByRole("form", { name: "Create your account" });
    await expect(form.getByLabel("Full Name")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(form.getByLabel(/^Password\*?$/)).toHaveAttribute("type", "password");
    const phone = form.getByLabel("Phone Number");
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(phone).toHaveAttribute("placeholder", /^\+\d/);
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
      "href",
      "/login",
    );
  });

  test("the browser checks every field first; then it says sign-up is not available here", async ({
    page,
  }) => {
    await page.goto("/signup");
    await expect(page.locator("[data-island='signup-form']")).toHaveAttribute(
      "data-hydrated",
      "true",
    );
    const alerts = collectAlerts(page);
    const form = page.getByRole("form", { name: "Create your account" });
    await form.getByLabel("Full Name").fill("Rajesh Sharma");
    await form.getByLabel("Email Address").fill("owner@sharmasweets.in");
    await form.getByLabel(/^Password\*?$/).fill("secret");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByLabel("Phone Number")).toHaveJSProperty("validity.valueMissing", true);
    expect(alerts).toEqual([]);

    await form.getByLabel("Phone Number").fill("+91 98765 43210");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect.poll(() => alerts).toEqual(["Signup functionality would be implemented here!"]);
  });

  test("says sign-ups are closed, instead of the form, while New User Signup is off", async ({
    page,
    platformSettings,
  }) => {
    await platformSettings.set({ signupEnabled: false });
    await page.goto("/signup");
    await expect(page.getByText("Sign-ups are closed")).toBeVisible();
    await expect(page.getByRole("form", { name: "Create your account" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create Account" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
      "href",
      "/login",
    );
    await expectNoAxeViolations(page);
  });
});
