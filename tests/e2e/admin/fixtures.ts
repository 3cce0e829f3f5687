// Fixtures of the admin console's end-to-end suites. Every test fails on an unexpected console
// error or uncaught exception; data a test creates or changes is put back when it ends, because
// every suite shares one server and database.
import type { Locator, Page, Route } from "@playwright/test";
import { darkColors, lightColors } from "../../../packages/design-system/src/styles/tokens.ts";
import {
  test as base,
  expect,
  expectNoAxeViolations,
  type GraphQLBody,
  graphql,
  signInOverApi,
  signOutOverApi,
} from "../../support/e2e-fixtures.ts";

export {
  expect,
  expectNoAxeViolations,
  graphql,
  signInOverApi,
  signOutOverApi,
} from "../../support/e2e-fixtures.ts";

/** The console's URLs (mirrors packages/web/src/admin/lib/paths.ts). */
export const adminPaths = {
  login: "/admin/login",
  dashboard: "/admin",
  businesses: "/admin/businesses",
  messages: "/admin/messages",
  whatsappMessages: "/admin/messages/whatsapp",
  apiConfigs: "/admin/api-configs",
  analytics: "/admin/analytics",
  auditLogs: "/admin/audit-logs",
  settings: "/admin/settings",
  profile: "/admin/profile",
} as const;

/** One business's page (mirrors `businessPath` in paths.ts). */
export function businessPath(businessId: string): string {
  return `${adminPaths.businesses}/${encodeURIComponent(businessId)}`;
}

/** The webhook deliveries page of one API configuration. */
export const apiConfigWebhooksPath = (apiConfigId: string) =>
  `${adminPaths.apiConfigs}/${apiConfigId}/webhooks`;

/**
 * The open toast with this title (the DS renders one at a time). A modal dialog marks the rest
 * of the page aria-hidden, the toast viewport included (Radix announces toasts separately), so
 * hidden elements count here.
 */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: title });
}

export async function expectToast(page: Page, title: string, description: string | RegExp) {
  const item = toast(page, title);
  await expect(item).toBeVisible();
  await expect(item).toContainText(description);
}

/**
 * Zero axe violations on what the page shows now, in the light theme and then the dark one (the
 * theme follows the system preference while no choice is stored).
 */
export async function expectNoAxeViolationsInBothThemes(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
    await expectNoAxeViolations(page);
  }
}

/** Requests to /graphql, by operation name, seen by the page. */
export function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    names.push(body?.operationName ?? "(anonymous)");
  });
  return names;
}

export type GraphQLRouteHandler = (
  route: Route,
  body: { operationName?: string; variables?: Record<string, unknown> },
) => Promise<void>;

/** Intercepts one operation by name; every other request goes through untouched. */
export async function interceptOperation(
  page: Page,
  operationName: string,
  handler: GraphQLRouteHandler,
) {
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as {
      operationName?: string;
      variables?: Record<string, unknown>;
    } | null;
    if (body?.operationName !== operationName) {
      await route.fallback();
      return;
    }
    await handler(route, body);
  });
}

const fulfillGraphQL = (route: Route, body: GraphQLBody<unknown>) =>
  route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });

/**
 * Holds an operation until `release()`, to see what the page shows while it is pending; then it
 * goes to the server, or is answered with `answer` when one is given.
 */
export async function holdOperation(
  page: Page,
  operationName: string,
  answer?: GraphQLBody<unknown>,
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await interceptOperation(page, operationName, async (route) => {
    await released;
    if (answer) await fulfillGraphQL(route, answer);
    else await route.fallback();
  });
  return { release };
}

/** Answers an operation with a fixed GraphQL result. */
export async function fulfillOperation(
  page: Page,
  operationName: string,
  body: GraphQLBody<unknown>,
) {
  await interceptOperation(page, operationName, (route) => fulfillGraphQL(route, body));
}

/** A colour token as the browser reports computed colours. */
export function rgb(hex: string): string {
  const value = hex.replace("#", "");
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export const themeColors = { light: lightColors, dark: darkColors };

export interface AdminSession {
  /** Signs the page in (token in local storage, as a login would) and opens `path`. */
  open(page: Page, path?: string): Promise<void>;
  /** The token of the last `open`. */
  token(): string;
}

/** A page's cursors when a whole list fits on one page (for answers made up in a test). */
export const singlePage = {
  __typename: "PageInfo",
  hasNextPage: false,
  hasPreviousPage: false,
  startCursor: null,
  endCursor: null,
} as const;

export interface SystemStatusChanges {
  database?: { healthy: boolean; latencyMs: number };
  messageQueue?: { waiting: number; oldestWaitingSeconds: number; parked: number };
  webhooks?: { pending: number; overdueSeconds: number; disabledEndpoints: number };
  analytics?: { waiting: number; oldestWaitingSeconds: number };
  whatsappCloud?: { reachable: boolean; latencyMs: number | null };
}

/** A SystemStatus answer with all well but `changes`: for states the suites' server is not in. */
export function systemStatusAnswer(changes: SystemStatusChanges = {}): GraphQLBody<unknown> {
  return {
    data: {
      systemStatus: {
        __typename: "SystemStatus",
        database: {
          __typename: "DatabaseStatus",
          healthy: true,
          latencyMs: 2,
          ...changes.database,
        },
        messageQueue: {
          __typename: "MessageQueueStatus",
          waiting: 0,
          oldestWaitingSeconds: 0,
          parked: 0,
          ...changes.messageQueue,
        },
        webhooks: {
          __typename: "WebhookBacklog",
          pending: 0,
          overdueSeconds: 0,
          disabledEndpoints: 0,
          ...changes.webhooks,
        },
        analytics: {
          __typename: "AnalyticsBacklog",
          waiting: 0,
          oldestWaitingSeconds: 0,
          ...changes.analytics,
        },
        providers: {
          __typename: "ProvidersStatus",
          whatsappCloud: {
            __typename: "ProviderReachability",
            reachable: true,
            latencyMs: 84,
            ...changes.whatsappCloud,
          },
        },
      },
    },
  };
}

/** The browser's local day, `offsetDays` from today, as a date input holds it (YYYY-MM-DD). */
export function localDay(page: Page, offsetDays = 0): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, offsetDays);
}

const MIDNIGHT_MARGIN_MS = 2 * 60_000;

/**
 * Waits for the browser's local midnight when it is less than two minutes away, so a test that
 * compares "today" from several moments (a Today preset, a date it computes, the server's
 * timestamps) sees one day throughout.
 */
export async function awayFromMidnight(page: Page): Promise<void> {
  const untilMidnight = await page.evaluate(() => {
    const midnight = new Date();
    midnight.setHours(24, 0, 0, 0);
    return midnight.getTime() - Date.now();
  });
  if (untilMidnight > MIDNIGHT_MARGIN_MS) return;
  base.setTimeout(base.info().timeout + untilMidnight + 5_000);
  await page.waitForTimeout(untilMidnight + 1_000);
}

/** A fresh, valid Indian mobile number, as an operator would type it (no country code). */
export function uniqueMobile(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-8);
  return `98${digits.slice(0, 3)} ${digits.slice(3)}`;
}

/** The same number as the console stores it (E.164, +91 added). */
export function e164(mobile: string): string {
  return `+91${mobile.replace(/\D/g, "")}`;
}

export interface CreatedBusiness {
  id: string;
  name: string;
  whatsappNumber: string;
}

export interface Businesses {
  /** Adds a business over the API; it is deleted again, with its API configurations, after the test. */
  create(overrides?: { name?: string; status?: string; plan?: string }): Promise<CreatedBusiness>;
  /** Deletes, after the test, a business the test added through the console. */
  cleanUp(name: string): void;
  /** Adds an API configuration to a business over the API (sandbox unless given). */
  addApiConfig(
    businessId: string,
    input?: Record<string, unknown>,
  ): Promise<{ id: string; apiKey: string }>;
}

export interface ContactMessages {
  /** Sends a new enquiry through the public form's mutation; deleted again after the test. */
  create(
    overrides?: Partial<ContactMessageInput>,
  ): Promise<{ id: string; subject: string; email: string }>;
}

interface ContactMessageInput {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  subject: string;
  message: string;
}

export const test = base.extend<{
  adminSession: AdminSession;
  contactMessages: ContactMessages;
  businesses: Businesses;
}>({
  adminSession: async ({ request }, use) => {
    const tokens: string[] = [];
    await use({
      open: async (page, path = adminPaths.dashboard) => {
        const token = await signInOverApi(request);
        tokens.push(token);
        await page.addInitScript(
          ([key, value]) => {
            // Only the first document of the test starts signed in; later ones keep what the
            // console itself left in storage (e.g. after logging out).
            if (!window.sessionStorage.getItem("e2e-signed-in")) {
              window.sessionStorage.setItem("e2e-signed-in", "1");
              window.localStorage.setItem(key!, value!);
            }
          },
          ["admin_token", token],
        );
        await page.goto(path);
      },
      token: () => tokens.at(-1) ?? "",
    });
    for (const token of tokens) await signOutOverApi(request, token);
  },

  businesses: async ({ adminApi }, use) => {
    const created: string[] = [];
    const namesToClean: string[] = [];
    await use({
      create: async (overrides = {}) => {
        const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
        const data = await adminApi.graphql<{ createBusiness: CreatedBusiness }>(
          `mutation Add($input: CreateBusinessInput!) {
            createBusiness(input: $input) { id name whatsappNumber }
          }`,
          {
            input: { name: `E2E Business ${unique}`, whatsappNumber: uniqueMobile(), ...overrides },
          },
        );
        created.push(data.createBusiness.id);
        return data.createBusiness;
      },
      cleanUp: (name) => namesToClean.push(name),
      addApiConfig: async (businessId, input = {}) => {
        const apiKey = `sandbox-key-${Math.random().toString(36).slice(2, 12)}`;
        const data = await adminApi.graphql<{ createApiConfig: { apiConfig: { id: string } } }>(
          `mutation AddConfig($input: CreateApiConfigInput!) {
            createApiConfig(input: $input) { apiConfig { id } }
          }`,
          { input: { businessId, provider: "sandbox", apiKey, ...input } },
        );
        return { id: data.createApiConfig.apiConfig.id, apiKey };
      },
    });
    for (const name of namesToClean) {
      const { businessPage } = await adminApi.graphql<{
        businessPage: { items: Array<{ id: string; name: string }> };
      }>(
        `query Find($search: String) { businessPage(filter: { search: $search }, first: 10) { items { id name } } }`,
        {
          search: name,
        },
      );
      created.push(
        ...businessPage.items.filter((item) => item.name === name).map((item) => item.id),
      );
    }
    for (const id of created) {
      await adminApi
        .graphql(`mutation Remove($id: ID!) { deleteBusiness(id: $id, cascade: true) }`, { id })
        .catch(() => undefined); // already deleted by the test
    }
  },

  contactMessages: async ({ adminApi, request }, use) => {
    const created: string[] = [];
    await use({
      create: async (overrides = {}) => {
        const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
        const input: ContactMessageInput = {
          name: "Meera Pillai",
          email: `meera.${unique}@example.in`,
          company: "Spice Route Foods",
          phone: "+919876543210",
          subject: `E2E enquiry ${unique}`,
          message: "We would like to send order updates to our customers on WhatsApp.",
          ...overrides,
        };
        const data = await graphql<{ submitContactMessage: { id: string } }>(
          request,
          `
            mutation Submit($input: ContactMessageInput!) {
              submitContactMessage(input: $input) {
                id
              }
            }
          `,
          { input },
        );
        created.push(data.submitContactMessage.id);
        return { id: data.submitContactMessage.id, subject: input.subject, email: input.email };
      },
    });
    for (const id of created) {
      await adminApi
        .graphql(`mutation Remove($id: ID!) { deleteContactMessage(id: $id) }`, { id })
        .catch(() => undefined); // already deleted by the test
    }
  },
});
