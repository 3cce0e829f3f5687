import { expect, expectNoAxeViolations, isPhone, test, waitForIslands } from "./fixtures.ts";

// This product's own sign-in and sign-up pages (the server sends them on to an operator's separate
// dashboard when one is configured).
const signInPath = "/login";
const signUpPath = "/signup";

test.describe("header", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/features");
    await waitForIslands(page);
  });

  test("shows the trust strip with the 5000+ clients claim", async ({ page }) => {
    const strip = page.getByRole("complementary", { name: "Why businesses trust Ai Zapy" });
    for (const text of [
      "Official WhatsApp Business API Partner",
      "Enterprise Security",
      "Blue Tick Verification",
      "24/7 Support",
      "Trusted by 5000+ clients",
    ]) {
      await expect(strip.getByText(text)).toBeVisible();
    }
  });

  test("stays at the top of the window while scrolling", async ({ page }) => {
    const header = page.getByRole("banner");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await expect(header.getByRole("link", { name: "Ai Zapy home" })).toBeInViewport();
  });

  test("links Pricing, Resources (the about page) and Contact, and Sign In and Sign Up", async ({
    page,
  }) => {
    test.skip(isPhone(page), "On phones these live in the menu (see the mobile menu tests).");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(nav.getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", signInPath);
    await expect(header.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", signUpPath);
    for (const [name, href] of [
      ["Facebook", "https://www.facebook.com/aizapy"],
      ["Instagram", "https://www.instagram.com/aizapy"],
      ["YouTube", "https://www.youtube.com/@aizapy"],
    ] as const) {
      const link = header.getByRole("link", { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(header.getByRole("link", { name: "Sign Up" })).not.toHaveAttribute("target");
    await nav.getByRole("link", { name: "Resources" }).click();
    await expect(page).toHaveURL("/about");
    await expect(
      page
        .getByRole("banner")
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Resources" }),
    ).toHaveAttribute("aria-current", "page");
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isPhone(page), "The menu button exists on phone-sized screens only.");
    await page.goto("/");
    await waitForIslands(page);
  });

  test("opens with the navigation, Sign In, Sign Up and social links, and closes on any link", async ({
    page,
  }) => {
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/about");
    await expect(menu.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(menu.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", signInPath);
    await expect(menu.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", signUpPath);
    await expect(menu.getByRole("link", { name: "Instagram (opens in a new tab)" })).toBeVisible();
    await expectNoAxeViolations(page);

    // A social link opens a new tab; the menu closes all the same.
    const popup = page.waitForEvent("popup");
    await menu.getByRole("link", { name: "YouTube (opens in a new tab)" }).click();
    await (await popup).close();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    // A page link closes it and navigates.
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(page.locator("#mobile-menu")).toBeHidden();

    // Sign In opens this product's sign-in page.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(signInPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
  });

  test("closes on Escape, giving focus back to the button", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test.describe("footer", () => {
  test("Quick Links lead to their pages, Industries to the home page's industries", async ({
    page,
  }) => {
    await page.goto("/blog");
    const quickLinks = page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Quick Links" });
    const expected = [
      ["Home", "/"],
      ["Features", "/features"],
      ["Pricing", "/pricing"],
      ["Industries", "/#industries"],
      ["Support", "/contact"],
    ] as const;
    for (const [name, href] of expected) {
      await expect(quickLinks.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    await quickLinks.getByRole("link", { name: "Industries" }).click();
    await expect(page).toHaveURL("/#industries");
    await expect(
      page.getByRole("heading", { name: "Built for every kind of business" }),
    ).toBeInViewport();

    await page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Quick Links" })
      .getByRole("link", { name: "Support" })
      .click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
  });

  test("links the policies, API documentation, blog and the parent company", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const resources = footer.getByRole("navigation", { name: "Resources" });
    for (const [name, href] of [
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Refund Policy", "/refund-policy"],
      ["API Documentation", "/api-documentation"],
      ["Blog", "/blog"],
    ] as const) {
      await expect(resources.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    const parent = footer.getByRole("link", { name: /Zapy Technologies/ });
    await expect(parent).toHaveAttribute("href", "https://www.zapytechnologies.com");
    await expect(parent).toHaveAttribute("target", "_blank");
    await expect(footer.getByRole("link", { name: "+91 98620 45678" })).toHaveAttribute(
      "href",
      "tel:+919862045678",
    );
    await expect(footer.getByRole("link", { name: "support@aizapy.com" })).toHaveAttribute(
      "href",
      "mailto:support@aizapy.com",
    );
    await expect(footer.getByText("Agartala, Tripura")).toBeVisible();

    await resources.getByRole("link", { name: "Refund Policy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refund Policy");
  });
});

test("the floating buttons open a WhatsApp chat with a greeting, and a premium demo request, in a new tab", async ({
  page,
}) => {
  await page.goto("/about");
  const dock = page.getByRole("complementary", { name: "Talk to us on WhatsApp" });
  const chat = dock.getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute("target", "_blank");
  const chatUrl = new URL((await chat.getAttribute("href"))!);
  expect(chatUrl.origin).toBe("https://wa.me");
  expect(chatUrl.pathname).toBe("/919862045678");
  expect(chatUrl.searchParams.get("text")).toBe(
    "Hi Ai Zapy! I'd like to know more about the WhatsApp Business API.",
  );

  const demo = dock.getByRole("link", { name: /Premium Demo/ });
  await expect(demo).toBeVisible();
  await expect(demo).toHaveAttribute("target", "_blank");
  const demoUrl = new URL((await demo.getAttribute("href"))!);
  expect(`${demoUrl.origin}${demoUrl.pathname}`).toBe("https://api.whatsapp.com/send");
  expect(demoUrl.searchParams.get("phone")).toBe("919862045678");
  expect(demoUrl.searchParams.get("text")).toMatch(/premium demo/i);
});

test("a skip link takes keyboard users past the header", async ({ page }) => {
  await page.goto("/pricing");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test.describe("maintenance mode", () => {
  test("shows a site-wide notice on every page while it is on", async ({
    page,
    platformSettings,
  }) => {
    await platformSettings.set({ maintenanceMode: true });
    for (const path of ["/", "/blog", "/pricing"]) {
      await page.goto(path);
      await expect(
        page.getByRole("status").getByText("We're carrying out scheduled maintenance"),
      ).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Dismiss maintenance notice" }).click();
    await expect(page.getByText("We're carrying out scheduled maintenance")).toBeHidden();
  });

  test("shows no notice when it is off", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("We're carrying out scheduled maintenance")).toHaveCount(0);
  });
});
