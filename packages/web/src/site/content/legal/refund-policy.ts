import type { LegalDocument } from "../types";
import { contactLines, legalLastUpdated } from "./shared";

export const refundPolicy: LegalDocument = {
  title: "Refund Policy",
  lastUpdated: legalLastUpdated.display,
  lastUpdatedIso: legalLastUpdated.iso,
  intro:
    "We want you to be happy with Ai Zapy. This policy explains when you can get your money back, how to ask for it and how long it takes.",
  sections: [
    {
      id: "money-back-guarantee",
      heading: "30-Day Money-Back Guarantee",
      blocks: [
        {
          type: "paragraph",
          text: "New subscriptions come with a 30-day money-back guarantee: if Ai Zapy is not right for you, ask for a refund within 30 days of your first payment.",
        },
      ],
    },
    {
      id: "partial-refunds",
      heading: "Partial Refunds",
      blocks: [
        {
          type: "paragraph",
          text: "We offer partial refunds, calculated for the unused period, in these cases:",
        },
        {
          type: "list",
          items: [
            "Downgrades to a lower plan.",
            "Service outages over 48 hours caused by us.",
            "Annual plans cancelled after 30 days.",
          ],
        },
      ],
    },
    {
      id: "non-refundable",
      heading: "Non-Refundable Charges",
      blocks: [
        {
          type: "paragraph",
          text: "Message charges for messages already delivered, and taxes we have paid to the government, cannot be refunded.",
        },
      ],
    },
    {
      id: "how-to-request",
      heading: "How to Request a Refund",
      blocks: [
        {
          type: "list",
          items: [
            "Email us from your registered address with your account details and the reason for your request.",
            "We send a first response within 24 hours.",
            "We review your request within 3-5 business days and tell you the outcome.",
          ],
        },
      ],
    },
    {
      id: "processing-times",
      heading: "Refund Processing Times",
      blocks: [
        { type: "paragraph", text: "Approved refunds go back to the original payment method:" },
        {
          type: "list",
          items: [
            "Credit and debit cards: 3-5 business days",
            "Bank transfer: 5-7 business days",
            "Digital wallets: 1-3 business days",
            "UPI/IMPS: instant to 24 hours",
          ],
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact Us",
      blocks: [
        { type: "paragraph", text: "Our support team can help with any refund question:" },
        { type: "list", items: contactLines },
      ],
    },
  ],
};
