import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, LINK_LIFETIME_HOURS } from "@aizapy/contracts";
import { describe, expect, it } from "vitest";
import { aboutStats, story, values } from "./about";
import {
  accountFailures,
  forgotPasswordCopy,
  invalidLinkMessage,
  newPasswordHint,
} from "./account";
import { blogCategories, featuredPost, samplePosts } from "./blog";
import { businessHours, contactToasts } from "./contact";
import { faqItems } from "./faq";
import { features } from "./features";
import { industries } from "./industries";
import { integrations } from "./integrations";
import { privacyPolicy } from "./legal/privacy-policy";
import { refundPolicy } from "./legal/refund-policy";
import { termsOfService } from "./legal/terms-of-service";
import { plans, pricingSubtitle, pricingTitle, terminology, terminologyTitle } from "./pricing";
import { coreFeatures } from "./product";
import { testimonialRotationMs, testimonials } from "./testimonials";
import { trustClientCount } from "./trust";
import { type LegalDocument } from "./types";

const textOf = (document: LegalDocument) =>
  [
    document.intro,
    ...document.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.type === "paragraph" ? [block.text] : block.items)),
    ),
  ].join("\n");

describe("home page content", () => {
  it("has eight testimonials, some in Indian languages, rotating every 5 seconds", () => {
    expect(testimonials).toHaveLength(8);
    expect(testimonials.filter((testimonial) => testimonial.lang).map((t) => t.lang)).toEqual(
      expect.arrayContaining(["hi", "bn", "ta"]),
    );
    expect(testimonialRotationMs).toBe(5000);
  });

  it("has eight FAQ items, eight industries and eight integrations", () => {
    expect(faqItems).toHaveLength(8);
    expect(industries.map((industry) => industry.title)).toEqual([
      "Restaurants",
      "E-commerce",
      "Beauty & Cosmetics",
      "Real Estate",
      "Health & Wellness",
      "Automotive",
      "Home Decor",
      "Marketing Agencies",
    ]);
    expect(integrations).toHaveLength(8);
    expect(integrations.map((integration) => integration.name)).toEqual(
      expect.arrayContaining(["WhatsApp Business", "WhatsApp API", "Instagram", "Facebook", "X"]),
    );
  });

  it("states the refund and credit balance rules in the FAQ", () => {
    const answers = faqItems.map((item) => item.answer).join("\n");
    expect(answers).toContain("Subscription and conversation charges are non-refundable");
    expect(answers).toContain("only if the API fails to start on your dashboard");
    expect(answers).toContain("You add credit balance yourself through the official app");
  });

  it("claims 5000+ clients in the trust strip", () => {
    expect(trustClientCount).toBe("5000+ clients");
  });
});

describe("product and features", () => {
  it("lists the four core features of the product suite", () => {
    expect(coreFeatures.map((feature) => feature.title)).toEqual([
      "WhatsApp Business API",
      "Instant Automation",
      "Enterprise Security",
      "Team Collaboration",
    ]);
  });

  it("has six feature cards, each with a bullet list", () => {
    expect(features.map((feature) => feature.title)).toEqual([
      "Automation",
      "AI Chatbots",
      "Analytics",
      "Team Collaboration",
      "Campaign Management",
      "Workflow Automation",
    ]);
    for (const feature of features) expect(feature.bullets.length).toBeGreaterThan(0);
  });
});

describe("pricing", () => {
  it("has the title, subtitle and the three plans with their prices", () => {
    expect(pricingTitle).toBe("Ai Zapy Pricing Plans - WhatsApp API Pricing");
    expect(pricingSubtitle).toBe("Monthly | Yearly Subscription | Unlimited Users Plan");
    expect(
      plans.map(({ name, price, period, yearlyPriceRupees }) => ({
        name,
        price,
        period,
        yearlyPriceRupees,
      })),
    ).toEqual([
      { name: "Basic", price: "₹6999", period: "/year", yearlyPriceRupees: 6999 },
      { name: "Pro", price: "₹11999", period: "/year", yearlyPriceRupees: 11999 },
      { name: "Enterprise", price: "Custom", period: "", yearlyPriceRupees: null },
    ]);
    expect(plans[2]!.description).toContain("5 lakh+ messages per month");
    expect(plans[1]!.description).toContain("retargeting campaigns");
  });

  it("explains six pricing terms, with the per-message charges", () => {
    expect(terminologyTitle).toBe("Important Pricing Terminologies");
    expect(terminology).toHaveLength(6);
    const text = terminology.map((card) => card.description).join("\n");
    for (const charge of ["₹0.88", "₹0.125", "free and unlimited", "24 hours", "resets"]) {
      expect(text.toLowerCase()).toContain(charge.toLowerCase());
    }
  });
});

describe("about page", () => {
  it("shows the stats, four values and a four-paragraph story from 2023", () => {
    expect(aboutStats.map((stat) => stat.value)).toEqual(["500+", "10M+", "99.9%", "24/7"]);
    expect(values.map((value) => value.title)).toEqual([
      "Mission-Driven",
      "Customer-Centric",
      "Global Impact",
      "Excellence",
    ]);
    expect(story).toHaveLength(4);
    expect(story.join(" ")).toContain("founded in 2023");
  });
});

describe("contact", () => {
  it("has the business hours and the contact form's toasts", () => {
    expect(businessHours).toEqual([
      { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
      { days: "Saturday", hours: "9:00 AM - 2:00 PM" },
    ]);
    expect(contactToasts).toEqual({
      successTitle: "Message sent successfully!",
      successDescription: "Thank you for your message. We'll get back to you within 24 hours.",
      failureTitle: "Failed to send message",
      failureFallback: "There was an error sending your message. Please try again.",
    });
  });
});

describe("blog", () => {
  it("has a featured post, sample posts and the category counts 24, 8, 6, 4, 3, 3", () => {
    expect(featuredPost.title).toBeTruthy();
    expect(samplePosts.length).toBeGreaterThanOrEqual(3);
    expect(blogCategories.map((category) => category.count)).toEqual([24, 8, 6, 4, 3, 3]);
  });
});

describe("legal pages", () => {
  it("are all dated September 15, 2025", () => {
    for (const document of [privacyPolicy, termsOfService, refundPolicy]) {
      expect(document.lastUpdated).toBe("September 15, 2025");
    }
  });

  it("state the policy terms", () => {
    const terms = textOf(termsOfService);
    expect(terms).toContain("99.9% uptime target");
    expect(terms).toContain("30 days notice");
    expect(terms).toContain("deleted 30 days after termination");
    expect(terms).toContain("last 12 months");
    expect(textOf(privacyPolicy)).toContain("deleted 30 days after termination");

    const refunds = textOf(refundPolicy);
    for (const term of [
      "30-day money-back guarantee",
      "Downgrades",
      "outages over 48 hours",
      "Annual plans cancelled after 30 days",
      "first response within 24 hours",
      "3-5 business days",
      "Credit and debit cards: 3-5 business days",
      "Bank transfer: 5-7 business days",
      "Digital wallets: 1-3 business days",
      "UPI/IMPS: instant to 24 hours",
      "Monday-Friday 9:00 AM - 6:00 PM IST",
    ]) {
      expect(refunds).toContain(term);
    }
  });
});

describe("account pages", () => {
  it("say what the server says where they repeat its words", () => {
    expect(invalidLinkMessage).toBe(ACCOUNT_MESSAGES.invalidLink);
    expect(accountFailures.invalidCredentials).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    expect(newPasswordHint).toContain(`At least ${ACCOUNT_LIMITS.passwordMin} characters`);
  });

  it("say the reset link works for one hour, as the server's links do", () => {
    expect(LINK_LIFETIME_HOURS.resetPassword).toBe(1);
    expect(forgotPasswordCopy.sent).toMatch(/It works for one hour\.$/);
  });
});
