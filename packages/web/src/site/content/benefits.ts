import aiCrm from "../assets/images/illustrations/benefit-ai-crm.svg";
import chatbot from "../assets/images/illustrations/benefit-chatbot.svg";
import teamInbox from "../assets/images/illustrations/benefit-team-inbox.svg";
import type { ImageAsset } from "./types";

export interface BenefitBlock {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  points: readonly string[];
  image: ImageAsset;
}

const illustration = (src: string, alt: string): ImageAsset => ({
  src,
  width: 480,
  height: 360,
  alt,
});

/** The home page's benefit blocks: the AI CRM, the shared team inbox and the chatbot. */
export const benefitBlocks: readonly BenefitBlock[] = [
  {
    id: "ai-crm",
    eyebrow: "AI CRM",
    title: "Know every customer before you reply",
    description:
      "Every WhatsApp conversation lands in an AI CRM that remembers orders, tags leads and suggests the next best message.",
    points: [
      "Automatic contact profiles and tags",
      "AI-suggested replies and follow-ups",
      "Segments for targeted campaigns",
    ],
    image: illustration(aiCrm, "A customer list with coloured tags in the Ai Zapy CRM"),
  },
  {
    id: "team-inbox",
    eyebrow: "Shared team inbox",
    title: "One number, your whole team",
    description:
      "Sales, support and operations answer from one shared inbox, with unlimited users and no lost chats.",
    points: [
      "Assign chats to the right person",
      "Internal notes and mentions",
      "Response-time tracking",
    ],
    image: illustration(teamInbox, "A shared inbox with a list of chats and an open conversation"),
  },
  {
    id: "chatbot",
    eyebrow: "Chatbot",
    title: "A chatbot that never sleeps",
    description:
      "Answer questions, capture leads and take orders 24/7 with a chatbot you build in minutes, no code needed.",
    points: [
      "Visual flow builder",
      "Replies in Indian languages",
      "Hands over to a person anytime",
    ],
    image: illustration(chatbot, "A chatbot connected to three reply options"),
  },
];
