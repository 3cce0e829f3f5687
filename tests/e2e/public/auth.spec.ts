// The account pages as a visitor sees them: sign in, sign up, and the pages the account mails link
// to. The server's answers are faked (page.route) so every outcome can be shown; the whole flow
// against the real server is in tests/e2e/app.
import { type Locator, type Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const TOKEN_KEY = "member_token";
const session = {
  token: "azm_fake-session-token",
  user: {
    id: "u1",
    fullName: "Rajesh Sharma",
    email: "owner@sharmasweets.in",
    emailVerified: false,
  },
  business: {
    id: "b1",
    name: "Sharma Sweets",
    status: "active",
    plan: "free",
    phoneNumberId: null,
  },
  role: "owner",
};

interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Answers `POST /api/auth/<name>` with `answer`; returns the bodies sent, and a way to hold the
 * answer back (to see the page while it waits).
 */
async function fakeAuthApi(page: Page, name: string, answer: FakeAnswer) {
  const sent: unknown[] = [];
  let release: () => void = () => {};
  let held: Promise<void> = Promise.resolve();
  await page.route(`**/api/auth/${name}`, async (route) => {
    sent.push(route.request().postDataJSON());
    await held;
    await route.fulfill({
      status: answer.status,
      headers: answer.headers,
      ...(answer.body === undefined ? {} : { json: answer.body }),
    });
  });
  return {
    sent,
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

/** The workspace (/app) is another team's: a stand-in page shows where the browser went. */
async function fakeWorkspace(page: Page) {
  await page.route(
    (url) => url.pathname === "/app",
    (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Workspace</title><h1>Workspace</h1>",
      }),
  );
}

const storedToken = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);

/** Opens an account page and waits until its form (an island) handles submissions. */
async function openForm(page: Page, url: string, formName: string): Promise<Locator> {
  await page.goto(url);
  const form = page.getByRole("form", { name: formName });
  await expect(page.locator("[data-island]", { has: form })).toHaveAttribute(
    "data-hydrated",
    "true",
  );
  return form;
}

const password = (scope: Locator) => scope.getByLabel(/^Password\*?$/);

test.describe("customer sign-in (/login)", () => {
  test("has a way back home, email and password fields, and links to reset the password and to create an account", async ({
    page,
  }) => {
    const form = await openForm(page, "/login", "Sign in");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(password(form)).toHaveAttribute("type", "password");
    await expect(password(form)).toHaveAttribute("autocomplete", "current-password");
    await expect(form.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/signup",
    );
  });

  test("checks the fields before sending anything", async ({ page }) => {
    const login = await fakeAuthApi(page, "login", { status: 200, body: session });
    const form = await openForm(page, "/login", "Sign in");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Password is required")).toBeVisible();
    await expect(form.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email Address")).toBeFocused();
    await expectNoAxeViolations(page);
    expect(login.sent).toEqual([]);
  });

  test("signs in: says so while it waits, keeps the session and opens the workspace", async ({
    page,
  }) => {
    await fakeWorkspace(page);
    const login = await fakeAuthApi(page, "login", { status: 200, body: session });
    login.hold();
    const form = await openForm(page, "/login", "Sign in");
    await form.getByLabel("Email Address").fill("  Owner@SharmaSweets.in ");
    await password(form).fill("correct horse battery");
    await form.getByRole("button", { name: "Sign In" }).click();

    const pending = form.getByRole("button", { name: "Signing in..." });
    await expect(pending).toBeDisabled();
    await expect(pending).toHaveAttribute("aria-busy", "true");
    login.release();

    await expect(page).toHaveURL("/app");
    expect(login.sent).toEqual([
      { email: "owner@sharmasweets.in", password: "correct horse battery" },
    ]);
    expect(await storedToken(page)).toBe(session.token);
  });

  test("says above the form when the email or password is wrong", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    await fakeAuthApi(page, "login", {
      status: 401,
      body: { message: "Invalid email or password", code: "unauthorized" },
    });
    const form = await openForm(page, "/login", "Sign in");
    await form.getByLabel("Email Address").fill("owner@sharmasweets.in");
    await password(form).fill("wrong password");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(form.getByRole("button", { name: "Sign In" })).toBeEnabled();
    await expect(page).toHaveURL("/login");
    expect(await storedToken(page)).toBeNull();
    await expectNoAxeViolations(page);
  });

  test("says when to try again after too many attempts, and during maintenance", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of (429|503)/);
    await fakeAuthApi(page, "login", {
      status: 429,
      body: { message: "Too many attempts", retryAfterSeconds: 900 },
    });
    const form = await openForm(page, "/login", "Sign in");
    await form.getByLabel("Email Address").fill("owner@sharmasweets.in");
    await password(form).fill("another guess");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Too many attempts. Please try again in 15 minutes.",
    );

    await page.unroute("**/api/auth/login");
    await fakeAuthApi(page, "login", {
      status: 503,
      headers: { "Retry-After": "120" },
      body: { code: "maintenance", message: "Ai Zapy is down for scheduled maintenance." },
    });
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Ai Zapy is down for scheduled maintenance. Please try again in 2 minutes.",
    );
  });

  test("offers someone already signed in their workspace, or another account", async ({ page }) => {
    await page.addInitScript(
      ([key, token]) => window.localStorage.setItem(key!, token!),
      [TOKEN_KEY, session.token],
    );
    await page.goto("/login");
    const island = page.locator("[data-island='login-form']");
    await expect(island).toHaveAttribute("data-hydrated", "true");
    await expect(island.getByText("You are already signed in")).toBeVisible();
    await expect(island.getByRole("link", { name: "Continue to your workspace" })).toHaveAttribute(
      "href",
      "/app",
    );
    await expectNoAxeViolations(page);

    await island.getByRole("button", { name: "Sign in with another account" }).click();
    const form = page.getByRole("form", { name: "Sign in" });
    await expect(form.getByLabel("Email Address")).toBeFocused();
  });

  test("the password can be shown and hidden", async ({ page }) => {
    const form = await openForm(page, "/login", "Sign in");
    await password(form).fill("secret");
    await form.getByRole("button", { name: "Show password" }).click();
    await expect(password(form)).toHaveAttribute("type", "text");
    await form.getByRole("button", { name: "Hide password" }).click();
    await expect(password(form)).toHaveAttribute("type", "password");
  });
});

test("a sign-in sent before the page's code has run is sent once it has, and stays off the address bar", async ({
  page,
}) => {
  await fakeWorkspace(page);
  const login = await fakeAuthApi(page, "login", { status: 200, body: session });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(page-login|LoginForm)-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email Address").fill("owner@sharmasweets.in");
  await password(form).fill("correct horse battery");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.locator("[data-island='login-form']")).not.toHaveAttribute("data-hydrated");
  await expect(page).toHaveURL("/login");
  expect(login.sent).toEqual([]);

  release();
  await expect(page).toHaveURL("/app");
  expect(login.sent).toEqual([
    { email: "owner@sharmasweets.in", password: "correct horse battery" },
  ]);
});

test.describe("customer sign-up (/signup)", () => {
  test("has a way back home, the spec's four fields, the business name and a link to sign in", async ({
    page,
  }) => {
    const form = await openForm(page, "/signup", "Create your account");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(form.getByLabel("Full Name")).toHaveAttribute("autocomplete", "name");
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(password(form)).toHaveAttribute("type", "password");
    await expect(password(form)).toHaveAttribute("autocomplete", "new-password");
    await expect(password(form)).toHaveAccessibleDescription(
      "At least 8 characters. Avoid common words, names and dates.",
    );
    const phone = form.getByLabel("Phone Number");
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(phone).toHaveAttribute("placeholder", /^\+\d/);
    await expect(form.getByLabel("Business Name")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
      "href",
      "/login",
    );
  });

  test("checks every field with the server's rules before sending anything", async ({ page }) => {
    const signup = await fakeAuthApi(page, "signup", { status: 201, body: session });
    const form = await openForm(page, "/signup", "Create your account");
    await form.getByLabel("Full Name").fill("Rajesh Sharma");
    await form.getByLabel("Email Address").fill("owner@sharmasweets");
    await password(form).fill("secret");
    await form.getByLabel("Phone Number").fill("12345");
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(form.getByText("Enter a valid phone number, e.g. +91 98765 43210")).toBeVisible();
    await expect(form.getByText(/^Business name must be/)).toBeVisible();
    await expect(form.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid");
    await expect(form.getByLabel("Email Address")).toBeFocused();
    await expectNoAxeViolations(page);
    expect(signup.sent).toEqual([]);
  });

  test("creates the account and opens the workspace's welcome, signed in", async ({ page }) => {
    await fakeWorkspace(page);
    const signup = await fakeAuthApi(page, "signup", { status: 201, body: session });
    signup.hold();
    const form = await openForm(page, "/signup", "Create your account");
    await form.getByLabel("Full Name").fill("Rajesh Sharma");
    await form.getByLabel("Email Address").fill("Owner@SharmaSweets.in");
    await password(form).fill("jalebi counter at dawn");
    await form.getByLabel("Phone Number").fill("+91 98765 43210");
    await form.getByLabel("Business Name").fill("Sharma Sweets");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("button", { name: "Creating your account..." })).toBeDisabled();
    signup.release();

    await expect(page).toHaveURL("/app?welcome=1");
    expect(signup.sent).toEqual([
      {
        fullName: "Rajesh Sharma",
        email: "owner@sharmasweets.in",
        password: "jalebi counter at dawn",
        phoneNumber: "+919876543210",
        businessName: "Sharma Sweets",
      },
    ]);
    expect(await storedToken(page)).toBe(session.token);
  });

  test("shows the server's refusals on their fields: a guessable password, a taken email", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of (400|409)/);
    await fakeAuthApi(page, "signup", {
      status: 400,
      body: {
        message: "Invalid request",
        code: "invalid_request",
        errors: [
          {
            path: "password",
            message: "This password is too easy to guess. Add words or characters of your own.",
          },
        ],
      },
    });
    const form = await openForm(page, "/signup", "Create your account");
    await form.getByLabel("Full Name").fill("Rajesh Sharma");
    await form.getByLabel("Email Address").fill("owner@sharmasweets.in");
    await password(form).fill("password123");
    await form.getByLabel("Phone Number").fill("+91 98765 43210");
    await form.getByLabel("Business Name").fill("Sharma Sweets");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(
      form.getByText("This password is too easy to guess. Add words or characters of your own."),
    ).toBeVisible();
    await expect(password(form)).toHaveAttribute("aria-invalid", "true");
    await expect(password(form)).toBeFocused();
    await expect(form.getByRole("alert")).toHaveCount(0);

    await page.unroute("**/api/auth/signup");
    await fakeAuthApi(page, "signup", {
      status: 409,
      body: {
        message: "An account with this email already exists. Sign in instead.",
        code: "email_taken",
        errors: [
          { path: "email", message: "An account with this email already exists. Sign in instead." },
        ],
      },
    });
    await password(form).fill("jalebi counter at dawn");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("An account with this email already exists.")).toBeVisible();
    await expect(form.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("link", { name: "Sign in instead" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expectNoAxeViolations(page);
  });

  test("says sign-ups are closed, instead of the form, while New User Signup is off", async ({
    page,
    platformSettings,
  }) => {
    await platformSettings.set({ signupEnabled: false });
    await page.goto("/signup");
    await expect(page.getByText("Sign-ups are closed")).toBeVisible();
    await expect(page.getByRole("form", { name: "Create your account" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create Account" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
      "href",
      "/login",
    );
    await expectNoAxeViolations(page);
  });

  test("says sign-ups are closed when the server refuses them", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 403/);
    await fakeAuthApi(page, "signup", {
      status: 403,
      body: { message: "Sign-ups are paused right now.", code: "signup_disabled" },
    });
    const form = await openForm(page, "/signup", "Create your account");
    await form.getByLabel("Full Name").fill("Rajesh Sharma");
    await form.getByLabel("Email Address").fill("owner@sharmasweets.in");
    await password(form).fill("jalebi counter at dawn");
    await form.getByLabel("Phone Number").fill("+91 98765 43210");
    await form.getByLabel("Business Name").fill("Sharma Sweets");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("status").getByText("Sign-ups are closed")).toBeVisible();
    await expect(page.getByRole("form", { name: "Create your account" })).toHaveCount(0);
  });

  test("offers someone already signed in their workspace, or a new account", async ({ page }) => {
    await page.addInitScript(
      ([key, token]) => window.localStorage.setItem(key!, token!),
      [TOKEN_KEY, session.token],
    );
    await page.goto("/signup");
    const island = page.locator("[data-island='signup-form']");
    await expect(island.getByRole("link", { name: "Continue to your workspace" })).toHaveAttribute(
      "href",
      "/app",
    );
    await island.getByRole("button", { name: "Create another account" }).click();
    await expect(
      page.getByRole("form", { name: "Create your account" }).getByLabel("Full Name"),
    ).toBeFocused();
  });
});

test.describe("forgotten password (/forgot-password)", () => {
  test("is linked from sign-in, checks the address, and says a link is on its way", async ({
    page,
  }) => {
    const forgot = await fakeAuthApi(page, "forgot-password", { status: 202 });
    await openForm(page, "/login", "Sign in");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    const form = page.getByRole("form", { name: "Reset your password" });
    await expect(page.locator("[data-island]", { has: form })).toHaveAttribute(
      "data-hydrated",
      "true",
    );
    await form.getByLabel("Email Address").fill("owner@");
    await form.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    expect(forgot.sent).toEqual([]);

    await form.getByLabel("Email Address").fill("owner@sharmasweets.in");
    await form.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toContainText(
      "If an account exists for that address, we have sent a link to reset the password. It works for one hour.",
    );
    await expect(page.getByRole("form", { name: "Reset your password" })).toHaveCount(0);
    expect(forgot.sent).toEqual([{ email: "owner@sharmasweets.in" }]);
    await expectNoAxeViolations(page);
  });
});

test.describe("new password from the mail's link (/reset-password)", () => {
  test("asks for a new password with the same rules, then signs in and opens the workspace", async ({
    page,
  }) => {
    await fakeWorkspace(page);
    const reset = await fakeAuthApi(page, "reset-password", { status: 200, body: session });
    const form = await openForm(page, "/reset-password?token=reset-abc", "Choose a new password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    const newPassword = form.getByLabel(/^New Password\*?$/);
    await expect(newPassword).toHaveAttribute("autocomplete", "new-password");
    await expect(newPassword).toHaveAccessibleDescription(
      "At least 8 characters. Avoid common words, names and dates.",
    );
    await newPassword.fill("short");
    await form.getByRole("button", { name: "Save and Sign In" }).click();
    await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();
    expect(reset.sent).toEqual([]);

    await newPassword.fill("a brand new kettle");
    await form.getByRole("button", { name: "Save and Sign In" }).click();
    await expect(page).toHaveURL("/app");
    expect(reset.sent).toEqual([{ token: "reset-abc", password: "a brand new kettle" }]);
    expect(await storedToken(page)).toBe(session.token);
  });

  test("says when the link is invalid or has expired, and leads to asking again", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await fakeAuthApi(page, "reset-password", {
      status: 400,
      body: {
        message: "This link is invalid or has expired. Ask for a new one.",
        code: "invalid_link",
      },
    });
    const form = await openForm(page, "/reset-password?token=used", "Choose a new password");
    await form.getByLabel(/^New Password\*?$/).fill("a brand new kettle");
    await form.getByRole("button", { name: "Save and Sign In" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "This link is invalid or has expired. Ask for a new one.",
    );
    await expect(page.getByRole("form", { name: "Choose a new password" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expectNoAxeViolations(page);
  });

  test("without a token, says the link cannot be used", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("alert")).toContainText("This link is invalid or has expired.");
    await expect(page.getByRole("form", { name: "Choose a new password" })).toHaveCount(0);
  });
});

test.describe("email verification from the mail's link (/verify-email)", () => {
  test("verifies the address as the page opens, then leads to the workspace", async ({ page }) => {
    const verify = await fakeAuthApi(page, "verify-email", {
      status: 200,
      body: { email: "owner@sharmasweets.in", emailVerified: true },
    });
    verify.hold();
    await page.goto("/verify-email?token=verify-abc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verify your email address");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("status").getByText("Checking your link...")).toBeVisible();
    await expect.poll(() => verify.sent).toEqual([{ token: "verify-abc" }]);
    verify.release();

    await expect(
      page.getByRole("status").filter({ hasText: "Your email address is verified" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue to your workspace" })).toHaveAttribute(
      "href",
      "/app",
    );
    expect(verify.sent).toHaveLength(1);
    await expectNoAxeViolations(page);
  });

  test("says when the link is invalid or has expired", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 400/);
    await fakeAuthApi(page, "verify-email", {
      status: 400,
      body: {
        message: "This link is invalid or has expired. Ask for a new one.",
        code: "invalid_link",
      },
    });
    await page.goto("/verify-email?token=expired");
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "This link is invalid or has expired. Ask for a new one." }),
    ).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "sign in", exact: true }),
    ).toHaveAttribute("href", "/login");
    await expectNoAxeViolations(page);
  });
});

test.describe("joining a team from the invitation (/accept-invite)", () => {
  test("asks for a name and a password, then opens the team's workspace", async ({ page }) => {
    await fakeWorkspace(page);
    const accept = await fakeAuthApi(page, "accept-invite", {
      status: 201,
      body: { ...session, role: "agent" },
    });
    const form = await openForm(page, "/accept-invite?token=invite-abc", "Join your team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join your team on Ai Zapy");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await form.getByRole("button", { name: "Join Your Team" }).click();
    await expect(form.getByText(/^Enter your full name/)).toBeVisible();
    await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();
    expect(accept.sent).toEqual([]);

    await form.getByLabel("Full Name").fill("Ravi Kumar");
    await password(form).fill("rickshaw at midnight");
    await form.getByRole("button", { name: "Join Your Team" }).click();
    await expect(page).toHaveURL("/app");
    expect(accept.sent).toEqual([
      { token: "invite-abc", fullName: "Ravi Kumar", password: "rickshaw at midnight" },
    ]);
    expect(await storedToken(page)).toBe(session.token);
  });

  test("says when the person already belongs to a team, and leads to signing in", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 409/);
    await fakeAuthApi(page, "accept-invite", {
      status: 409,
      body: { message: "This person already belongs to a business.", code: "already_member" },
    });
    const form = await openForm(page, "/accept-invite?token=invite-abc", "Join your team");
    await form.getByLabel("Full Name").fill("Ravi Kumar");
    await password(form).fill("rickshaw at midnight");
    await form.getByRole("button", { name: "Join Your Team" }).click();
    await expect(page.getByRole("alert")).toContainText("You already belong to a team on Ai Zapy");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Sign In", exact: true }),
    ).toHaveAttribute("href", "/login");
    await expectNoAxeViolations(page);
  });

  test("says when the invitation's link is invalid or has expired", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await fakeAuthApi(page, "accept-invite", {
      status: 400,
      body: {
        message: "This link is invalid or has expired. Ask for a new one.",
        code: "invalid_link",
      },
    });
    const form = await openForm(page, "/accept-invite?token=old", "Join your team");
    await form.getByLabel("Full Name").fill("Ravi Kumar");
    await password(form).fill("rickshaw at midnight");
    await form.getByRole("button", { name: "Join Your Team" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "This link is invalid or has expired. Ask for a new one.",
    );
    await expect(page.getByRole("form", { name: "Join your team" })).toHaveCount(0);
  });
});
