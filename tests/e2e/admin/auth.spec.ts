import { type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../support/e2e-constants.ts";
import {
  adminPaths,
  expect,
  expectToast,
  holdOperation,
  interceptOperation,
  recordOperations,
  signOutOverApi,
  test,
  toast,
} from "./fixtures.ts";

const readToken = (page: Page) => page.evaluate(() => window.localStorage.getItem("admin_token"));

test.describe("admin guard", () => {
  for (const path of [adminPaths.dashboard, adminPaths.messages, adminPaths.settings]) {
    test(`without a token ${path} redirects to the login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(adminPaths.login);
      await expect(page.getByRole("button", { name: "Sign In to Admin Panel" })).toBeVisible();
    });
  }

  test("shows 'Verifying authentication...' while the current admin is checked", async ({
    page,
    adminSession,
  }) => {
    const check = await holdOperation(page, "CurrentAdmin");
    await adminSession.open(page, adminPaths.messages);
    await expect(page.getByText("Verifying authentication...")).toBeVisible();
    check.release();
    await expect(page.getByRole("heading", { level: 1, name: "Contact Messages" })).toBeVisible();
    await expect(page.getByText("Verifying authentication...")).toHaveCount(0);
  });

  test("a failed check removes the token and goes to the login page", async ({ page }) => {
    await page.goto(adminPaths.login);
    await page.evaluate(() => window.localStorage.setItem("admin_token", "not-a-real-token"));
    await page.goto(adminPaths.analytics);
    await expect(page).toHaveURL(adminPaths.login);
    expect(await readToken(page)).toBeNull();
  });

  test("a session that ends mid-use sends the admin back to the login page", async ({
    page,
    adminSession,
    request,
  }) => {
    await adminSession.open(page, adminPaths.dashboard);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    // The server ends the session (as on expiry or a credentials change elsewhere).
    await signOutOverApi(request, adminSession.token());
    await page.getByRole("link", { name: "Audit Logs" }).first().click();
    await expect(page).toHaveURL(adminPaths.login);
    await expectToast(page, "Session Expired", "Please sign in again.");
    expect(await readToken(page)).toBeNull();
  });
});

test("an action on an ended session says 'Session Expired', not that the action failed", async ({
  page,
  adminSession,
  contactMessages,
  request,
}) => {
  const { subject } = await contactMessages.create();
  await adminSession.open(page, adminPaths.messages);
  const row = page
    .getByRole("list", { name: "Contact messages" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: subject }) });
  await expect(row).toBeVisible();
  await signOutOverApi(request, adminSession.token());

  await row.getByRole("button", { name: /^Actions for message/ }).click();
  await page.getByRole("menuitem", { name: "Archive" }).click();
  await expect(page).toHaveURL(adminPaths.login);
  await expectToast(page, "Session Expired", "Please sign in again.");
  await expect(toast(page, "Update Failed")).toHaveCount(0);
});

test.describe("admin login", () => {
  test("empty fields show 'Missing Information' and make no call", async ({ page }) => {
    await page.goto(adminPaths.login);
    const operations = recordOperations(page);
    await page.getByRole("button", { name: "Sign In to Admin Panel" }).click();
    await expectToast(page, "Missing Information", "Please enter both username and password.");

    await page.getByLabel("Username").fill("admin");
    await page.getByRole("button", { name: "Sign In to Admin Panel" }).click();
    await expectToast(page, "Missing Information", "Please enter both username and password.");
    expect(operations).toEqual([]);
    await expect(page).toHaveURL(adminPaths.login);
  });

  test("wrong credentials show 'Login Failed' with the server's message", async ({ page }) => {
    await page.goto(adminPaths.login);
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In to Admin Panel" }).click();
    await expectToast(page, "Login Failed", "Invalid username or password");
    await expect(page).toHaveURL(adminPaths.login);
    expect(await readToken(page)).toBeNull();
  });

  test("a network failure shows the generic hint", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource/);
    await interceptOperation(page, "AdminLogin", (route) => route.abort("connectionfailed"));
    await page.goto(adminPaths.login);
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In to Admin Panel" }).click();
    await expectToast(page, "Login Failed", "Invalid credentials. Please try again.");
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await page.goto(adminPaths.login);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-value");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("success: 'Signing in...', the welcome toast, the dashboard and a stored session", async ({
    page,
    request,
  }) => {
    const login = await holdOperation(page, "AdminLogin");
    await page.goto(adminPaths.login);
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In to Admin Panel" }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    login.release();

    await expectToast(page, "Login Successful", `Welcome back, ${E2E_ADMIN.username}!`);
    await expect(page).toHaveURL(adminPaths.dashboard);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    const token = await readToken(page);
    expect(token).toBeTruthy();
    const cached = await page.evaluate(() => window.sessionStorage.getItem("admin_user"));
    expect(JSON.parse(cached ?? "{}")).toMatchObject({
      username: E2E_ADMIN.username,
      role: "admin",
    });

    // The link sends the token as a bearer header.
    const sent = page.waitForRequest(
      (request) =>
        request.url().endsWith("/graphql") &&
        (request.postDataJSON() as { operationName?: string }).operationName === "BusinessPage",
    );
    await page.getByRole("link", { name: "Businesses" }).first().click();
    expect((await sent).headers().authorization).toBe(`Bearer ${token}`);
    await signOutOverApi(request, token!);
  });
});

test.describe("log out", () => {
  test("from the user menu ends on the login page and forgets the session", async ({
    page,
    adminSession,
  }) => {
    await adminSession.open(page, adminPaths.dashboard);
    await page.getByRole("button", { name: /^Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(adminPaths.login);
    expect(await readToken(page)).toBeNull();
    expect(await page.evaluate(() => window.sessionStorage.getItem("admin_user"))).toBeNull();

    await page.goto(adminPaths.dashboard);
    await expect(page).toHaveURL(adminPaths.login);
  });

  test("ends on the login page even when the logout call fails", async ({
    page,
    adminSession,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource/);
    await interceptOperation(page, "AdminLogout", (route) => route.abort("connectionfailed"));
    await adminSession.open(page, adminPaths.settings);
    await page.getByRole("button", { name: /^Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(adminPaths.login);
    expect(await readToken(page)).toBeNull();
  });
});
