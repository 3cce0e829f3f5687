import { adminPaths, expect, test } from "./fixtures.ts";

const sidebarEntries = [
  ["Dashboard", adminPaths.dashboard],
  ["Businesses", adminPaths.businesses],
  ["Messages", adminPaths.messages],
  ["API Configs", adminPaths.apiConfigs],
  ["Analytics", adminPaths.analytics],
  ["Audit Logs", adminPaths.auditLogs],
  ["Platform Settings", adminPaths.settings],
] as const;

test("the sidebar lists the seven pages, API Configs marked Beta, and follows the page", async ({
  page,
  adminSession,
}) => {
  await adminSession.open(page, adminPaths.dashboard);
  const nav = page.getByRole("navigation", { name: "Admin navigation" });
  const links = nav.getByRole("link");
  await expect(links).toHaveText([
    "Dashboard",
    "Businesses",
    /^Messages(\d+ unread)?$/,
    "API ConfigsBeta",
    "Analytics",
    "Audit Logs",
    "Platform Settings",
  ]);
  await expect(nav.getByRole("link", { name: /API Configs/ }).getByText("Beta")).toBeVisible();

  for (const [label, path] of sidebarEntries) {
    await nav.getByRole("link", { name: new RegExp(`^${label}`) }).click();
    await expect(page).toHaveURL(path);
    await expect(nav.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
  }
});

test("the top bar: title, Premium badge, search, notifications, theme toggle and user menu", async ({
  page,
  adminSession,
}) => {
  await adminSession.open(page, adminPaths.businesses);
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Admin Dashboard", { exact: true })).toBeVisible();
  await expect(banner.getByText("Premium", { exact: true })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Search" })).toBeEnabled();
  await expect(banner.getByRole("button", { name: /^Notifications/ })).toBeEnabled();
  await expect(banner.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  // The mobile menu button is only for small screens.
  await expect(banner.getByRole("button", { name: "Open navigation" })).toBeHidden();

  await banner.getByRole("button", { name: "Account menu for admin" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["Profile", "Settings", "Log out"]);
  await menu.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(adminPaths.profile);

  await banner.getByRole("button", { name: "Account menu for admin" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(adminPaths.settings);
});

test("the theme toggle switches light and dark, and the choice survives a reload", async ({
  page,
  adminSession,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await adminSession.open(page, adminPaths.dashboard);
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme", "light");

  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(html).toHaveAttribute("data-theme", "dark");
  expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();

  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "light");
});

test("without a stored choice the theme follows the system preference", async ({
  page,
  adminSession,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await adminSession.open(page, adminPaths.dashboard);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});

test("an unknown admin address shows '404 Page Not Found'", async ({ page }) => {
  await page.goto("/admin/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
});

test("each page loads its own chunk, and only under /admin", async ({ page, adminSession }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await adminSession.open(page, adminPaths.dashboard);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect(scripts.some((file) => /\/assets\/dashboard-[\w-]+\.js$/.test(file))).toBe(true);
  expect(scripts.some((file) => /\/assets\/messages-[\w-]+\.js$/.test(file))).toBe(false);

  await page
    .getByRole("navigation", { name: "Admin navigation" })
    .getByRole("link", { name: "Messages" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact Messages" })).toBeVisible();
  expect(scripts.some((file) => /\/assets\/messages-[\w-]+\.js$/.test(file))).toBe(true);

  // A public page loads none of the console's code.
  const publicScripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") publicScripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/pricing");
  expect(
    publicScripts.filter((file) => /\/assets\/(admin|dashboard|messages|protected)-/.test(file)),
  ).toEqual([]);
});
