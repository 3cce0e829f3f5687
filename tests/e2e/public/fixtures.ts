// Fixtures of the public site's end-to-end suites: every test fails on a console error or an
// uncaught exception (hydration mismatches, CSP violations and missing island code all land
// there), and tests can switch platform settings through the admin API, restored afterwards.
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page, test as base, expect } from "@playwright/test";
import { E2E_ADMIN } from "../../support/e2e-constants.ts";

export { expect };

export interface PlatformSettings {
  maintenanceMode: boolean;
  signupEnabled: boolean;
  allowedOrigins: string[];
}

export interface PlatformSettingsControl {
  /** Changes the settings for this test; the originals come back when it ends. */
  set(changes: Partial<Pick<PlatformSettings, "maintenanceMode" | "signupEnabled">>): Promise<void>;
}

export interface ConsoleErrors {
  /** Console errors matching this are expected in this test (e.g. a deliberately failed request). */
  allow(pattern: RegExp): void;
}

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: object,
  token?: string,
): Promise<T> {
  const response = await request.post("/graphql", {
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors[0]!.message}`);
  return body.data!;
}

const adminLogin = `mutation AdminLogin($input: AdminLoginInput!) {
  adminLogin(input: $input) { token }
}`;
const readSettings = `query PlatformSettings {
  platformSettings { maintenanceMode signupEnabled allowedOrigins }
}`;
const updateSettings = `mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {
  updatePlatformSettings(input: $input) { maintenanceMode signupEnabled allowedOrigins }
}`;

export interface AdminApi {
  /** Runs a GraphQL operation signed in as the end-to-end admin. */
  graphql<T>(query: string, variables?: object): Promise<T>;
}

export const test = base.extend<{
  consoleErrors: ConsoleErrors;
  adminApi: AdminApi;
  platformSettings: PlatformSettingsControl;
}>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((error) => !allowed.some((pattern) => pattern.test(error))),
        "console errors",
      ).toEqual([]);
    },
    { auto: true },
  ],

  adminApi: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    let token: string | undefined;
    await use({
      async graphql<T>(query: string, variables: object = {}) {
        token ??= (
          await graphql<{ adminLogin: { token: string } }>(request, adminLogin, {
            input: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
          })
        ).adminLogin.token;
        return graphql<T>(request, query, variables, token);
      },
    });
    await request.dispose();
  },

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

/** Every axe rule (WCAG 2.2 A/AA and best practices) on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.slice(0, 5).map((node) => node.target.join(" ")),
    })),
  ).toEqual([]);
}

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
