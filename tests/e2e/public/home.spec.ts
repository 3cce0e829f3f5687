import { type Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForIslands } from "./fixtures.ts";

const slide = (page: Page, position: number) =>
  page.getByRole("group", { name: `Testimonial ${position} of 8` });

/**
 * Takes over the page's clock, frozen before the carousel's code has even loaded, so the test
 * decides exactly how much time passes.
 */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date("2025-09-15T10:00:00+05:30") });
  await page.goto("/");
  await page.clock.pauseAt(new Date("2025-09-15T10:00:01+05:30"));
}

async function revealIsland(page: Page, name: string) {
  const island = page.locator(`[data-island='${name}']`);
  await island.locator("> *").first().scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-hydrated", "true");
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForIslands(page);
});

test("hero: the 2,500+ businesses claim, Get Started (sign-up) and the premium demo", async ({
  page,
}) => {
  const hero = page.getByRole("region", {
    name: "Grow your business with the WhatsApp Business API",
  });
  await expect(hero.getByText("Trusted by 2,500+ businesses across India")).toBeVisible();
  await expect(hero.getByRole("link", { name: "Get Started Free" })).toHaveAttribute(
    "href",
    "/signup",
  );
  await expect(hero.getByRole("link", { name: "Book a Premium Demo" })).toHaveAttribute(
    "href",
    /^https:\/\/api\.whatsapp\.com\/send\?phone=\d+&text=/,
  );
  await expect(hero.getByText("Activation in 50 minutes")).toBeVisible();
  const image = hero.getByRole("img", { name: /WhatsApp conversation/ });
  await expect(image).toHaveAttribute("loading", "eager");
  await expect(image).toHaveAttribute("width", "560");
  await expect(image).toHaveAttribute("height", "480");
});

test("activation section promises the API in 50 minutes, in three steps", async ({ page }) => {
  const section = page.getByRole("region", { name: "WhatsApp API activated in 50 minutes" });
  await expect(section).toBeVisible();
  await expect(section.getByRole("listitem")).toHaveCount(3);
});

test("industries: eight cards with sized, lazily loaded images", async ({ page }) => {
  const section = page.locator("#industries");
  const cards = section.getByRole("listitem");
  await expect(cards).toHaveCount(8);
  for (const title of [
    "Restaurants",
    "E-commerce",
    "Beauty & Cosmetics",
    "Real Estate",
    "Health & Wellness",
    "Automotive",
    "Home Decor",
    "Marketing Agencies",
  ]) {
    await expect(section.getByRole("heading", { name: title })).toBeAttached();
  }
  const images = section.getByRole("img");
  await expect(images).toHaveCount(8);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("width", "320");
    await expect(image).toHaveAttribute("height", "200");
    await expect(image).toHaveAttribute("alt", /.+/);
  }
});

test("integrations: eight tools", async ({ page }) => {
  const section = page.getByRole("region", { name: "Works with the tools you already use" });
  await expect(section.getByRole("listitem")).toHaveText([
    "Google Sheets",
    "WhatsApp Business",
    "Justdial",
    "WhatsApp API",
    "IndiaMART",
    "Instagram",
    "Facebook",
    "X",
  ]);
});

test("benefit blocks: the AI CRM, the shared team inbox and the chatbot", async ({ page }) => {
  const section = page.getByRole("region", { name: /Everything your team needs/ });
  for (const eyebrow of ["AI CRM", "Shared team inbox", "Chatbot"]) {
    await expect(section.getByText(eyebrow, { exact: true })).toBeAttached();
  }
  await expect(section.getByRole("article")).toHaveCount(3);
});

test.describe("testimonials", () => {
  test("eight testimonials, some in Hindi, Bengali and Tamil", async ({ page }) => {
    await expect(page.getByRole("group", { name: /^Testimonial \d of 8$/ })).toHaveCount(8);
    await expect(page.locator("blockquote[lang='hi']")).toHaveCount(2);
    await expect(page.locator("blockquote[lang='bn']")).toContainText("মাত্র 50 মিনিটে");
    await expect(page.locator("blockquote[lang='ta']")).toContainText("சாட்பாட்");
  });

  test("highlights the next testimonial every 5 seconds, wrapping after the eighth", async ({
    page,
  }) => {
    await freezeClock(page);
    await revealIsland(page, "testimonials");
    await expect(slide(page, 1)).toHaveAttribute("aria-current", "true");

    await page.clock.runFor(4_900);
    await expect(slide(page, 1)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(100);
    await expect(slide(page, 2)).toHaveAttribute("aria-current", "true");
    await expect(slide(page, 1)).not.toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Highlight testimonial 2" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    for (let position = 3; position <= 8; position++) {
      await page.clock.runFor(5_000);
      await expect(slide(page, position)).toHaveAttribute("aria-current", "true");
    }
    await page.clock.runFor(5_000);
    await expect(slide(page, 1)).toHaveAttribute("aria-current", "true");
  });

  test("an indicator dot highlights its testimonial, and rotation carries on from there", async ({
    page,
  }) => {
    await freezeClock(page);
    await revealIsland(page, "testimonials");

    await page.getByRole("button", { name: "Highlight testimonial 6" }).click();
    await expect(slide(page, 6)).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Highlight testimonial 6" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // Rotation waits while the visitor's focus or pointer is on the carousel.
    await page.getByRole("heading", { name: "Loved by businesses across India" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_000);
    await expect(slide(page, 7)).toHaveAttribute("aria-current", "true");

    // axe waits on timers of its own.
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });

  test("does not rotate for visitors who ask for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await revealIsland(page, "testimonials");
    await page.clock.runFor(15_000);
    await expect(slide(page, 1)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Highlight testimonial 4" }).click();
    await expect(slide(page, 4)).toHaveAttribute("aria-current", "true");
  });
});

test.describe("FAQ", () => {
  const questions = [
    "What is the WhatsApp Business API?",
    "How quickly can my WhatsApp API be activated?",
    "Can you help us get the blue tick verification?",
    "How much does each WhatsApp message cost in India?",
    "What is the 24-hour customer service window?",
    "How do I add credit balance for message charges?",
    "Are subscription and conversation charges refundable?",
    "Can my whole team use one WhatsApp number?",
  ];

  const faqOf = (page: Page) => page.getByRole("region", { name: "Frequently asked questions" });
  const question = (page: Page, text: string) => faqOf(page).locator("summary", { hasText: text });
  const itemOf = (page: Page, text: string) =>
    faqOf(page).locator("details", { has: page.locator("summary", { hasText: text }) });
  const pricingAnswer =
    "Charges are per delivered message: marketing ₹0.88, utility ₹0.125 and authentication ₹0.125.";

  test("eight questions; at most one answer open; clicking the open one closes it", async ({
    page,
  }) => {
    const faq = faqOf(page);
    await expect(faq.locator("summary")).toHaveText(questions);
    for (const item of await faq.locator("details").all())
      await expect(item).not.toHaveAttribute("open");

    await question(page, questions[3]!).click();
    await expect(itemOf(page, questions[3]!)).toHaveAttribute("open");
    await expect(faq.getByText(pricingAnswer)).toBeVisible();

    await question(page, questions[6]!).click();
    await expect(itemOf(page, questions[6]!)).toHaveAttribute("open");
    await expect(itemOf(page, questions[3]!)).not.toHaveAttribute("open");
    await expect(
      faq.getByText(
        /Subscription and conversation charges are non-refundable\. You may request a refund only if the API fails to start on your dashboard/,
      ),
    ).toBeVisible();
    await expect(faq.getByText(pricingAnswer)).toBeHidden();
    await expectNoAxeViolations(page);

    await question(page, questions[6]!).click();
    for (const item of await faq.locator("details").all())
      await expect(item).not.toHaveAttribute("open");
  });

  test("works from the keyboard", async ({ page }) => {
    const first = question(page, questions[0]!);
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(itemOf(page, questions[0]!)).toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(itemOf(page, questions[0]!)).not.toHaveAttribute("open");
  });

  test("opens on a click made as soon as the page arrives, before any script has run", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "commit" });
    await question(page, questions[3]!).click();
    await expect(faqOf(page).getByText(pricingAnswer)).toBeVisible();
  });
});
