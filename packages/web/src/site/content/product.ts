import { MessageCircle, ShieldCheck, Users, Zap } from "lucide-react";
import type { FeatureCardContent } from "./types";

/** The four core features of the product suite page. */
export const coreFeatures: readonly FeatureCardContent[] = [
  {
    id: "whatsapp-business-api",
    title: "WhatsApp Business API",
    description:
      "Official access to the WhatsApp Business API with green-tick-ready profiles, templates and high messaging limits.",
    icon: MessageCircle,
    bullets: [
      "Activation in 50 minutes",
      "Blue-tick verification support",
      "Rich media, buttons and catalogues",
    ],
  },
  {
    id: "instant-automation",
    title: "Instant Automation",
    description:
      "Chatbots, auto replies and notifications that answer customers the moment they write.",
    icon: Zap,
    bullets: ["No-code flows", "AI chatbot replies", "Order and payment updates"],
  },
  {
    id: "enterprise-security",
    title: "Enterprise Security",
    description:
      "Encryption in transit and at rest, access controls and audit logs keep your customer data safe.",
    icon: ShieldCheck,
    bullets: ["Role-based access", "Audit trail of every action", "99.9% uptime target"],
  },
  {
    id: "team-collaboration",
    title: "Team Collaboration",
    description: "A shared inbox for your whole team on one number, with unlimited users.",
    icon: Users,
    bullets: ["Chat assignment", "Internal notes", "24/7 support from our team"],
  },
];
