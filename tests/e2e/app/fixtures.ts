// Fixtures of the business workspace's end-to-end suites (/app): members signed up over the REST
// API (each with their own business), a page opened signed in as one, GraphQL as a member, and
// axe in both themes. Every test fails on an unexpected console error (the shared fixtures).
import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { MEMBER_TOKEN_STORAGE_KEY } from "../../../packages/contracts/src/accounts.ts";
import {
  test as base,
  expect,
  expectNoAxeViolations,
  type GraphQLBody,
} from "../../support/e2e-fixtures.ts";

export { expect, expectNoAxeViolations } from "../../support/e2e-fixtures.ts";
export { linkIn, waitForMail } from "../../support/e2e-mail.ts";

/** The workspace's URLs (mirrors packages/web/src/app/lib/paths.ts). */
export const workspacePaths = {
  home: "/app",
  team: "/app/team",
  contacts: "/app/contacts",
  contactImport: "/app/contacts/import",
  segments: "/app/segments",
  campaigns: "/app/campaigns",
  developers: "/app/developers",
  templates: "/app/templates",
  billing: "/app/billing",
  settings: "/app/settings",
} as const;

/** A password the server's strength check takes. */
export const STRONG_PASSWORD = "Blue-Mango-Tram-42!";

/** Something unique to this run and test, for addresses and names. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A fresh, valid Indian mobile number that the sandbox delivers to (it never ends in 0000). */
export function uniqueMobile(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-8);
  const number = `98${digits}`;
  return number.endsWith("0000") ? `${number.slice(0, -1)}7` : number;
}

export interface SignedUpMember {
  token: string;
  fullName: string;
  email: string;
  password: string;
  businessName: string;
  businessId: string;
}

/** Signs a new member up with a new business (`POST /api/auth/signup`), as the sign-up page does. */
export async function signUpOverApi(
  request: APIRequestContext,
  overrides: Partial<Pick<SignedUpMember, "fullName" | "businessName">> = {},
): Promise<SignedUpMember> {
  const id = unique();
  const input = {
    fullName: overrides.fullName ?? "Priya Sharma",
    email: `priya.${id}@example.in`,
    password: STRONG_PASSWORD,
    phoneNumber: `+91 ${uniqueMobile()}`,
    businessName: overrides.businessName ?? `Spice Route ${id}`,
  };
  const response = await request.post("/api/auth/signup", { data: input, maxRetries: 2 });
  expect(response.status(), await response.text()).toBe(201);
  const session = (await response.json()) as { token: string; business: { id: string } };
  return {
    token: session.token,
    fullName: input.fullName,
    email: input.email,
    password: input.password,
    businessName: input.businessName,
    businessId: session.business.id,
  };
}

/** Runs one GraphQL operation as a member and answers the whole body, errors included. */
export async function memberGraphql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: object = {},
): Promise<GraphQLBody<T>> {
  const response = await request.post("/graphql", {
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    data: { query, variables },
    maxRetries: 2,
  });
  return (await response.json()) as GraphQLBody<T>;
}

/**
 * Opens `path` signed in as the member (the token in local storage, as the sign-in page leaves
 * it). Only the test's first document starts signed in; later ones keep what the workspace left.
 */
export async function openWorkspace(page: Page, token: string, path: string = workspacePaths.home) {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem("e2e-signed-in")) {
        window.sessionStorage.setItem("e2e-signed-in", "1");
        window.localStorage.setItem(key!, value!);
      }
    },
    [MEMBER_TOKEN_STORAGE_KEY, token],
  );
  await page.goto(path);
}

/** The member's token as the workspace keeps it. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), MEMBER_TOKEN_STORAGE_KEY);
}

/** Waits until the island around `form` (a public page's form) has hydrated. */
export async function waitForHydration(page: Page, form: Locator) {
  await expect(page.locator("[data-island]", { has: form })).toHaveAttribute(
    "data-hydrated",
    "true",
  );
}

/** The workspace's navigation: the sidebar, or on a phone the sheet the menu button opens. */
export async function navigation(page: Page): Promise<Locator> {
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    await page.getByRole("button", { name: "Open navigation" }).click();
    return page.getByRole("dialog", { name: "Workspace navigation" });
  }
  return page.getByRole("navigation", { name: "Workspace navigation" });
}

/**
 * The open toast with this title. A modal dialog marks the rest of the page aria-hidden, the
 * toast viewport included, so hidden elements count here.
 */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: title });
}

/** Zero axe violations on what the page shows now, in the light theme and then the dark one. */
export async function expectNoAxeViolationsInBothThemes(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
    await expectNoAxeViolations(page);
  }
}

export const test = base.extend<object, { sharedMember: SignedUpMember }>({
  /**
   * One owner, with a business of their own, signed up once per worker and shared by the tests
   * that only read or add to their workspace (sign-ups from one network are limited per hour).
   */
  sharedMember: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      try {
        await use(await signUpOverApi(request, { fullName: "Meera Pillai" }));
      } finally {
        await request.dispose();
      }
    },
    { scope: "worker" },
  ],
});
