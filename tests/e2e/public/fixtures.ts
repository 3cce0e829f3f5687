// Fixtures of the public site's end-to-end suites: on top of the shared ones, tests can switch
// platform settings through the admin API, restored afterwards.
import type { Page } from "@playwright/test";
import { test as base, expect } from "../../support/e2e-fixtures.ts";

export { expect, expectNoAxeViolations } from "../../support/e2e-fixtures.ts";

export interface PlatformSettings {
  maintenanceMode: boolean;
  signupEnabled: boolean;
  allowedOrigins: string[];
}

export interface PlatformSettingsControl {
  /** Changes the settings for this test; the originals come back when it ends. */
  set(changes: Partial<Pick<PlatformSettings, "maintenanceMode" | "signupEnabled">>): Promise<void>;
}

const readSettings = `query PlatformSettings {
  platformSettings { maintenanceMode signupEnabled allowedOrigins }
}`;
const updateSettings = `mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {
  updatePlatformSettings(input: $input) { maintenanceMode signupEnabled allowedOrigins }
}`;

export const test = base.extend<{ platformSettings: PlatformSettingsControl }>({
  platformSettings: async ({ adminApi }, use) => {
    let original: PlatformSettings | undefined;
    const save = (settings: PlatformSettings) =>
      adminApi.graphql(updateSettings, { input: settings });
    await use({
      async set(changes) {
        original ??= (await adminApi.graphql<{ platformSettings: PlatformSettings }>(readSettings))
          .platformSettings;
        await save({ ...original, ...changes });
      },
    });
    if (original) await save(original);
  },
});

/** Whether the test runs in the phone project. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Waits until every island that hydrates on load has done so. */
export async function waitForIslands(page: Page) {
  await expect(page.locator("[data-island='mobile-menu-toggle']")).toHaveAttribute(
    "data-hydrated",
    "true",
  );
}
