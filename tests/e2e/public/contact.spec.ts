import { type Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForIslands } from "./fixtures.ts";

const successTitle = "Message sent successfully!";
const successText = "Thank you for your message. We'll get back to you within 24 hours.";
const failureTitle = "Failed to send message";
const failureFallback = "There was an error sending your message. Please try again.";

const form = (page: Page) => page.getByRole("form", { name: "Send us a message" });

async function fillValid(page: Page, subject: string) {
  const contact = form(page);
  await contact.getByLabel("Full Name").fill("Priya Nair");
  await contact.getByLabel("Email Address").fill("priya@glowbeauty.in");
  await contact.getByLabel("Company").fill("Glow Beauty Studio");
  await contact.getByLabel("Phone Number").fill("+91 98470 12345");
  await contact.getByLabel("Subject").fill(subject);
  await contact
    .getByLabel("Message")
    .fill("We would like appointment reminders on WhatsApp for our three salons.");
}

/** The toast viewport (it appears with the first submission). */
const toast = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await waitForIslands(page);
});

test("shows the form, four info cards, the business hours and a map placeholder", async ({
  page,
}) => {
  await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
  const touch = page.getByRole("region", { name: "Get in touch" });
  for (const title of ["Phone", "Email", "Address", "Business Hours"]) {
    await expect(touch.getByRole("heading", { name: title, level: 3 })).toBeVisible();
  }
  await expect(touch.getByRole("link", { name: "+91 98620 45678" })).toHaveAttribute(
    "href",
    "tel:+919862045678",
  );
  await expect(touch.getByRole("link", { name: "support@aizapy.com" })).toHaveAttribute(
    "href",
    "mailto:support@aizapy.com",
  );
  await expect(touch.getByText("Agartala, Tripura 799001")).toBeVisible();
  await expect(touch.getByText("Monday - Friday")).toBeVisible();
  await expect(touch.getByText("9:00 AM - 6:00 PM")).toBeVisible();
  await expect(touch.getByText("Saturday")).toBeVisible();
  await expect(touch.getByText("9:00 AM - 2:00 PM")).toBeVisible();
  await expect(touch.getByText("An interactive map would be here")).toBeVisible();
});

test("marks required fields with an asterisk and gives the message six rows", async ({ page }) => {
  const contact = form(page);
  for (const label of ["Full Name", "Email Address", "Subject", "Message"]) {
    await expect(contact.getByLabel(label)).toHaveAttribute("required", "");
    await expect(contact.locator("label", { hasText: label })).toContainText("*");
  }
  for (const label of ["Company", "Phone Number"]) {
    await expect(contact.getByLabel(label)).not.toHaveAttribute("required");
    await expect(contact.locator("label", { hasText: label })).not.toContainText("*");
  }
  await expect(contact.getByLabel("Message")).toHaveAttribute("rows", "6");
  await expect(contact.getByLabel("Email Address")).toHaveAttribute("type", "email");
});

test("hides its honeypot field from people and assistive technology", async ({ page }) => {
  const honeypot = page.locator("input[name='website']");
  await expect(honeypot).toHaveCount(1);
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(form(page).getByRole("textbox", { name: "Website" })).toHaveCount(0);
  await expect(honeypot).not.toBeInViewport();
});

test("explains what is wrong with each field, with the server's rules", async ({ page }) => {
  const contact = form(page);
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(contact.getByText("Please enter a valid email address")).toBeVisible();
  await expect(contact.getByText("Subject must be at least 5 characters")).toBeVisible();
  await expect(contact.getByText("Message must be at least 10 characters")).toBeVisible();
  await expect(contact.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await contact.getByLabel("Full Name").fill("A");
  await contact.getByLabel("Email Address").fill("not-an-email");
  await contact.getByLabel("Subject").fill("Hi");
  await contact.getByLabel("Message").fill("Too short");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(contact.getByText("Please enter a valid email address")).toBeVisible();
  await expect(contact.getByText("Subject must be at least 5 characters")).toBeVisible();
  await expect(contact.getByText("Message must be at least 10 characters")).toBeVisible();
  await expect(page.getByText(failureTitle)).toHaveCount(0);
  await expect(page.getByText(successTitle)).toHaveCount(0);
});

test("sends the message, confirms with a toast and clears the form", async ({ page, adminApi }) => {
  const subject = `Salon reminders ${Date.now()}`;
  await fillValid(page, subject);
  await form(page).getByRole("button", { name: "Send Message" }).click();

  await expect(toast(page)).toContainText(successTitle);
  await expect(toast(page)).toContainText(successText);
  await expect(form(page).getByLabel("Full Name")).toHaveValue("");
  await expect(form(page).getByLabel("Subject")).toHaveValue("");
  await expect(form(page).getByLabel("Message")).toHaveValue("");
  await expectNoAxeViolations(page);

  const { contactMessages } = await adminApi.graphql<{
    contactMessages: Array<{
      subject: string;
      name: string;
      email: string;
      company: string | null;
      status: string;
    }>;
  }>("query { contactMessages { subject name email company status } }");
  expect(contactMessages.find((message) => message.subject === subject)).toEqual({
    subject,
    name: "Priya Nair",
    email: "priya@glowbeauty.in",
    company: "Glow Beauty Studio",
    status: "unread",
  });
});

test("what a visitor types and sends before the form's code has loaded is kept and sent", async ({
  page,
}) => {
  // The page's island code starts after the page has loaded, and the form's own code when it
  // nears the viewport or is first used: hold both back until the visitor has typed everything
  // and pressed Send, as a slow connection or a busy phone would.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(page-contact|ContactForm)-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/contact");
  const island = page.locator("[data-island='contact-form']");
  await fillValid(page, "Typed before hydration");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(island).not.toHaveAttribute("data-hydrated");
  // Not submitted by the browser itself: that would put the message in the address bar.
  await expect(page).toHaveURL("/contact");

  release();
  await expect(toast(page)).toContainText(successTitle);
  await expect(form(page).getByLabel("Subject")).toHaveValue("");
});

test("shows the server's message when it refuses the message", async ({ page }) => {
  await page.route("/graphql", async (route) => {
    if (!route.request().postData()?.includes("SubmitContactMessage")) return route.continue();
    await route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        data: null,
        errors: [
          {
            message: "Too many messages from your network. Please try again in a minute.",
            extensions: { code: "TOO_MANY_REQUESTS", retryAfterSeconds: 60 },
          },
        ],
      }),
    });
  });
  await fillValid(page, "Throttled enquiry");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toContainText(failureTitle);
  await expect(toast(page)).toContainText(
    "Too many messages from your network. Please try again in a minute.",
  );
  // Nothing was sent: the visitor keeps what they typed.
  await expect(form(page).getByLabel("Subject")).toHaveValue("Throttled enquiry");
});

test("falls back to a generic message when the request fails", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource|net::ERR_FAILED/);
  await page.route("/graphql", async (route) => {
    if (!route.request().postData()?.includes("SubmitContactMessage")) return route.continue();
    await route.abort("failed");
  });
  await fillValid(page, "Offline enquiry");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toContainText(failureTitle);
  await expect(toast(page)).toContainText(failureFallback);
});

test.describe("in maintenance mode", () => {
  test("explains that the form is temporarily unavailable", async ({ page, platformSettings }) => {
    await platformSettings.set({ maintenanceMode: true });
    await page.goto("/contact");
    await form(page).scrollIntoViewIfNeeded();
    await expect(page.getByText("The contact form is temporarily unavailable")).toBeVisible();
    await expect(form(page).getByRole("button", { name: "Send Message" })).toBeDisabled();
    await expect(form(page).getByLabel("Full Name")).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test("a message sent from a page opened before maintenance began gets the server's answer", async ({
    page,
    platformSettings,
  }) => {
    await form(page).scrollIntoViewIfNeeded();
    await expect(page.locator("[data-island='contact-form']")).toHaveAttribute(
      "data-hydrated",
      "true",
    );
    await fillValid(page, "Sent during maintenance");
    await platformSettings.set({ maintenanceMode: true });
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page)).toContainText(failureTitle);
    await expect(toast(page)).not.toContainText(failureFallback);
  });
});
