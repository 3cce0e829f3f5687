import { Globe, HeartHandshake, Target, Trophy } from "lucide-react";
import teamCollaboration from "../assets/images/illustrations/team-collaboration.svg";
import type { AboutStat, ImageAsset, ValueCard } from "./types";

export const aboutIntro =
  "We make the official WhatsApp Business API accessible to every business, from a neighbourhood sweet shop to a national brand, with simple pricing, fast activation and people who pick up the phone.";

/** The stats strip. */
export const aboutStats: readonly AboutStat[] = [
  { value: "500+", label: "Happy Customers" },
  { value: "10M+", label: "Messages Delivered" },
  { value: "99.9%", label: "Uptime" },
  { value: "24/7", label: "Support" },
];

export const values: readonly ValueCard[] = [
  {
    icon: Target,
    title: "Mission-Driven",
    description:
      "We exist to help businesses build lasting relationships with their customers on the app they already use every day.",
  },
  {
    icon: HeartHandshake,
    title: "Customer-Centric",
    description:
      "Every feature starts with a customer conversation, and every customer gets a real person to talk to, 24/7.",
  },
  {
    icon: Globe,
    title: "Global Impact",
    description:
      "From Tripura to the rest of the world, we help Indian businesses reach customers wherever they are.",
  },
  {
    icon: Trophy,
    title: "Excellence",
    description:
      "We hold ourselves to a 99.9% uptime target, fast activation and support that solves problems the first time.",
  },
];

/** "Our Story": four paragraphs. */
export const story: readonly string[] = [
  "Ai Zapy was founded in 2023 in Agartala, Tripura, by a small team that kept hearing the same thing from local businesses: their customers were all on WhatsApp, but the official Business API felt out of reach, with long approvals, confusing pricing and no one to call.",
  "We set out to change that. As an official WhatsApp Business API partner, we built a platform that activates the API in 50 minutes and brings automation, AI chatbots, a shared team inbox and campaign tools together in one place.",
  "Today more than 500 customers across restaurants, retail, real estate, healthcare and agencies rely on Ai Zapy, and together they have delivered more than 10 million messages to their customers.",
  "We are still the same team that answers your call. We keep our pricing simple, our uptime high and our support available 24/7, because we want every business, big or small, to grow with conversations.",
];

export const teamImage: ImageAsset = {
  src: teamCollaboration,
  width: 640,
  height: 420,
  alt: "Illustration of the Ai Zapy team working together around a table with a laptop and charts",
};
