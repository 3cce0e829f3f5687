import type { LegalDocument } from "../types";
import { contactLines, legalLastUpdated } from "./shared";

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: legalLastUpdated.display,
  lastUpdatedIso: legalLastUpdated.iso,
  intro:
    "These Terms of Service govern your use of the Ai Zapy website and platform. By creating an account or using our services, you agree to them on behalf of yourself and the business you represent.",
  sections: [
    {
      id: "services",
      heading: "Our Services",
      blocks: [
        {
          type: "paragraph",
          text: "Ai Zapy provides access to the official WhatsApp Business API together with tools for automation, chatbots, campaigns, analytics and team collaboration. Features vary by plan, as described on our pricing page.",
        },
      ],
    },
    {
      id: "accounts",
      heading: "Accounts and Eligibility",
      blocks: [
        {
          type: "paragraph",
          text: "You must be at least 18 years old and authorised to act for your business. Keep your login details confidential; you are responsible for everything done through your account.",
        },
      ],
    },
    {
      id: "fees",
      heading: "Subscriptions, Fees and Message Charges",
      blocks: [
        {
          type: "list",
          items: [
            "Subscriptions are billed in advance for the period of your plan.",
            "Message charges apply per delivered message and are deducted from your credit balance.",
            "Taxes such as GST are added where applicable.",
            "We may change our prices with 30 days notice by email; the new prices apply from your next billing period.",
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable Use",
      blocks: [
        {
          type: "paragraph",
          text: "You must follow WhatsApp's Business and Commerce Policies, message only people who have opted in, and never send spam, unlawful, misleading or harmful content. We may suspend accounts that put the platform or other customers at risk.",
        },
      ],
    },
    {
      id: "availability",
      heading: "Service Availability",
      blocks: [
        {
          type: "paragraph",
          text: "We work to a 99.9% uptime target, excluding scheduled maintenance announced in advance and events outside our control, including outages of Meta's WhatsApp platform.",
        },
      ],
    },
    {
      id: "your-data",
      heading: "Your Data",
      blocks: [
        {
          type: "paragraph",
          text: "You own your data. We process it to provide the services, as described in our Privacy Policy. After termination you can export your data; it may be deleted 30 days after termination.",
        },
      ],
    },
    {
      id: "termination",
      heading: "Termination",
      blocks: [
        {
          type: "paragraph",
          text: "You may cancel your subscription at any time from your dashboard. We may suspend or terminate accounts that breach these terms, with notice where the law and the circumstances allow.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Limitation of Liability",
      blocks: [
        {
          type: "paragraph",
          text: "To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim is capped at the amount you paid us in the last 12 months.",
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing Law",
      blocks: [
        {
          type: "paragraph",
          text: "These terms are governed by the laws of India, and the courts of Agartala, Tripura have jurisdiction over any dispute.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact Us",
      blocks: [
        { type: "paragraph", text: "Questions about these terms? Contact us:" },
        { type: "list", items: contactLines },
      ],
    },
  ],
};
