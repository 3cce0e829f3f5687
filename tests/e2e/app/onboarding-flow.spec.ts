// The main flow, as a new visitor: sign up from the home page, land in the workspace, verify the
// address from the mail, send hello_world to one's own phone from the sandbox and see it
// delivered, create an API key and send with it, then invite an agent who joins from the
// invitation mail and finds the keys out of reach. The time from sign-up to the first
// "Delivered" is measured (the promise: under a minute).
import {
  expect,
  linkIn,
  memberGraphql,
  navigation,
  STRONG_PASSWORD,
  storedToken,
  test,
  toast,
  unique,
  uniqueMobile,
  waitForHydration,
  waitForMail,
  workspacePaths,
} from "./fixtures.ts";

/** The promise to a new business: its first message delivered within a minute of signing up. */
const SIGNUP_TO_DELIVERED_LIMIT_MS = 60_000;

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("a new visitor signs up, sends hello_world, creates an API key and invites an agent", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const owner = {
    fullName: "Ananya Iyer",
    email: `ananya.${id}@example.in`,
    businessName: `Masala Box ${id}`,
  };
  const agentEmail = `ravi.${id}@example.in`;
  const ownPhone = uniqueMobile();

  // Home → Sign Up → the sign-up form.
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).first().click();
  await expect(page).toHaveURL("/signup");
  const form = page.getByRole("form", { name: "Create your account" });
  await waitForHydration(page, form);
  await form.getByLabel("Full Name").fill(owner.fullName);
  await form.getByLabel("Email Address").fill(owner.email);
  await form.getByLabel(/^Password\*?$/).fill(STRONG_PASSWORD);
  await form.getByLabel("Phone Number").fill(`+91 ${uniqueMobile()}`);
  await form.getByLabel("Business Name").fill(owner.businessName);
  const signedUpAt = Date.now();
  await form.getByRole("button", { name: "Create Account" }).click();

  // The workspace, with a welcome and the checklist; the address is not verified yet.
  await expect(page).toHaveURL(`${workspacePaths.home}?welcome=1`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome to Ai Zapy, Ananya!" }),
  ).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(owner.businessName);
  await expect(page.getByText("Verify your email to go live")).toBeVisible();
  const sandboxStep = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "Your sandbox is ready" }),
  });
  await expect(sandboxStep.getByText("Done", { exact: true })).toBeVisible();
  await expect(sandboxStep).toContainText(/\+1555\d{7}/);

  // The verification mail's link verifies the address; back in the workspace, no banner.
  const verification = await waitForMail(owner.email, /Verify your email address/);
  await page.goto(linkIn(verification, "/verify-email"));
  await expect(page.getByText("Your email address is verified")).toBeVisible();
  await page.getByRole("link", { name: "Continue to your workspace" }).click();
  await expect(page).toHaveURL(workspacePaths.home);
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.getByText("Verify your email to go live")).toBeHidden();

  // hello_world to one's own number, followed until delivered.
  const helloWorldStep = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "Send hello_world to your own WhatsApp number" }),
  });
  await helloWorldStep.getByLabel("Your WhatsApp number").fill(ownPhone);
  await helloWorldStep.getByRole("button", { name: "Send hello_world" }).click();
  await expect(helloWorldStep.getByText("Delivered", { exact: true })).toBeVisible();
  const signupToDeliveredMs = Date.now() - signedUpAt;
  test.info().annotations.push({
    type: "signup-to-delivered-ms",
    description: String(signupToDeliveredMs),
  });
  expect(signupToDeliveredMs).toBeLessThan(SIGNUP_TO_DELIVERED_LIMIT_MS);
  await expect(helloWorldStep.getByRole("status")).toHaveText(
    `hello_world was delivered to +91${ownPhone}.`,
  );

  // Developers: an API key, shown once, copied, and used as the cURL command does.
  await (await navigation(page)).getByRole("link", { name: "Developers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Developers" })).toBeVisible();
  await page.getByRole("button", { name: "Create API key" }).click();
  const createDialog = page.getByRole("dialog", { name: "Create API key" });
  await createDialog.getByLabel("Key name").fill("Order system");
  await createDialog.getByRole("button", { name: "Create key" }).click();
  const keyDialog = page.getByRole("dialog", { name: "Copy your API key now" });
  await expect(keyDialog).toBeVisible();
  await keyDialog.getByRole("button", { name: "Copy API key" }).click();
  const apiKey = await page.evaluate(() => navigator.clipboard.readText());
  expect(apiKey).toMatch(/^azk_/);
  await expect(keyDialog.getByRole("region", { name: /Try it/ })).toContainText(
    `Authorization: Bearer ${apiKey}`,
  );
  await keyDialog.getByRole("button", { name: "Done" }).click();
  await expect(keyDialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Create API key" })).toBeFocused();
  await expect(
    page.getByRole("table", { name: "API keys" }).getByRole("row", { name: /Order system/ }),
  ).toContainText("Active");

  const sent = await request.post("/v1/messages/template", {
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    data: { to: `+91${ownPhone}`, template: { name: "hello_world", language: "en_US" } },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // Team: invite an agent; they join from the mail's link in a browser of their own.
  await (await navigation(page)).getByRole("link", { name: "Team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Members" }).getByRole("row", { name: /Ananya Iyer/ }),
  ).toContainText("Verified");
  await page.getByRole("button", { name: "Invite member" }).click();
  const inviteDialog = page.getByRole("dialog", { name: "Invite a member" });
  await inviteDialog.getByLabel("Email address").fill(agentEmail);
  await expect(inviteDialog.getByLabel("Role")).toHaveValue("agent");
  await inviteDialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, "Invitation sent")).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Invitations" })
      .getByRole("row", { name: new RegExp(agentEmail) }),
  ).toContainText("Pending");

  const invitation = await waitForMail(agentEmail, /invited you to/);
  const agentContext = await browser.newContext();
  try {
    const agentPage = await agentContext.newPage();
    await agentPage.goto(linkIn(invitation, "/accept-invite"));
    const joinForm = agentPage.getByRole("form", { name: "Join your team" });
    await waitForHydration(agentPage, joinForm);
    await joinForm.getByLabel("Full Name").fill("Ravi Kumar");
    await joinForm.getByLabel(/^Password\*?$/).fill(STRONG_PASSWORD);
    await joinForm.getByRole("button", { name: "Join Your Team" }).click();

    await expect(agentPage).toHaveURL(workspacePaths.home);
    await expect(agentPage.getByRole("banner")).toContainText(owner.businessName);
    const agentNav = agentPage.getByRole("navigation", { name: "Workspace navigation" });
    const developersLink = agentNav.getByRole("link", { name: /Developers/ });
    await expect(developersLink).toContainText("Locked");
    await developersLink.click();
    await expect(
      agentPage.getByRole("heading", { name: "Only owners and admins can see this" }),
    ).toBeVisible();
    await expect(agentPage.getByRole("heading", { name: "API keys" })).toHaveCount(0);

    // Forcing the question anyway: the server refuses an agent the keys.
    const agentToken = await storedToken(agentPage);
    expect(agentToken).toMatch(/^azm_/);
    const forced = await memberGraphql(request, agentToken!, "query { workspaceApiKeys { id } }");
    expect(forced.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  } finally {
    await agentContext.close();
  }
});
