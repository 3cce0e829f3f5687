import type { LegalDocument } from "../types";
import { contactLines, legalLastUpdated } from "./shared";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: legalLastUpdated.display,
  lastUpdatedIso: legalLastUpdated.iso,
  intro:
    'This Privacy Policy explains how Ai Zapy ("we", "us") collects, uses, shares and protects personal data when you visit our website or use our WhatsApp Business API platform. We process personal data in line with India\'s Digital Personal Data Protection Act, 2023 and other applicable laws.',
  sections: [
    {
      id: "information-we-collect",
      heading: "Information We Collect",
      blocks: [
        {
          type: "paragraph",
          text: "We collect only what we need to provide and improve our services:",
        },
        {
          type: "list",
          items: [
            "Account information: your name, email address, phone number and password.",
            "Business information: business name, WhatsApp number, website and verification documents.",
            "Messaging data: the contacts, templates and messages you send and receive through the platform.",
            "Enquiries: what you tell us through the contact form, email, phone or WhatsApp.",
            "Usage data: pages visited, features used, device and browser type, and IP address.",
          ],
        },
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How We Use Your Information",
      blocks: [
        {
          type: "list",
          items: [
            "To set up, activate and operate your WhatsApp Business API account.",
            "To deliver your messages and show you delivery, read and reply reports.",
            "To answer your enquiries and provide support.",
            "To bill you and keep records required by law.",
            "To keep the platform secure and prevent abuse.",
            "To improve our products, with data aggregated wherever possible.",
          ],
        },
      ],
    },
    {
      id: "whatsapp-messaging-data",
      heading: "WhatsApp Messaging Data",
      blocks: [
        {
          type: "paragraph",
          text: "When you message your customers through Ai Zapy, you decide what is sent and to whom; we process that data on your behalf and only on your instructions. Messages pass through Meta's WhatsApp Business Platform, which handles them under Meta's own terms and privacy policy.",
        },
      ],
    },
    {
      id: "sharing",
      heading: "How We Share Information",
      blocks: [
        {
          type: "paragraph",
          text: "We never sell personal data. We share it only with Meta to deliver your WhatsApp messages, with service providers who host, secure and support our platform under written agreements, and with authorities when the law requires it.",
        },
      ],
    },
    {
      id: "security",
      heading: "Data Security",
      blocks: [
        {
          type: "paragraph",
          text: "We encrypt data in transit and at rest, restrict access to the people who need it, record administrative actions in audit logs and review our safeguards regularly. No system is perfectly secure, so we will notify you and the authorities of any personal data breach as the law requires.",
        },
      ],
    },
    {
      id: "retention",
      heading: "Data Retention",
      blocks: [
        {
          type: "paragraph",
          text: "We keep your data while your account is active. After your account is terminated, your data may be deleted 30 days after termination, except records we must keep longer by law, such as invoices.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Your Rights",
      blocks: [
        {
          type: "list",
          items: [
            "Access a summary of the personal data we hold about you.",
            "Correct or update inaccurate data.",
            "Ask us to erase your data when it is no longer needed.",
            "Withdraw consent for marketing messages at any time.",
            "Nominate someone to exercise your rights, and raise a grievance with us.",
          ],
        },
        {
          type: "paragraph",
          text: "Write to us using the details below and we will respond within the time the law allows.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      blocks: [
        {
          type: "paragraph",
          text: "Our website uses only the storage it needs to work, such as remembering your light or dark theme. We do not use advertising cookies.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to This Policy",
      blocks: [
        {
          type: "paragraph",
          text: "We may update this policy as our services or the law change. We will post the new version here with a new date and tell you of significant changes by email.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact Us",
      blocks: [
        { type: "paragraph", text: "For questions about this policy or your data, contact us:" },
        { type: "list", items: contactLines },
      ],
    },
  ],
};
