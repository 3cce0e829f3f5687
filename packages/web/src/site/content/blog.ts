import broadcast from "../assets/images/blog/broadcast.svg";
import chatbot from "../assets/images/blog/chatbot.svg";
import retargeting from "../assets/images/blog/retargeting.svg";
import verification from "../assets/images/blog/verification.svg";
import type { BlogCategory, BlogPost, ImageAsset } from "./types";

const cover = (src: string, alt: string): ImageAsset => ({ src, width: 640, height: 360, alt });

export const featuredPost: BlogPost = {
  id: "whatsapp-marketing-playbook",
  title: "The 2025 WhatsApp Marketing Playbook for Indian Businesses",
  excerpt:
    "From your first broadcast to retargeting campaigns that bring customers back: a step-by-step guide to growing sales on WhatsApp, with real examples from restaurants, retailers and agencies.",
  author: "Ananya Roy",
  date: "September 10, 2025",
  isoDate: "2025-09-10",
  readTime: "8 min read",
  category: "WhatsApp Marketing",
  image: cover(broadcast, "A megaphone between two chat bubbles"),
};

export const samplePosts: readonly BlogPost[] = [
  {
    id: "chatbot-in-a-day",
    title: "Build Your First WhatsApp Chatbot in a Day",
    excerpt:
      "Answer the ten questions your customers ask most, capture leads and hand over to your team, all without writing code.",
    author: "Rahul Debnath",
    date: "September 3, 2025",
    isoDate: "2025-09-03",
    readTime: "6 min read",
    category: "Automation",
    image: cover(chatbot, "A friendly robot between chat bubbles"),
  },
  {
    id: "retargeting-abandoned-carts",
    title: "Win Back Abandoned Carts with WhatsApp Retargeting",
    excerpt:
      "Why WhatsApp reminders get opened when emails do not, and the three-message sequence that recovers lost sales.",
    author: "Ananya Roy",
    date: "August 27, 2025",
    isoDate: "2025-08-27",
    readTime: "5 min read",
    category: "WhatsApp Marketing",
    image: cover(retargeting, "A target with an arrow in the centre"),
  },
  {
    id: "blue-tick-guide",
    title: "How to Get the Blue Tick on WhatsApp Business",
    excerpt:
      "What Meta looks for in a verification request, the documents to keep ready and the mistakes that lead to rejections.",
    author: "Sneha Chakraborty",
    date: "August 19, 2025",
    isoDate: "2025-08-19",
    readTime: "7 min read",
    category: "Customer Engagement",
    image: cover(verification, "A verification badge with a check mark"),
  },
  {
    id: "service-window-explained",
    title: "The 24-Hour Customer Service Window, Explained",
    excerpt:
      "When replies are free, when templates are charged, and how to plan your support so customers never wait.",
    author: "Rahul Debnath",
    date: "August 12, 2025",
    isoDate: "2025-08-12",
    readTime: "4 min read",
    category: "API Guides",
    image: cover(chatbot, "A friendly robot between chat bubbles"),
  },
  {
    id: "restaurant-case-study",
    title: "How an Agartala Restaurant Doubled Repeat Orders",
    excerpt:
      "Menus on WhatsApp, one-tap reorders and weekend offers: the simple setup behind a local favourite's growth.",
    author: "Sneha Chakraborty",
    date: "August 5, 2025",
    isoDate: "2025-08-05",
    readTime: "5 min read",
    category: "Case Studies",
    image: cover(broadcast, "A megaphone between two chat bubbles"),
  },
  {
    id: "team-inbox-update",
    title: "New in Ai Zapy: Smarter Chat Assignment for Teams",
    excerpt:
      "Round-robin assignment, working hours and internal mentions arrive in the shared team inbox for every plan.",
    author: "Ai Zapy Team",
    date: "July 29, 2025",
    isoDate: "2025-07-29",
    readTime: "3 min read",
    category: "Product Updates",
    image: cover(verification, "A verification badge with a check mark"),
  },
];

/** Categories with their post counts (24, 8, 6, 4, 3, 3). */
export const blogCategories: readonly BlogCategory[] = [
  { name: "WhatsApp Marketing", count: 24 },
  { name: "Customer Engagement", count: 8 },
  { name: "Automation", count: 6 },
  { name: "Case Studies", count: 4 },
  { name: "Product Updates", count: 3 },
  { name: "API Guides", count: 3 },
];

export const blogTags: readonly string[] = [
  "WhatsApp API",
  "Chatbots",
  "Broadcasts",
  "Retargeting",
  "Blue Tick",
  "Automation",
  "AI CRM",
  "E-commerce",
  "Templates",
  "Customer Support",
];
