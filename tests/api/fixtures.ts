import { test as base, expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { E2E_ADMIN } from "../support/e2e-constants.ts";

/** Signs in through REST and returns the bearer token. */
export async function signInOverRest(
  request: APIRequestContext,
  credentials: { username: string; password: string } = E2E_ADMIN,
): Promise<string> {
  const response = await request.post("/api/admin/login", { data: credentials });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Runs a GraphQL operation the way the console does. */
export async function graphql<Data = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  options: { variables?: Record<string, unknown>; token?: string } = {},
): Promise<{ data?: Data; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const response = await request.post("/graphql", {
    data: { query, variables: options.variables },
    headers: options.token ? bearer(options.token) : {},
  });
  return response.json();
}

/** An /api error: JSON with a message, never HTML, never a stack trace. */
export async function expectJsonError(
  response: APIResponse,
  status: number,
  message?: string | RegExp,
) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  const body = (await response.json()) as {
    message: string;
    errors?: { path: string; message: string }[];
  };
  expect(typeof body.message).toBe("string");
  expect(JSON.stringify(body)).not.toMatch(/\bat \S+ \(|node_modules|<html/i);
  if (message instanceof RegExp) expect(body.message).toMatch(message);
  else if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

export interface PlatformSettings {
  maintenanceMode: boolean;
  signupEnabled: boolean;
  allowedOrigins: string[];
  updatedAt: string | null;
}

export async function readSettings(
  request: APIRequestContext,
  token: string,
): Promise<PlatformSettings> {
  return (await request.get("/api/admin/settings", { headers: bearer(token) })).json();
}

/** Runs `work` with some settings changed, then puts the settings back as they were. */
export async function withSettings(
  request: APIRequestContext,
  token: string,
  changes: Partial<PlatformSettings>,
  work: () => Promise<void>,
): Promise<void> {
  const original = await readSettings(request, token);
  const put = (settings: PlatformSettings) =>
    request.put("/api/admin/settings", { headers: bearer(token), data: settings });
  expect((await put({ ...original, ...changes })).status()).toBe(200);
  try {
    await work();
  } finally {
    await put(original);
  }
}

export const test = base.extend<{ adminToken: string }>({
  adminToken: async ({ request }, use) => {
    const token = await signInOverRest(request);
    await use(token);
    await request.post("/api/admin/logout", { headers: bearer(token) });
  },
});

export { expect };
