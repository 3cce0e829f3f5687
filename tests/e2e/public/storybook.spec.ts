import { expect, test } from "@playwright/test";

// Storybook is served on the console's origin, where the admin's token lives in local storage;
// its Content-Security-Policy sandboxes it into an opaque origin of its own.
test("Storybook shows the design system, sandboxed away from the console's storage", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.evaluate(() => localStorage.setItem("admin_token", "secret-token"));

  await page.goto("/storybook/?path=/story/components-button--default");
  const story = page.frameLocator('iframe[title="storybook-preview-iframe"]');
  // The first story renders once Storybook has loaded its manager, index and preview bundles:
  // several seconds on a loaded 2-core machine, past the default 5 s.
  await expect(story.getByRole("button", { name: "Get Started" })).toBeVisible({
    timeout: 20_000,
  });

  const preview = page.frames().find((frame) => frame.url().includes("/storybook/iframe.html"))!;
  for (const frame of [page.mainFrame(), preview]) {
    const read = await frame.evaluate(() => {
      try {
        return localStorage.getItem("admin_token");
      } catch (error) {
        return `refused: ${(error as Error).name}`;
      }
    });
    expect(read).toBe("refused: SecurityError");
  }
});
