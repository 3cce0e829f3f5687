import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type Page, test as base } from "@playwright/test";

/**
 * Visual regression of the design system without a network: every story of the built Storybook
 * (storybook-static/index.json), in the light and the dark theme, against committed baselines.
 */

const indexPath = fileURLToPath(new URL("../../storybook-static/index.json", import.meta.url));

interface IndexEntry {
  id: string;
  type: "story" | "docs";
  title: string;
  name: string;
}

function readStories(): IndexEntry[] {
  if (!existsSync(indexPath)) {
    throw new Error("storybook-static/index.json is missing: run `pnpm build-storybook` first.");
  }
  const index = JSON.parse(readFileSync(indexPath, "utf8")) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === "story")
    .sort((a, b) => a.id.localeCompare(b.id));
}

const themes = ["light", "dark"] as const;
type Theme = (typeof themes)[number];

interface StorybookWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on: (event: string, listener: (event?: { storyId?: string }) => void) => void;
    emit: (event: string, payload: unknown) => void;
  };
  __renderedStory?: string | null;
}

/**
 * One browser page per worker, set up once (fixed clock, reduced motion, a listener for the
 * story's end); each picture loads the story into it afresh.
 */
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        viewport: { width: 1024, height: 720 },
        deviceScaleFactor: 1,
        // Deterministic pages: the carousel stays paused and transitions collapse.
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date("2026-11-22T10:30:00+05:30"));
      await page.addInitScript(() => {
        const scope = window as unknown as StorybookWindow;
        const attach = () => {
          const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
          if (!channel) return false;
          // Emitted once the story has rendered, its play function and its checks have finished.
          channel.on("storyFinished", (event) => {
            scope.__renderedStory = event?.storyId ?? null;
          });
          return true;
        };
        if (!attach()) {
          const timer = setInterval(() => {
            if (attach()) clearInterval(timer);
          }, 5);
        }
      });
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

async function show(page: Page, storyId: string, theme: Theme) {
  // A fresh preview per picture: no render, event or pointer of an earlier story can leak in.
  // The accessibility addon's checks are left to the stories' own tests (a11y.manual): here they
  // would only delay each picture.
  await page.goto(
    `/iframe.html?id=${storyId}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
  );
  await page.waitForFunction(
    (storyId) => (window as unknown as StorybookWindow).__renderedStory === storyId,
    storyId,
  );
  // Lazy images outside the viewport would otherwise load (or not) at random, and whether a
  // focused element draws its ring depends on what earlier stories did, so nothing stays focused.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const images = Array.from(document.images);
    for (const image of images) image.loading = "eager";
    await Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => image.addEventListener("load", resolve, { once: true })),
      ),
    );
    await document.fonts.ready;
    // A closing overlay stays in the page until its exit animation ends: wait for every finite
    // animation, so the picture is of the state the story's play function left, never halfway.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

for (const story of readStories()) {
  for (const theme of themes) {
    test(`${story.title} › ${story.name} (${theme})`, async ({ storybook: page }) => {
      await show(page, story.id, theme);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, {
        animations: "disabled",
        caret: "hide",
        fullPage: true,
      });
    });
  }
}
