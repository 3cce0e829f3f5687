import { publicRoutes } from "../../../packages/web/src/site/routes.ts";
import { expect, expectNoAxeViolations, test, waitForIslands } from "./fixtures.ts";

/** Each page's one h1, as a visitor reads it. */
const headings: Record<string, string> = {
  home: "Grow your business with the WhatsApp Business API",
  login: "Welcome back",
  signup: "Create your account",
  product: "One platform for every WhatsApp conversation",
  features: "Powerful features to grow on WhatsApp",
  pricing: "Ai Zapy Pricing Plans - WhatsApp API Pricing",
  about: "About Ai Zapy",
  contact: "Let's talk about your business",
  "privacy-policy": "Privacy Policy",
  "terms-of-service": "Terms of Service",
  "refund-policy": "Refund Policy",
  "api-documentation": "API Documentation",
  blog: "Insights for growing on WhatsApp",
  "forgot-password": "Reset your password",
  "reset-password": "Choose a new password",
  "verify-email": "Verify your email address",
  "accept-invite": "Join your team on Ai Zapy",
  "not-found": "404 Page Not Found",
};

for (const route of publicRoutes) {
  const url = route.path ?? "/this-page-does-not-exist";

  test.describe(`${route.id} page (${url})`, () => {
    test("is prerendered with its heading, title, description, canonical URL and Open Graph tags", async ({
      page,
      consoleErrors,
    }) => {
      if (route.path === null) consoleErrors.allow(/status of 404/);
      // Without JavaScript the page is complete: it was rendered at build time.
      const response = await page.request.get(url);
      expect(response.status()).toBe(route.path === null ? 404 : 200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toContain(`<h1`);
      expect(html).toContain(headings[route.id]!.replace("'", "&#x27;"));

      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[route.id]!);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        route.description,
      );
      if (route.path === null) {
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      } else {
        const canonical = `https://aizapy.com${route.path === "/" ? "/" : route.path}`;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          "content",
          route.title,
        );
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
          "content",
          route.description,
        );
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          "content",
          "https://aizapy.com/og-image.jpg",
        );
      }
      await waitForIslands(page);
    });

    for (const colorScheme of ["light", "dark"] as const) {
      test(`has no accessibility violations in the ${colorScheme} theme`, async ({
        page,
        consoleErrors,
      }) => {
        if (route.path === null) consoleErrors.allow(/status of 404/);
        await page.emulateMedia({ colorScheme });
        await page.goto(url);
        await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
        await waitForIslands(page);
        await expectNoAxeViolations(page);
      });
    }

    test("fits the screen without sideways scrolling, down to 320 px", async ({
      page,
      consoleErrors,
    }) => {
      if (route.path === null) consoleErrors.allow(/status of 404/);
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(url);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  });
}

test("serves the not-found page with status 404 for any unknown path", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  for (const path of ["/nope", "/pricing/extra", "/blog/some-post"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  }
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
});

test("answers a path with a broken percent-escape with the not-found page, not a server error", async ({
  request,
}) => {
  for (const path of ["/abc%", "/%E0%A4%A"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain("404 Page Not Found");
  }
});

test("redirects a trailing slash to the canonical URL", async ({ page }) => {
  await page.goto("/pricing/");
  await expect(page).toHaveURL("/pricing");
});
