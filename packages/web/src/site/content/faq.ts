import type { FaqItem } from "./types";

/** The home page FAQ: eight questions, at most one answer open at a time. */
export const faqItems: readonly FaqItem[] = [
  {
    id: "what-is-api",
    question: "What is the WhatsApp Business API?",
    answer:
      "The WhatsApp Business API is the official way for medium and large businesses to message customers on WhatsApp at scale. Unlike the WhatsApp Business app, it works with many team members at once, connects to your CRM and tools, and supports automation, chatbots and bulk campaigns.",
  },
  {
    id: "activation-time",
    question: "How quickly can my WhatsApp API be activated?",
    answer:
      "Most businesses are live in 50 minutes. As an official partner we verify your business, register your number and set up your dashboard with you on a call, so you can send your first message the same day.",
  },
  {
    id: "blue-tick",
    question: "Can you help us get the blue tick verification?",
    answer:
      "Yes. We prepare and submit your blue-tick verification request and guide you through the brand and business information Meta asks for. Approval is decided by Meta, but a complete application gives you the best chance.",
  },
  {
    id: "message-charges",
    question: "How much does each WhatsApp message cost in India?",
    answer:
      "Charges are per delivered message: marketing ₹0.88, utility ₹0.125 and authentication ₹0.125. Service messages, your replies to customers who write to you, are free and unlimited.",
  },
  {
    id: "service-window",
    question: "What is the 24-hour customer service window?",
    answer:
      "When a customer messages you, a 24-hour customer service window opens, and it resets with every new message they send. Inside the window your free-form replies are free and utility templates are not charged.",
  },
  {
    id: "credit-balance",
    question: "How do I add credit balance for message charges?",
    answer:
      "You add credit balance yourself through the official app, and message charges are deducted from it as your messages are delivered. You can check your balance and usage in the dashboard at any time.",
  },
  {
    id: "refunds",
    question: "Are subscription and conversation charges refundable?",
    answer:
      "Subscription and conversation charges are non-refundable. You may request a refund only if the API fails to start on your dashboard; our team will then review your case.",
  },
  {
    id: "team-access",
    question: "Can my whole team use one WhatsApp number?",
    answer:
      "Yes. Every plan includes unlimited users: your team shares one inbox for the same number, with assignment, internal notes and roles, and our support team is available 24/7 if anyone needs help.",
  },
];
