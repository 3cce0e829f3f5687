// Every public page with JavaScript off, as a reader with scripts blocked, a printout or a full-page
// capture sees it: all of its text shows, the FAQ opens, and the header's links can be reached.
import { type Page } from "@playwright/test";
import { publicRoutes } from "../../../packages/web/src/site/routes.ts";
import { expect, isPhone, test } from "./fixtures.ts";

test.use({ javaScriptEnabled: false });

const urlOf = (path: string | null) => path ?? "/no-such-page";

/**
 * Text the page renders but the reader cannot see: made transparent or invisible, skipped until
 * scrolled to (`content-visibility: auto`), squeezed to nothing, or clipped away by an ancestor.
 * Text hidden on purpose is left out: `display: none` (the other breakpoint's copy of a control,
 * a closed `<details>`), visually hidden text for screen readers, what is hidden from everyone
 * (`aria-hidden`, such as the contact form's trap for bots), and the skip link above the page until
 * it is focused.
 */
function invisibleText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isVisuallyHidden = (style: CSSStyleDeclaration) =>
      style.position === "absolute" && style.clip === "rect(0px, 0px, 0px, 0px)";
    const describe = (element: Element, reason: string) =>
      `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 60)}": ${reason}`;

    const problems: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const hasOwnText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
      );
      if (!hasOwnText || element.closest("script, style, noscript, template, [aria-hidden='true']"))
        continue;
      if (!element.checkVisibility()) continue;
      if (isVisuallyHidden(getComputedStyle(element))) continue;

      if (!element.checkVisibility({ opacityProperty: true })) {
        problems.push(describe(element, "transparent"));
        continue;
      }
      if (!element.checkVisibility({ visibilityProperty: true })) {
        problems.push(describe(element, "visibility hidden"));
        continue;
      }
      if (!element.checkVisibility({ contentVisibilityAuto: true })) {
        problems.push(describe(element, "not rendered until scrolled to"));
        continue;
      }
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) {
        problems.push(describe(element, `squeezed to ${box.width}×${box.height}`));
        continue;
      }
      if (box.bottom + window.scrollY <= 0 && element.matches("a[href^='#']")) continue;
      // The part of the box that no clipping ancestor cuts away.
      let visible = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = parent.getBoundingClientRect();
        visible = {
          left: Math.max(visible.left, clip.left),
          top: Math.max(visible.top, clip.top),
          right: Math.min(visible.right, clip.right),
          bottom: Math.min(visible.bottom, clip.bottom),
        };
      }
      if (visible.right - visible.left < 1 || visible.bottom - visible.top < 1) {
        problems.push(describe(element, "clipped away"));
      } else if (box.right + window.scrollX <= 0 || box.bottom + window.scrollY <= 0) {
        problems.push(describe(element, "outside the page"));
      }
    }
    return problems;
  });
}

for (const route of publicRoutes) {
  test(`${route.path ?? "not-found page"}: every text is visible and the header's links are reachable`, async ({
    page,
    consoleErrors,
  }) => {
    if (route.path === null) consoleErrors.allow(/status of 404/);
    await page.goto(urlOf(route.path));
    expect(await invisibleText(page)).toEqual([]);

    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Pricing", "/pricing"],
      ["Resources", "/about"],
      ["Contact", "/contact"],
    ] as const) {
      const link = nav.getByRole("link", { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
    for (const name of ["Sign In", "Sign Up"]) {
      await expect(page.getByRole("banner").getByRole("link", { name })).toBeVisible();
    }
  });
}

test("a link of the header leads to its page", async ({ page }) => {
  await page.goto("/features");
  await page
    .getByRole("banner")
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Pricing" })
    .click();
  await expect(page).toHaveURL("/pricing");
});

test("the FAQ opens one answer at a time", async ({ page }) => {
  await page.goto("/");
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  const pricingAnswer = faq.getByText(/marketing ₹0.88, utility ₹0.125/);
  await expect(pricingAnswer).toBeHidden();

  await faq.getByText("How much does each WhatsApp message cost in India?").click();
  await expect(pricingAnswer).toBeVisible();

  await faq.getByText("Are subscription and conversation charges refundable?").click();
  await expect(
    faq.getByText(/Subscription and conversation charges are non-refundable/),
  ).toBeVisible();
  await expect(pricingAnswer).toBeHidden();
});

test("the contact form says it needs JavaScript to send", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByText(/Sending this form needs JavaScript/)).toBeVisible();
});

test("on a phone, the menu's links are on the page", async ({ page }) => {
  test.skip(!isPhone(page), "The menu exists on phone-sized screens only.");
  await page.goto("/about");
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "Contact" })).toBeVisible();
});
