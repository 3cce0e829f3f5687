import { BarChart3, Bot, Megaphone, Users, Workflow, Zap } from "lucide-react";
import type { FeatureCardContent } from "./types";

/** The six capabilities of the features page, each with its specifics. */
export const features: readonly FeatureCardContent[] = [
  {
    id: "automation",
    title: "Automation",
    description: "Reply, remind and follow up without lifting a finger, around the clock.",
    icon: Zap,
    bullets: [
      "Instant welcome and away messages",
      "Order, payment and delivery notifications",
      "Appointment and renewal reminders",
      "Keyword-based auto replies",
    ],
  },
  {
    id: "ai-chatbots",
    title: "AI Chatbots",
    description:
      "Answer common questions in your customers' language and hand over to a person when needed.",
    icon: Bot,
    bullets: [
      "No-code chatbot builder",
      "Replies in English, Hindi and regional languages",
      "Lead qualification and product suggestions",
      "Smooth handover to your team",
    ],
  },
  {
    id: "analytics",
    title: "Analytics",
    description: "See what every message achieves, from delivery to reply to sale.",
    icon: BarChart3,
    bullets: [
      "Delivery, read and reply rates",
      "Campaign performance and conversions",
      "Agent response times",
      "Exportable reports",
    ],
  },
  {
    id: "team-collaboration",
    title: "Team Collaboration",
    description: "One WhatsApp number, your whole team, with unlimited users on every plan.",
    icon: Users,
    bullets: [
      "Shared team inbox",
      "Chat assignment and internal notes",
      "Roles and permissions",
      "Labels and quick replies",
    ],
  },
  {
    id: "campaign-management",
    title: "Campaign Management",
    description: "Plan, personalise and send broadcasts and retargeting campaigns that convert.",
    icon: Megaphone,
    bullets: [
      "Bulk broadcasts to segmented audiences",
      "Retargeting of past customers and leads",
      "Personalised templates with variables",
      "Scheduled sends",
    ],
  },
  {
    id: "workflow-automation",
    title: "Workflow Automation",
    description: "Connect WhatsApp to the tools you already use and automate the busywork.",
    icon: Workflow,
    bullets: [
      "Google Sheets and CRM sync",
      "Webhooks and REST API",
      "Lead capture from Facebook, Instagram and listings",
      "Multi-step journeys with conditions",
    ],
  },
];
