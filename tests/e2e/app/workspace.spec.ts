// The workspace's screens against the built product, as one owner (signed up once for the
// file): the guard (no session, a refused one, maintenance), axe on home, team and developers in
// both themes, the webhook (secret shown once, a delivery seen, the checklist done), templates,
// and usage & billing. The main flow, from the home page to an invited agent, is its own file.
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothThemes,
  linkIn,
  memberGraphql,
  openWorkspace,
  signUpOverApi,
  storedToken,
  test,
  toast,
  unique,
  uniqueMobile,
  waitForMail,
  workspacePaths,
  STRONG_PASSWORD,
} from "./fixtures.ts";

test.describe("the guard", () => {
  test("without a session, /app opens the sign-in page", async ({ page }) => {
    await page.goto(`${workspacePaths.team}`);
    await expect(page).toHaveURL("/login");
  });

  test("a token the server refuses is forgotten, and it is the sign-in page", async ({ page }) => {
    await openWorkspace(page, "azm_not-a-session-anyone-has", workspacePaths.developers);
    await expect(page).toHaveURL("/login");
    expect(await storedToken(page)).toBeNull();
  });

  test("in maintenance, a full-page notice; Try again brings the workspace back", async ({
    page,
    sharedMember,
    adminApi,
  }) => {
    const settings = `maintenanceMode signupEnabled allowedOrigins`;
    const { platformSettings: original } = await adminApi.graphql<{
      platformSettings: {
        maintenanceMode: boolean;
        signupEnabled: boolean;
        allowedOrigins: string[];
      };
    }>(`query { platformSettings { ${settings} } }`);
    const save = (maintenanceMode: boolean) =>
      adminApi.graphql(
        `mutation Save($input: PlatformSettingsInput!) { updatePlatformSettings(input: $input) { ${settings} } }`,
        { input: { ...original, maintenanceMode } },
      );
    await save(true);
    try {
      await openWorkspace(page, sharedMember.token);
      await expect(
        page.getByRole("heading", { level: 1, name: "We'll be right back" }),
      ).toBeVisible();
      await expect(page.getByText(/Ai Zapy is down for scheduled maintenance/)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("status")).toHaveText(/Still under maintenance/);
    } finally {
      await save(false);
    }
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    // The session survived the maintenance.
    expect(await storedToken(page)).toBe(sharedMember.token);
  });
});

test.describe("accessibility", () => {
  const screens = [
    { path: workspacePaths.home, heading: "Home", ready: "Your sandbox is ready" },
    { path: workspacePaths.team, heading: "Team", ready: "Who can do what" },
    { path: workspacePaths.developers, heading: "Developers", ready: "No API keys yet" },
  ] as const;

  for (const screen of screens) {
    test(`${screen.heading} (${screen.path}) in both themes`, async ({ page, sharedMember }) => {
      await openWorkspace(page, sharedMember.token, screen.path);
      await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
      await expect(page.getByText(screen.ready).first()).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectNoAxeViolationsInBothThemes(page);
    });
  }
});

test("the top bar names the business; the menu names the member and signs out", async ({
  page,
  request,
}) => {
  // A member of their own: signing out ends the session.
  const member = await signUpOverApi(request, { fullName: "Kavya Reddy" });
  await openWorkspace(page, member.token);
  await expect(page.getByRole("banner")).toContainText(member.businessName);
  await page.getByRole("button", { name: "Account menu for Kavya Reddy (Owner)" }).click();
  await expect(page.getByRole("menu")).toContainText("Kavya Reddy · Owner");
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/login");
  expect(await storedToken(page)).toBeNull();
  const refused = await memberGraphql(request, member.token, "query { memberAccount { role } }");
  expect(refused.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
});

test("the webhook: its secret shown once, a delivery seen, the checklist's last step done", async ({
  page,
  sharedMember,
}) => {
  const received: string[] = [];
  const endpoint = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push(Buffer.concat(chunks).toString("utf8"));
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
  try {
    const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hooks/whatsapp`;
    await openWorkspace(page, sharedMember.token, workspacePaths.developers);
    const card = page.getByRole("region", { name: "Webhook", exact: true });
    await expect(card.getByText("Not set")).toBeVisible();
    await card.getByLabel("Webhook URL").fill(url);
    await card.getByRole("button", { name: "Save webhook" }).click();
    const secretDialog = page.getByRole("dialog", { name: "Copy your signing secret now" });
    await expect(secretDialog).toContainText(/whsec_/);
    await expectNoAxeViolations(page);
    await secretDialog.getByRole("button", { name: "Done" }).click();
    await expect(card.getByLabel("Webhook URL")).toBeFocused();
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText(/whsec_/)).toHaveCount(0);

    // A message's statuses reach the endpoint, and the deliveries say so.
    await page.getByRole("link", { name: "Home" }).click();
    const step = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Send hello_world to your own WhatsApp number" }),
    });
    // (Another test of this file may have sent one already.)
    const again = step.getByRole("button", { name: "Send it again" });
    if (await again.isVisible()) await again.click();
    await step.getByLabel("Your WhatsApp number").fill(uniqueMobile());
    await step.getByRole("button", { name: "Send hello_world" }).click();
    await expect(step.getByText("Delivered", { exact: true })).toBeVisible();
    const webhookStep = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Set a webhook URL and see a delivery" }),
    });
    await expect(webhookStep.getByText("Done", { exact: true })).toBeVisible();
    expect(received.some((body) => body.includes("message.status"))).toBe(true);

    await webhookStep.getByRole("link", { name: "See deliveries" }).click();
    const deliveries = page.getByRole("table", { name: "Webhook deliveries" });
    await expect(deliveries.getByRole("row", { name: /message\.status/ }).first()).toContainText(
      "Delivered",
    );
    const before = received.length;
    await deliveries
      .getByRole("button", { name: /^Redeliver the message\.status webhook/ })
      .first()
      .click();
    await expect(toast(page, "Redelivery started")).toBeVisible();
    await expect.poll(() => received.length).toBeGreaterThan(before);

    // Rotating gives a new secret, once.
    await card.getByRole("button", { name: "Rotate signing secret" }).click();
    await page
      .getByRole("alertdialog", { name: "Rotate the signing secret?" })
      .getByRole("button", { name: "Rotate secret" })
      .click();
    await expect(page.getByRole("dialog", { name: "Copy your signing secret now" })).toContainText(
      /whsec_/,
    );
  } finally {
    endpoint.closeAllConnections();
    await new Promise((resolve) => endpoint.close(resolve));
  }
});

test("templates: a new one is approved at once on the sandbox; field errors on their fields", async ({
  page,
  sharedMember,
}) => {
  const name = `order_update_${unique()}`;
  await openWorkspace(page, sharedMember.token, workspacePaths.templates);
  const table = page.getByRole("table", { name: "Message templates" });
  await expect(table.getByRole("row", { name: /hello_world/ })).toContainText("Approved");

  await page.getByRole("button", { name: "Add template" }).click();
  const dialog = page.getByRole("dialog", { name: "Add template" });
  // The browser's check first (the shared rules), then the server's (a name already used).
  await dialog.getByLabel(/^Name/).fill("Order Update");
  await dialog.getByLabel(/^Body/).fill("Hi {{2}}");
  await dialog.getByRole("button", { name: "Add template" }).click();
  await expect(dialog.getByLabel(/^Name/)).toHaveAccessibleDescription(/lowercase letters/);
  await expect(dialog.getByLabel(/^Body/)).toHaveAccessibleDescription(/in order/);
  await dialog.getByLabel(/^Name/).fill("hello_world");
  await dialog.getByLabel(/^Language/).fill("en_US");
  await dialog.getByLabel(/^Body/).fill("Hello {{1}}");
  await dialog.getByRole("button", { name: "Add template" }).click();
  await expect(dialog.getByLabel(/^Name/)).toHaveAccessibleDescription(
    /A template with this name and language already exists/,
  );
  await expect(dialog.getByLabel(/^Name/)).toBeFocused();

  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Category/).selectOption("utility");
  await dialog.getByLabel(/^Body/).fill("Hi {{1}}, your order {{2}} is on its way.");
  await dialog.getByRole("button", { name: "Add template" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Template added")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(name) })).toContainText("Approved");
});

test("usage & billing: plan, limit tier, quality rating and this month's usage", async ({
  page,
  sharedMember,
}) => {
  await openWorkspace(page, sharedMember.token, workspacePaths.billing);
  await expect(page.getByRole("heading", { level: 1, name: "Usage & billing" })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: "Plan" }).first()).toContainText("Free");
  await expect(page.getByRole("article").filter({ hasText: "Messaging limit tier" })).toContainText(
    /customers/,
  );
  await expect(page.getByRole("article").filter({ hasText: "Quality rating" })).toContainText(
    /\((Green|Yellow|Red)\)/,
  );
  await expect(
    page
      .getByRole("table", { name: "Usage and cost by month" })
      .or(page.getByText(/No messages in the last 6 months/)),
  ).toBeVisible();
});

test("team: a member's role changed (once confirmed) and the member removed; an invitation revoked", async ({
  page,
  request,
  sharedMember,
}) => {
  // A colleague who joined from an invitation, and one still invited.
  const id = unique();
  const joining = `arjun.${id}@example.in`;
  const invited = `neha.${id}@example.in`;
  const invite = (email: string) =>
    memberGraphql(
      request,
      sharedMember.token,
      "mutation Invite($input: InvitationInput!) { inviteMember(input: $input) { id } }",
      { input: { email, role: "agent" } },
    );
  expect((await invite(joining)).errors).toBeUndefined();
  expect((await invite(invited)).errors).toBeUndefined();
  const token = new URL(
    linkIn(await waitForMail(joining, /invited you to/), "/accept-invite"),
    "http://localhost",
  ).searchParams.get("token");
  const accepted = await request.post("/api/auth/accept-invite", {
    data: { token, fullName: "Arjun Mehta", password: STRONG_PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);

  await openWorkspace(page, sharedMember.token, workspacePaths.team);
  const members = page.getByRole("table", { name: "Members" });
  const row = members.getByRole("row", { name: /Arjun Mehta/ });
  const role = row.getByLabel("Role of Arjun Mehta");
  await expect(role).toHaveValue("agent");

  // Choosing a role asks first; cancelling keeps the old one.
  await role.selectOption("admin");
  const confirm = page.getByRole("alertdialog", { name: "Change role?" });
  await expect(confirm).toContainText("Arjun Mehta becomes an admin");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(role).toHaveValue("agent");
  await role.selectOption("admin");
  await confirm.getByRole("button", { name: "Make admin" }).click();
  await expect(toast(page, "Role changed")).toBeVisible();
  await expect(role).toHaveValue("admin");

  await row.getByRole("button", { name: "Remove Arjun Mehta (Admin)" }).click();
  await page
    .getByRole("alertdialog", { name: "Remove member?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(toast(page, "Member removed")).toBeVisible();
  await expect(members.getByRole("row", { name: /Arjun Mehta/ })).toHaveCount(0);

  const invitations = page.getByRole("table", { name: "Invitations" });
  await invitations.getByRole("button", { name: `Revoke the invitation of ${invited}` }).click();
  await page
    .getByRole("alertdialog", { name: "Revoke invitation?" })
    .getByRole("button", { name: "Revoke" })
    .click();
  await expect(toast(page, "Invitation revoked")).toBeVisible();
  await expect(invitations.getByRole("row", { name: new RegExp(invited) })).toContainText(
    "Revoked",
  );
});
