import {
  adminPaths,
  expect,
  expectToast,
  fulfillOperation,
  holdOperation,
  interceptOperation,
  systemStatusAnswer,
  test,
} from "./fixtures.ts";

interface Settings {
  maintenanceMode: boolean;
  signupEnabled: boolean;
  allowedOrigins: string[];
}

const readSettings = `query { platformSettings { maintenanceMode signupEnabled allowedOrigins } }`;
const writeSettings = `mutation Restore($input: PlatformSettingsInput!) {
  updatePlatformSettings(input: $input) { maintenanceMode }
}`;

test.describe("platform settings switches", () => {
  let original: Settings;

  test.beforeEach(async ({ adminApi }) => {
    original = (await adminApi.graphql<{ platformSettings: Settings }>(readSettings))
      .platformSettings;
  });

  // The public site reads these switches too: always put them back.
  test.afterEach(async ({ adminApi }) => {
    await adminApi.graphql(writeSettings, { input: original });
  });

  for (const { label, flag } of [
    { label: "Maintenance Mode", flag: "maintenanceMode" },
    { label: "New User Signup", flag: "signupEnabled" },
  ] as const) {
    test(`${label}: sends the whole settings object with one flag changed, and persists`, async ({
      page,
      adminSession,
    }) => {
      await adminSession.open(page, adminPaths.settings);
      const toggle = page.getByRole("switch", { name: label });
      await expect(toggle).toBeEnabled();
      await expect(toggle).toHaveAttribute("aria-checked", String(original[flag]));

      const save = await holdOperation(page, "UpdatePlatformSettings");
      const sent = page.waitForRequest(
        (request) =>
          request.url().endsWith("/graphql") &&
          (request.postDataJSON() as { operationName?: string }).operationName ===
            "UpdatePlatformSettings",
      );
      const refetched = page.waitForRequest(
        (request) =>
          request.url().endsWith("/graphql") &&
          (request.postDataJSON() as { operationName?: string }).operationName ===
            "PlatformSettings",
      );
      await toggle.click();
      const { variables } = (await sent).postDataJSON() as { variables: { input: Settings } };
      expect(variables.input).toEqual({ ...original, [flag]: !original[flag] });
      // Both switches wait while the save is pending.
      await expect(page.getByRole("switch", { name: "Maintenance Mode" })).toBeDisabled();
      await expect(page.getByRole("switch", { name: "New User Signup" })).toBeDisabled();
      save.release();

      await expectToast(
        page,
        "Settings Updated",
        "Platform settings have been updated successfully.",
      );
      await refetched;
      await expect(toggle).toHaveAttribute("aria-checked", String(!original[flag]));
      await expect(toggle).toBeEnabled();
      await expect(page.getByText("Never updated")).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole("switch", { name: label })).toHaveAttribute(
        "aria-checked",
        String(!original[flag]),
      );

      await page.getByRole("switch", { name: label }).click();
      await expectToast(
        page,
        "Settings Updated",
        "Platform settings have been updated successfully.",
      );
      await expect(page.getByRole("switch", { name: label })).toHaveAttribute(
        "aria-checked",
        String(original[flag]),
      );
    });
  }

  test("a failed save toasts the server's message and leaves the switch as it was", async ({
    page,
    adminSession,
  }) => {
    await fulfillOperation(page, "UpdatePlatformSettings", {
      errors: [
        {
          message: "Each allowed origin must be a full origin such as https://example.com",
          extensions: { code: "BAD_USER_INPUT" },
        },
      ],
      data: null,
    });
    await adminSession.open(page, adminPaths.settings);
    const toggle = page.getByRole("switch", { name: "Maintenance Mode" });
    await toggle.click();
    await expectToast(
      page,
      "Update Failed",
      "Each allowed origin must be a full origin such as https://example.com",
    );
    await expect(toggle).toHaveAttribute("aria-checked", String(original.maintenanceMode));
  });

  test("a network failure toasts the fallback", async ({ page, adminSession, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource/);
    await interceptOperation(page, "UpdatePlatformSettings", (route) =>
      route.abort("connectionfailed"),
    );
    await adminSession.open(page, adminPaths.settings);
    await page.getByRole("switch", { name: "New User Signup" }).click();
    await expectToast(page, "Update Failed", "Failed to update settings. Please try again.");
  });
});

test("switches are disabled while the settings load", async ({ page, adminSession }) => {
  const load = await holdOperation(page, "PlatformSettings");
  await adminSession.open(page, adminPaths.settings);
  await expect(page.getByRole("switch", { name: "Maintenance Mode" })).toBeDisabled();
  await expect(page.getByRole("switch", { name: "New User Signup" })).toBeDisabled();
  load.release();
  await expect(page.getByRole("switch", { name: "Maintenance Mode" })).toBeEnabled();
});

test("platform configuration: origins or 'No specific origins configured', 'Never updated' or the time", async ({
  page,
  adminSession,
}) => {
  await fulfillOperation(page, "PlatformSettings", {
    data: {
      platformSettings: {
        __typename: "PlatformSettings",
        maintenanceMode: false,
        signupEnabled: true,
        allowedOrigins: [],
        updatedAt: null,
      },
    },
  });
  await adminSession.open(page, adminPaths.settings);
  const config = page.getByRole("region", { name: "Platform Configuration" });
  await expect(config).toContainText("Allowed Origins (CORS)No specific origins configured");
  await expect(config).toContainText("Last UpdatedNever updated");

  await page.unrouteAll();
  const updatedAt = "2026-11-21T14:30:00.000Z";
  await fulfillOperation(page, "PlatformSettings", {
    data: {
      platformSettings: {
        __typename: "PlatformSettings",
        maintenanceMode: false,
        signupEnabled: true,
        allowedOrigins: ["https://app.aizapy.in", "https://partners.aizapy.in"],
        updatedAt,
      },
    },
  });
  await page.reload();
  const localTime = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(iso),
      ),
    updatedAt,
  );
  await expect(config).toContainText("https://app.aizapy.in, https://partners.aizapy.in");
  await expect(config).toContainText(`Last Updated${localTime}`);
  // Read-only: nothing to edit.
  await expect(config.getByRole("textbox")).toHaveCount(0);
});

test("the system status card: the platform, the database and the API gateway as measured", async ({
  page,
  adminSession,
}) => {
  await adminSession.open(page, adminPaths.settings);
  const status = page.getByRole("region", { name: "System Status" });
  await expect(status).toContainText("Platform StatusOperational");
  await expect(status).toContainText(/DatabaseConnected · \d+ ms/);
  // The suites' server has a local stand-in for the Graph API.
  await expect(status).toContainText(/API GatewayActive · Cloud API \d+ ms/);
  await expect(page.getByText("Temporarily disable platform access for maintenance")).toBeVisible();
  await expect(page.getByText("Allow new users to create accounts")).toBeVisible();
});

test("the system status card names what needs attention", async ({ page, adminSession }) => {
  await fulfillOperation(
    page,
    "SystemStatus",
    systemStatusAnswer({
      messageQueue: { waiting: 80, oldestWaitingSeconds: 95, parked: 0 },
      whatsappCloud: { reachable: false, latencyMs: null },
    }),
  );
  await adminSession.open(page, adminPaths.settings);
  const status = page.getByRole("region", { name: "System Status" });
  await expect(status).toContainText("Platform StatusNeeds attention · API gateway, message queue");
  await expect(status).toContainText("DatabaseConnected · 2 ms");
  await expect(status).toContainText("API GatewayDegraded · Cloud API unreachable");

  await page.unrouteAll();
  await fulfillOperation(
    page,
    "SystemStatus",
    systemStatusAnswer({ database: { healthy: false, latencyMs: 0 } }),
  );
  await page.reload();
  await expect(status).toContainText("Platform StatusDegraded · database");
  await expect(status).toContainText("DatabaseUnavailable");
});

test.describe("allowed origins", () => {
  let original: Settings;

  test.beforeEach(async ({ adminApi }) => {
    original = (await adminApi.graphql<{ platformSettings: Settings }>(readSettings))
      .platformSettings;
  });

  test.afterEach(async ({ adminApi }) => {
    await adminApi.graphql(writeSettings, { input: original });
  });

  for (const theme of ["light", "dark"] as const) {
    test(`are added and removed one at a time, each checked as an origin and audited (${theme})`, async ({
      page,
      adminSession,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      const origin = `https://partners-${theme}-${Date.now().toString(36)}.example.in`;
      await adminSession.open(page, adminPaths.settings);
      await page.getByRole("button", { name: "Edit Origins" }).click();
      const dialog = page.getByRole("dialog", { name: "Allowed Origins" });
      const field = dialog.getByRole("textbox", { name: "Origin" });
      await expect(field).toBeFocused();

      for (const bad of ["partners.example.in", `${origin}/`, `${origin}/webhooks`, "ftp://x.in"]) {
        await field.fill(bad);
        await dialog.getByRole("button", { name: "Add Origin" }).click();
        await expect(field).toHaveAccessibleDescription(
          /The origin must be a full origin such as https:\/\/example.com/,
        );
      }

      await field.fill(origin);
      await dialog.getByRole("button", { name: "Add Origin" }).click();
      await expectToast(page, "Origin Added", `${origin} may now call the API from a browser.`);
      await expect(dialog.getByRole("list", { name: "Allowed origins" })).toContainText(origin);
      await expect(field).toHaveValue("");
      await expect(field).toBeFocused();

      await field.fill(origin);
      await dialog.getByRole("button", { name: "Add Origin" }).click();
      await expect(field).toHaveAccessibleDescription(new RegExp(`${origin} is already allowed`));

      await dialog.getByRole("button", { name: "Done" }).click();
      const config = page.getByRole("region", { name: "Platform Configuration" });
      await expect(config).toContainText(origin);
      await page.reload();
      await expect(config).toContainText(origin);

      await page.getByRole("button", { name: "Edit Origins" }).click();
      await dialog.getByRole("button", { name: `Remove ${origin}` }).click();
      await expectToast(
        page,
        "Origin Removed",
        `${origin} may no longer call the API from a browser.`,
      );
      await expect(dialog).not.toContainText(origin);
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect(config).not.toContainText(origin);

      await page
        .getByRole("navigation", { name: "Admin navigation" })
        .getByRole("link", { name: "Audit Logs" })
        .click();
      const log = page.getByRole("list", { name: "Audit log entries" }).getByRole("listitem");
      await expect(log.nth(0)).toContainText(`Allowed origin ${origin} removed`);
      await expect(log.nth(1)).toContainText(`Allowed origin ${origin} added`);
    });
  }
});
