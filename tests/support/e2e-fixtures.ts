// What the public-site and admin-console end-to-end suites share: every test fails on a console
// error or an uncaught exception (hydration mismatches, CSP violations and missing island code
// all land there), tests reach the GraphQL API as the end-to-end admin, and pages are checked
// with axe.
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page, test as base, expect } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-constants.ts";

export interface GraphQLBody<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/**
 * A kept-alive connection the server closes for idleness (after 5 s) just as a request is written
 * on it answers ECONNRESET; the request never reached the server, so it is sent again.
 */
const RECONNECTS = 2;

/** Runs one GraphQL operation over HTTP, the way the console does; GraphQL errors throw. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: object = {},
  token?: string,
): Promise<T> {
  const response = await request.post("/graphql", {
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    data: { query, variables },
    maxRetries: RECONNECTS,
  });
  const body = (await response.json()) as GraphQLBody<T>;
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors[0]!.message}`);
  return body.data!;
}

export async function signInOverApi(
  request: APIRequestContext,
  credentials: { username: string; password: string } = E2E_ADMIN,
): Promise<string> {
  const data = await graphql<{ adminLogin: { token: string } }>(
    request,
    `
      mutation SignIn($input: AdminLoginInput!) {
        adminLogin(input: $input) {
          token
        }
      }
    `,
    { input: credentials },
  );
  return data.adminLogin.token;
}

export async function signOutOverApi(request: APIRequestContext, token: string): Promise<void> {
  await request.post("/graphql", {
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    data: { query: "mutation SignOut { adminLogout }" },
    maxRetries: RECONNECTS,
  });
}

export interface ConsoleErrors {
  /** Console errors matching this are expected in this test (e.g. a deliberately failed request). */
  allow(pattern: RegExp): void;
}

export interface AdminApi {
  /** Runs an operation as the end-to-end admin (its own session, ended after the test). */
  graphql<T>(query: string, variables?: object): Promise<T>;
}

export const test = base.extend<{ consoleErrors: ConsoleErrors; adminApi: AdminApi }>({
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

  adminApi: async ({ request }, use) => {
    let token: string | undefined;
    await use({
      graphql: async <T>(query: string, variables: object = {}) => {
        token ??= await signInOverApi(request);
        return graphql<T>(request, query, variables, token);
      },
    });
    if (token) await signOutOverApi(request, token);
  },
});

export { expect };

/** Zero axe violations (WCAG 2.2 A/AA and best practices) on what the page shows now. */
export async function expectNoAxeViolations(page: Page) {
  // Colours are judged at rest: a transition still running (a card just highlighted, on a busy
  // machine) would be measured halfway between its two colours. Running finite animations end
  // on the document's timeline, which a test's fake clock does not hold back.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself; the default opens a blank page per check to merge
  // the results of cross-origin frames, which these pages do not have, and doubles the check's time.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(
    violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(" ")),
    })),
  ).toEqual([]);
}
