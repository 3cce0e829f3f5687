import { expect, test } from "./fixtures.ts";

test("product suite: Get Started, Contact Sales and the four core features", async ({ page }) => {
  await page.goto("/product");
  await expect(page.getByRole("link", { name: "Get Started", exact: true })).toHaveAttribute(
    "href",
    "/signup",
  );
  await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
    "href",
    "/contact",
  );
  const features = page.getByRole("region", { name: "Everything you need, nothing you don't" });
  await expect(features.getByRole("heading", { level: 3 })).toHaveText([
    "WhatsApp Business API",
    "Instant Automation",
    "Enterprise Security",
    "Team Collaboration",
  ]);
  await page.getByRole("link", { name: "Contact Sales" }).click();
  await expect(page).toHaveURL("/contact");
});

test("features: six cards with bullet lists, and Try All Features Free", async ({ page }) => {
  await page.goto("/features");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
    "Automation",
    "AI Chatbots",
    "Analytics",
    "Team Collaboration",
    "Campaign Management",
    "Workflow Automation",
  ]);
  for (const card of await cards.all()) {
    expect(await card.getByRole("listitem").count()).toBeGreaterThan(0);
  }
  await page.getByRole("link", { name: "Try All Features Free" }).click();
  await expect(page).toHaveURL("/signup");
});

test("about: the brand, the mission, stats, four values and the story since 2023", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Ai Zapy");
  await expect(page.getByText(/make the official WhatsApp Business API accessible/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
    "href",
    "/contact",
  );

  const stats = page.getByRole("region", { name: "Ai Zapy in numbers" });
  for (const [label, value] of [
    ["Happy Customers", "500+"],
    ["Messages Delivered", "10M+"],
    ["Uptime", "99.9%"],
    ["Support", "24/7"],
  ]) {
    await expect(stats.getByRole("term").filter({ hasText: label })).toBeVisible();
    await expect(stats.getByRole("definition").filter({ hasText: value })).toBeVisible();
  }
  const values = page.getByRole("region", { name: "Our Values" });
  await expect(values.getByRole("heading", { level: 3 })).toHaveText([
    "Mission-Driven",
    "Customer-Centric",
    "Global Impact",
    "Excellence",
  ]);
  const story = page.getByRole("region", { name: "Our Story" });
  await expect(story.getByRole("paragraph")).toHaveCount(4);
  await expect(story.getByText(/founded in 2023/)).toBeVisible();
  const photo = story.getByRole("img", { name: /team working together/ });
  await expect(photo).toHaveAttribute("loading", "lazy");
  await expect(photo).toHaveAttribute("width", "640");
});

const legal = [
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    terms: ["deleted 30 days after termination"],
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    terms: [
      "99.9% uptime target",
      "30 days notice",
      "deleted 30 days after termination",
      "last 12 months",
    ],
  },
  {
    path: "/refund-policy",
    title: "Refund Policy",
    terms: [
      "30-day money-back guarantee",
      "Service outages over 48 hours caused by us.",
      "Annual plans cancelled after 30 days.",
      "We send a first response within 24 hours.",
      "within 3-5 business days",
      "Credit and debit cards: 3-5 business days",
      "Bank transfer: 5-7 business days",
      "Digital wallets: 1-3 business days",
      "UPI/IMPS: instant to 24 hours",
      "Monday-Friday 9:00 AM - 6:00 PM IST",
    ],
  },
];

for (const page of legal) {
  test(`${page.title}: dated September 15, 2025, with its terms`, async ({ page: tab }) => {
    await tab.goto(page.path);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.title);
    await expect(tab.getByText("Last updated: September 15, 2025")).toBeVisible();
    await expect(tab.locator("time")).toHaveAttribute("datetime", "2025-09-15");
    for (const term of page.terms) await expect(tab.getByText(term).first()).toBeVisible();
    const contents = tab.getByRole("navigation", { name: "On this page" });
    const firstSection = contents.getByRole("link").first();
    const target = (await firstSection.getAttribute("href"))!;
    await firstSection.click();
    await expect(tab).toHaveURL(new RegExp(`${target}$`));
    await expect(tab.locator(target)).toBeInViewport();
  });
}

test("blog: a featured post, sample posts, categories with counts, tags and a subscribe box", async ({
  page,
}) => {
  await page.goto("/blog");
  const featured = page.getByRole("region", { name: "Featured article" }).getByRole("article");
  await expect(featured.getByRole("heading")).toHaveText(
    "The 2025 WhatsApp Marketing Playbook for Indian Businesses",
  );
  await expect(featured.getByText("8 min read")).toBeVisible();
  const latest = page.getByRole("region", { name: "Latest articles" }).getByRole("article");
  expect(await latest.count()).toBeGreaterThanOrEqual(3);
  for (const post of await latest.all()) {
    await expect(post.getByRole("img")).toHaveAttribute("loading", "lazy");
    await expect(
      post.getByRole("list", { name: "About this article" }).getByRole("listitem"),
    ).toHaveCount(3);
  }

  const sidebar = page.getByRole("region", { name: "Browse the blog" });
  const categories = sidebar
    .getByRole("heading", { name: "Categories" })
    .locator("xpath=..")
    .getByRole("listitem");
  await expect(categories).toHaveText([
    "WhatsApp Marketing24 articles",
    "Customer Engagement8 articles",
    "Automation6 articles",
    "Case Studies4 articles",
    "Product Updates3 articles",
    "API Guides3 articles",
  ]);
  await expect(sidebar.getByRole("heading", { name: "Popular tags" })).toBeVisible();
  await expect(sidebar.getByText("Chatbots", { exact: true })).toBeVisible();
  await expect(sidebar.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeVisible();
  await expect(sidebar.getByLabel("Email address")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load More" })).toBeVisible();
});
