import { E2E_ADMIN } from "../../support/e2e-constants.ts";
import {
  adminPaths,
  expect,
  expectToast,
  fulfillOperation,
  graphql,
  holdOperation,
  recordOperations,
  signInOverApi,
  signOutOverApi,
  test,
} from "./fixtures.ts";

test("current information: username, capitalised role and the creation time", async ({
  page,
  adminSession,
  adminApi,
}) => {
  const { me } = await adminApi.graphql<{ me: { createdAt: string } }>(
    `query { me { createdAt } }`,
  );
  await adminSession.open(page, adminPaths.profile);
  const info = page.getByRole("region", { name: "Current Information" });
  await expect(info).toContainText(`Username${E2E_ADMIN.username}`);
  await expect(info).toContainText("RoleAdmin");
  const created = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(iso),
      ),
    me.createdAt,
  );
  await expect(info).toContainText(`Account Created${created}`);
  await expect(page.getByRole("region", { name: "Security Recommendations" })).toContainText(
    "Use at least 8 characters",
  );
});

test("the form prefills the username, checks the rules before any call, and shows or hides each password", async ({
  page,
  adminSession,
}) => {
  await adminSession.open(page, adminPaths.profile);
  const form = page.getByRole("form", { name: "Update Credentials" });
  await expect(form.getByLabel("New Username", { exact: true })).toHaveValue(E2E_ADMIN.username);

  const operations = recordOperations(page);
  await form.getByLabel("New Username", { exact: true }).fill("ab");
  await form.getByRole("button", { name: "Update Credentials" }).click();
  await expect(form).toContainText("Current password is required");
  await expect(form).toContainText("Username must be at least 3 characters");
  await expect(form).toContainText("Password must be at least 6 characters");
  await expect(form).toContainText("Please confirm your password");
  await expect(form.getByLabel("Current Password", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await form.getByLabel("Current Password", { exact: true }).fill("whatever");
  await form.getByLabel("New Username", { exact: true }).fill("admin");
  await form.getByLabel("New Password", { exact: true }).fill("abcdef");
  await form.getByLabel("Confirm New Password", { exact: true }).fill("abcdeg");
  await form.getByRole("button", { name: "Update Credentials" }).click();
  await expect(form).toContainText("Passwords don't match");
  await expect(form.getByLabel("Confirm New Password", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  expect(operations).not.toContain("UpdateAdminCredentials");

  for (const [field, name] of [
    ["Current Password", "current password"],
    ["New Password", "new password"],
    ["Confirm New Password", "password confirmation"],
  ] as const) {
    const input = form.getByLabel(field, { exact: true });
    await expect(input).toHaveAttribute("type", "password");
    await form.getByRole("button", { name: `Show ${name}` }).click();
    await expect(input).toHaveAttribute("type", "text");
    await form.getByRole("button", { name: `Hide ${name}` }).click();
    await expect(input).toHaveAttribute("type", "password");
  }
});

test("a wrong current password is shown on its field and in the toast", async ({
  page,
  adminSession,
}) => {
  await adminSession.open(page, adminPaths.profile);
  const form = page.getByRole("form", { name: "Update Credentials" });
  await form.getByLabel("Current Password", { exact: true }).fill("not-my-password");
  await form.getByLabel("New Password", { exact: true }).fill("another-password");
  await form.getByLabel("Confirm New Password", { exact: true }).fill("another-password");
  await form.getByRole("button", { name: "Update Credentials" }).click();
  await expectToast(page, "Update Failed", "Current password is incorrect");
  await expect(form.getByLabel("Current Password", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(form).toContainText("Current password is incorrect");
  await expect(form.getByLabel("Current Password", { exact: true })).toBeFocused();
});

test("a taken username is shown on its field", async ({ page, adminSession }) => {
  await fulfillOperation(page, "UpdateAdminCredentials", {
    errors: [
      {
        message: "That username is already taken",
        extensions: {
          code: "BAD_USER_INPUT",
          fieldErrors: [{ path: "newUsername", message: "That username is already taken" }],
        },
      },
    ],
    data: null,
  });
  await adminSession.open(page, adminPaths.profile);
  const form = page.getByRole("form", { name: "Update Credentials" });
  await form.getByLabel("Current Password", { exact: true }).fill(E2E_ADMIN.password);
  await form.getByLabel("New Username", { exact: true }).fill("operator");
  await form.getByLabel("New Password", { exact: true }).fill("another-password");
  await form.getByLabel("Confirm New Password", { exact: true }).fill("another-password");
  await form.getByRole("button", { name: "Update Credentials" }).click();
  await expectToast(page, "Update Failed", "That username is already taken");
  await expect(form.getByLabel("New Username", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
});

test("new credentials: 'Updating...', the toast, a reset form, then signing in with them", async ({
  page,
  adminSession,
  request,
}) => {
  const changed = { username: "admin-e2e-renamed", password: "renamed-e2e-password" };
  try {
    await adminSession.open(page, adminPaths.profile);
    const form = page.getByRole("form", { name: "Update Credentials" });
    await form.getByLabel("Current Password", { exact: true }).fill(E2E_ADMIN.password);
    await form.getByLabel("New Username", { exact: true }).fill(changed.username);
    await form.getByLabel("New Password", { exact: true }).fill(changed.password);
    await form.getByLabel("Confirm New Password", { exact: true }).fill(changed.password);

    const update = await holdOperation(page, "UpdateAdminCredentials");
    const sent = page.waitForRequest(
      (request) =>
        request.url().endsWith("/graphql") &&
        (request.postDataJSON() as { operationName?: string }).operationName ===
          "UpdateAdminCredentials",
    );
    await form.getByRole("button", { name: "Update Credentials" }).click();
    await expect(form.getByRole("button", { name: "Updating..." })).toBeDisabled();
    // The confirmation is checked in the browser and never sent.
    expect(
      ((await sent).postDataJSON() as { variables: { input: object } }).variables.input,
    ).toEqual({
      currentPassword: E2E_ADMIN.password,
      newUsername: changed.username,
      newPassword: changed.password,
    });
    update.release();

    await expectToast(
      page,
      "Credentials Updated",
      "Your admin credentials have been updated successfully.",
    );
    await expect(page.getByRole("region", { name: "Current Information" })).toContainText(
      `Username${changed.username}`,
    );
    await expect(form.getByLabel("Current Password", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("New Password", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Confirm New Password", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("New Username", { exact: true })).toHaveValue(changed.username);
    // This session stays signed in.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();

    await page.getByRole("button", { name: `Account menu for ${changed.username}` }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(adminPaths.login);

    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In to Admin Panel" }).click();
    await expectToast(page, "Login Failed", "Invalid username or password");

    await page.getByLabel("Username").fill(changed.username);
    await page.getByLabel("Password", { exact: true }).fill(changed.password);
    await page.getByRole("button", { name: "Sign In to Admin Panel" }).click();
    await expectToast(page, "Login Successful", `Welcome back, ${changed.username}!`);
    await expect(page).toHaveURL(adminPaths.dashboard);
  } finally {
    // Every other suite signs in as the end-to-end admin: change the credentials back.
    const token = await signInOverApi(request, changed).catch(() => null);
    if (token) {
      await graphql(
        request,
        `
          mutation Restore($input: UpdateCredentialsInput!) {
            updateAdminCredentials(input: $input) {
              id
            }
          }
        `,
        {
          input: {
            currentPassword: changed.password,
            newUsername: E2E_ADMIN.username,
            newPassword: E2E_ADMIN.password,
          },
        },
        token,
      );
      await signOutOverApi(request, token);
    }
  }
});
