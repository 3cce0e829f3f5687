/** Where the Playwright suites find the product (E2E_PORT moves it), and the admin they sign in as. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { username: "admin", password: "e2e-admin-password" } as const;

/**
 * Where the end-to-end server finds Meta's Graph API: a local fake of it that the server's starter
 * runs (tests/support/start-e2e-server.ts), since the test machines cannot reach Meta.
 */
export const E2E_GRAPH_API_PORT = E2E_PORT + 1000;

/**
 * The mailbox the end-to-end server's mail goes to (tests/support/mailbox.ts): SMTP for the
 * product (SMTP_URL), and an HTTP listing of what arrived for the tests.
 */
export const E2E_SMTP_PORT = E2E_PORT + 1002;
export const E2E_MAILBOX_PORT = E2E_PORT + 1003;
export const E2E_MAILBOX_URL = `http://127.0.0.1:${E2E_MAILBOX_PORT}`;
