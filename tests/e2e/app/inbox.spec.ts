// The team inbox (/app/inbox) as two members see it at once, each in a browser of their own: a
// customer's message (simulated on the sandbox) reaches both screens live, the owner assigns it to
// an agent, the agent answers with a saved reply, notes and resolves it, the customer's next
// message reopens it; a conversation the business started over the API is answered with a
// template only.
import { type Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolationsInBothThemes,
  linkIn,
  memberGraphql,
  openWorkspace,
  signUpOverApi,
  STRONG_PASSWORD,
  test,
  unique,
  uniqueMobile,
  waitForMail,
} from "./fixtures.ts";

const INBOX = "/app/inbox";
/** Live updates cross two browsers and the server on a busy two-core machine. */
const LIVE = { timeout: 10_000 };

/**
 * A sandbox customer who reads what they get and never answers on their own (the sandbox's
 * customers whose numbers end in 5 reply to every message).
 */
const quietCustomer = () => `+91${uniqueMobile().slice(0, -1)}7`;

/** The row of the conversation with this number in the page's list. */
const row = (page: Page, phone: string) =>
  page
    .getByRole("list", { name: "Conversations" })
    .getByRole("listitem")
    .filter({ hasText: phone });

test("two members answer a customer together, live; outside the window only a template goes", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await signUpOverApi(request, { fullName: "Meera Pillai" });

  // An agent who joined from an invitation, in a browser of their own.
  const agentEmail = `arjun.${unique()}@example.in`;
  const invited = await memberGraphql(
    request,
    owner.token,
    "mutation Invite($input: InvitationInput!) { inviteMember(input: $input) { id } }",
    { input: { email: agentEmail, role: "agent" } },
  );
  expect(invited.errors).toBeUndefined();
  const inviteToken = new URL(
    linkIn(await waitForMail(agentEmail, /invited you to/), "/accept-invite"),
    "http://localhost",
  ).searchParams.get("token");
  const accepted = await request.post("/api/auth/accept-invite", {
    data: { token: inviteToken, fullName: "Arjun Mehta", password: STRONG_PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const agentToken = ((await accepted.json()) as { token: string }).token;

  const agentContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const agentPage = await agentContext.newPage();
  const agentErrors: string[] = [];
  agentPage.on("console", (message) => {
    if (message.type() === "error") agentErrors.push(message.text());
  });
  agentPage.on("pageerror", (error) => agentErrors.push(`Uncaught: ${error.message}`));

  try {
    await openWorkspace(page, owner.token, INBOX);
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await expect(page.getByText("No conversations here")).toBeVisible();
    await openWorkspace(agentPage, agentToken, INBOX);
    // The agent watches their own conversations: none yet.
    await agentPage.getByRole("tab", { name: /^Mine/ }).click();
    await expect(agentPage.getByText("No conversations here")).toBeVisible();

    // A customer writes (simulated on the sandbox): the conversation is unassigned and unread.
    const customer = quietCustomer();
    await page.getByRole("button", { name: "Simulate a customer message" }).first().click();
    const simulate = page.getByRole("dialog", { name: "Simulate a customer message" });
    await simulate.getByLabel("Customer's number").fill(customer);
    await simulate.getByLabel("Customer's message").fill("Is my order shipped?");
    await simulate.getByRole("button", { name: "Send as the customer" }).click();
    await expect(simulate).toBeHidden();
    await expect(row(page, customer)).toContainText("1 unread", LIVE);
    await expect(page.getByRole("tab", { name: /^Unassigned/ })).toContainText("1");
    // On the agent's screen too, without a reload: under All (not theirs yet).
    await expect(agentPage.getByRole("tab", { name: /^All/ })).toContainText("1 unread", LIVE);

    // The owner opens it (which reads it) and assigns it to the agent.
    await row(page, customer).getByRole("link", { name: customer }).click();
    const ownerThread = page.getByRole("region", { name: customer });
    await expect(ownerThread.getByRole("log")).toContainText("Is my order shipped?");
    await expect(ownerThread).toContainText(/Free-form replies allowed for 23 h \d+ min/);
    await expect(row(page, customer)).not.toContainText("unread");
    await ownerThread.getByLabel("Assignee").selectOption({ label: "Arjun Mehta" });
    await expect(row(page, customer)).toContainText("Assigned to Arjun Mehta");
    await expect(row(agentPage, customer)).toBeVisible(LIVE);

    // The agent keeps a saved reply, and answers with it through "/".
    await agentPage.getByRole("button", { name: "Saved replies" }).click();
    const savedReplies = agentPage.getByRole("dialog", { name: "Saved replies" });
    await savedReplies.getByLabel("Shortcut").fill("shipped");
    await savedReplies.getByLabel("Reply").fill("Your order left our shop today.");
    await savedReplies.getByRole("button", { name: "Add saved reply" }).click();
    await expect(savedReplies.getByRole("list", { name: "Saved replies" })).toContainText(
      "/shipped",
    );
    await savedReplies.getByRole("button", { name: "Close" }).click();

    await row(agentPage, customer).getByRole("link", { name: customer }).click();
    const agentThread = agentPage.getByRole("region", { name: customer });
    const message = agentThread.getByRole("textbox", { name: "Message" });
    await message.fill("/ship");
    await expect(agentThread.getByRole("option", { name: /\/shipped/ })).toBeVisible();
    await message.press("Enter");
    await expect(message).toHaveValue("Your order left our shop today.");
    await message.press("Control+Enter");
    await expect(message).toHaveValue("");
    const reply = agentThread
      .getByRole("log")
      .getByRole("listitem")
      .filter({ hasText: "Your order left our shop today." });
    await expect(reply).toContainText("Arjun Mehta");
    await expect(reply).toContainText(/Sending|Sent|Delivered|Read/);
    // Delivery ticks announce nothing: the open conversation is read again every 10 seconds.
    await expect(reply).toContainText(/Sent|Delivered|Read/, { timeout: 15_000 });

    // A note only the team sees; the owner, who has the conversation open, sees it come.
    await agentThread.getByRole("tab", { name: "Note" }).click();
    await agentThread.getByRole("textbox", { name: "Note" }).fill("Courier: BlueDart 7781");
    await agentThread.getByRole("button", { name: "Add note" }).click();
    const note = agentThread.getByRole("log").getByRole("listitem").filter({ hasText: "BlueDart" });
    await expect(note).toContainText("Only your team sees notes");
    await expect(ownerThread.getByRole("log")).toContainText("Courier: BlueDart 7781", LIVE);

    // Resolved: it leaves the owner's list of open conversations.
    await agentThread.getByRole("button", { name: "Resolve" }).click();
    await expect(agentThread.getByText("Resolved", { exact: true })).toBeVisible();
    await expect(row(page, customer)).toHaveCount(0, LIVE);

    // The customer writes again: the conversation is open and unread on the owner's screen.
    const again = await memberGraphql(
      request,
      owner.token,
      "mutation Inbound($from: String!, $text: String!) { simulateWorkspaceInbound(from: $from, text: $text) }",
      { from: customer, text: "Thank you! And the invoice?" },
    );
    expect(again.errors).toBeUndefined();
    await expect(row(page, customer)).toContainText("1 unread", LIVE);
    await expect(row(page, customer)).toContainText("Open");
    await expect(ownerThread.getByRole("log")).toContainText("And the invoice?", LIVE);
    // The thread with both sides' messages and a note, the list with an unread conversation.
    await expectNoAxeViolationsInBothThemes(page);

    // A number that never wrote, messaged by the business over the API: the window is closed.
    const created = await memberGraphql<{ createWorkspaceApiKey: { key: string } }>(
      request,
      owner.token,
      'mutation Key { createWorkspaceApiKey(input: { name: "Orders" }) { key } }',
    );
    const apiKey = created.data!.createWorkspaceApiKey.key;
    const stranger = quietCustomer();
    const sent = await request.post("/v1/messages/template", {
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      data: { to: stranger, template: { name: "hello_world", language: "en_US" } },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    await page.getByLabel("Status").selectOption("all");
    await row(page, stranger).getByRole("link", { name: stranger }).click();
    const strangerThread = page.getByRole("region", { name: stranger });
    await expect(strangerThread).toContainText(
      "The 24-hour window is closed — send an approved template",
    );
    await expect(strangerThread.getByRole("log")).toContainText("API");
    await expect(strangerThread.getByRole("tab", { name: "Message" })).toBeDisabled();
    await expect(strangerThread.getByRole("tab", { name: "Template" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await strangerThread
      .getByRole("combobox", { name: "Template" })
      .selectOption({ label: "hello_world (en_US)" });
    await strangerThread.getByRole("button", { name: "Send template" }).click();
    await expect(
      strangerThread.getByRole("log").getByRole("listitem").filter({ hasText: "Meera Pillai" }),
    ).toContainText("Template hello_world");

    await expectNoAxeViolationsInBothThemes(page);
    expect(agentErrors, "console errors on the agent's screen").toEqual([]);
  } finally {
    await agentContext.close();
  }
});
