import type { PricingPlan, TerminologyCard } from "./types";

export const pricingTitle = "Ai Zapy Pricing Plans - WhatsApp API Pricing";
export const pricingSubtitle = "Monthly | Yearly Subscription | Unlimited Users Plan";

/** The three plans. Every Get Started opens the sign-up page. */
export const plans: readonly PricingPlan[] = [
  {
    id: "basic",
    name: "Basic",
    description: "Everything needed to get started",
    price: "₹6999",
    period: "/year",
    yearlyPriceRupees: 6999,
    ctaLabel: "Get Started",
    features: [
      "Official WhatsApp Business API",
      "Unlimited users",
      "Shared team inbox",
      "Broadcasts and templates",
      "Basic chatbot",
    ],
  },
  {
    id: "pro",
    name: "Pro",
    description: "For retargeting campaigns",
    price: "₹11999",
    period: "/year",
    yearlyPriceRupees: 11999,
    ctaLabel: "Get Started",
    highlighted: true,
    features: [
      "Everything in Basic",
      "Retargeting campaigns",
      "AI chatbot and AI CRM",
      "Advanced analytics",
      "Integrations and API access",
    ],
  },
  {
    id: "enterprise",
    name: "Enterprise",
    description: "Recommended for 5 lakh+ messages per month",
    price: "Custom",
    period: "",
    yearlyPriceRupees: null,
    ctaLabel: "Get Started",
    features: [
      "Everything in Pro",
      "Dedicated account manager",
      "Custom integrations",
      "Priority 24/7 support",
      "Volume-based pricing",
    ],
  },
];

/** Per-delivered-message charges for Indian users, in rupees. */
export const messageCharges = {
  marketing: "₹0.88",
  utility: "₹0.125",
  authentication: "₹0.125",
  service: "Free",
} as const;

export const terminologyTitle = "Important Pricing Terminologies";

/** The six explanation cards under the plans. */
export const terminology: readonly TerminologyCard[] = [
  {
    title: "Marketing Messages",
    description:
      "Offers, announcements, product launches and retargeting. Charged ₹0.88 per delivered message for Indian users.",
  },
  {
    title: "Utility Messages",
    description:
      "Updates about something the customer asked for, such as order confirmations, shipping and payment alerts. Charged ₹0.125 per delivered message.",
  },
  {
    title: "Authentication Messages",
    description:
      "One-time passwords and login codes that verify a customer's identity. Charged ₹0.125 per delivered message.",
  },
  {
    title: "Service Messages",
    description:
      "Your replies to customers who message you first. Service messages are free and unlimited.",
  },
  {
    title: "24-Hour Customer Service Window",
    description:
      "Opens for 24 hours when a customer messages you and resets with each new message they send. Within it, free-form replies are free and utility templates are not charged.",
  },
  {
    title: "Credit Balance",
    description:
      "Message charges are deducted from your credit balance, which you add yourself through the official app. Subscription and conversation charges are non-refundable.",
  },
];
