import { describe, expect, it } from "vitest";
import { buildDocument, headTags, islandScriptsOf } from "./document";
import { findPublicRoute, outputFileOf, publicRoutes } from "./routes";

describe("routes", () => {
  it("cover every public page plus the not-found page, at the paths the server serves", () => {
    expect(publicRoutes.map((route) => [route.path, outputFileOf(route)])).toEqual([
      ["/", "index.html"],
      ["/login", "login/index.html"],
      ["/signup", "signup/index.html"],
      ["/product", "product/index.html"],
      ["/features", "features/index.html"],
      ["/pricing", "pricing/index.html"],
      ["/about", "about/index.html"],
      ["/contact", "contact/index.html"],
      ["/privacy-policy", "privacy-policy/index.html"],
      ["/terms-of-service", "terms-of-service/index.html"],
      ["/refund-policy", "refund-policy/index.html"],
      ["/api-documentation", "api-documentation/index.html"],
      ["/blog", "blog/index.html"],
      ["/forgot-password", "forgot-password/index.html"],
      ["/reset-password", "reset-password/index.html"],
      ["/verify-email", "verify-email/index.html"],
      ["/accept-invite", "accept-invite/index.html"],
      [null, "404.html"],
    ]);
  });

  it("keep the account pages the mails link to out of the sitemap", () => {
    const unlisted = publicRoutes.filter((route) => !route.inSitemap).map((route) => route.id);
    expect(unlisted).toEqual([
      "forgot-password",
      "reset-password",
      "verify-email",
      "accept-invite",
      "not-found",
    ]);
  });

  it("give every page a unique title and description of a searchable length", () => {
    const titles = new Set(publicRoutes.map((route) => route.title));
    const descriptions = new Set(publicRoutes.map((route) => route.description));
    expect(titles.size).toBe(publicRoutes.length);
    expect(descriptions.size).toBe(publicRoutes.length);
    for (const route of publicRoutes) {
      expect(route.title.length).toBeLessThanOrEqual(70);
      expect(route.description.length).toBeGreaterThanOrEqual(50);
      expect(route.description.length).toBeLessThanOrEqual(170);
    }
  });
});

describe("head tags", () => {
  it("give a page its canonical URL and Open Graph and Twitter cards", () => {
    const tags = headTags(findPublicRoute("pricing")).join("\n");
    expect(tags).toContain("<title>Ai Zapy Pricing Plans - WhatsApp API Pricing</title>");
    expect(tags).toContain('<link rel="canonical" href="https://aizapy.com/pricing">');
    expect(tags).toContain('<meta property="og:url" content="https://aizapy.com/pricing">');
    expect(tags).toContain('<meta property="og:image" content="https://aizapy.com/og-image.jpg">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it("keep the not-found page out of search results", () => {
    const tags = headTags(findPublicRoute("not-found")).join("\n");
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).not.toContain("canonical");
  });

  it("escape text that would break the markup", () => {
    const route = { ...findPublicRoute("home"), title: 'A "quoted" <b>title</b> & more' };
    expect(headTags(route)[0]).toBe(
      "<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more</title>",
    );
  });
});

describe("buildDocument", () => {
  it("puts the theme script before the stylesheet and names the entry and every chunk it imports", () => {
    const html = buildDocument({
      route: findPublicRoute("home"),
      bodyHtml: "<main>Hi</main>",
      assets: {
        stylesheets: ["/assets/style-1.css"],
        fontPreloads: ["/assets/inter-1.woff2"],
        entryScript: "/assets/page-home-1.js",
        modulePreloads: ["/assets/react-1.js"],
      },
      themeInitScript: "applyTheme()",
      defaultThemeClassName: "light-class",
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" class="light-class">/);
    expect(html.indexOf("<script>applyTheme()</script>")).toBeLessThan(
      html.indexOf('<link rel="stylesheet" href="/assets/style-1.css">'),
    );
    expect(html).toContain(
      '<link rel="preload" href="/assets/inter-1.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(islandScriptsOf(html)).toEqual({
      entry: "/assets/page-home-1.js",
      preloads: ["/assets/react-1.js"],
    });
    expect(html).toContain("<body>\n<main>Hi</main>\n</body>");
  });
});
