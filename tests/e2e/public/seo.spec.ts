import { publicRoutes } from "../../../packages/web/src/site/routes.ts";
import { expect, test } from "./fixtures.ts";

test("sitemap.xml lists every public page at its canonical URL, but the account mails' pages", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
  expect(locations).toEqual(
    publicRoutes
      .filter((route) => route.inSitemap && route.path !== null)
      .map((route) => `https://aizapy.com${route.path}`),
  );
  for (const path of ["/forgot-password", "/reset-password", "/verify-email", "/accept-invite"]) {
    expect(locations).not.toContain(`https://aizapy.com${path}`);
  }
});

test("robots.txt allows the site, keeps crawlers out of the console and points to the sitemap", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("User-agent: *");
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain("Sitemap: https://aizapy.com/sitemap.xml");
});

test("the favicon, touch icon and Open Graph image are self-hosted", async ({ request }) => {
  for (const [path, type] of [
    ["/favicon.svg", "image/svg+xml"],
    ["/apple-touch-icon.png", "image/png"],
    ["/og-image.jpg", "image/jpeg"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toContain(type);
  }
});

test("pages load nothing from other hosts, and every image is sized", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith("data:"))
      foreign.push(request.url());
  });
  for (const route of publicRoutes.filter((candidate) => candidate.path !== null)) {
    await page.goto(route.path!);
    for (const image of await page.locator("main img").all()) {
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
      await expect(image).toHaveAttribute("alt");
    }
  }
  expect(foreign).toEqual([]);
});

test("public pages never load the admin console's code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  for (const route of publicRoutes.filter((candidate) => candidate.path !== null)) {
    await page.goto(route.path!);
  }
  expect(scripts.filter((path) => /admin/.test(path))).toEqual([]);
});
