import automotive from "../assets/images/industries/automotive.svg";
import beauty from "../assets/images/industries/beauty-and-cosmetics.svg";
import ecommerce from "../assets/images/industries/e-commerce.svg";
import health from "../assets/images/industries/health-and-wellness.svg";
import homeDecor from "../assets/images/industries/home-decor.svg";
import agencies from "../assets/images/industries/marketing-agencies.svg";
import realEstate from "../assets/images/industries/real-estate.svg";
import restaurants from "../assets/images/industries/restaurants.svg";
import type { ImageAsset, Industry } from "./types";

const illustration = (src: string, alt: string): ImageAsset => ({
  src,
  width: 320,
  height: 200,
  alt,
});

/** The eight industries on the home page. */
export const industries: readonly Industry[] = [
  {
    id: "restaurants",
    title: "Restaurants",
    description:
      "Take orders and table bookings on WhatsApp, share menus and send offers to regulars.",
    image: illustration(restaurants, "A plate with cutlery next to a chat bubble"),
  },
  {
    id: "e-commerce",
    title: "E-commerce",
    description:
      "Confirm orders, send shipping updates and win back abandoned carts automatically.",
    image: illustration(ecommerce, "A shopping bag with a check mark"),
  },
  {
    id: "beauty-and-cosmetics",
    title: "Beauty & Cosmetics",
    description: "Book appointments, send reminders and launch new products to your loyal clients.",
    image: illustration(beauty, "A lipstick and a hand mirror"),
  },
  {
    id: "real-estate",
    title: "Real Estate",
    description: "Reply to property leads in minutes, share brochures and schedule site visits.",
    image: illustration(realEstate, "A house outline"),
  },
  {
    id: "health-and-wellness",
    title: "Health & Wellness",
    description: "Send appointment confirmations, reports and wellness tips securely on WhatsApp.",
    image: illustration(health, "A heart with a pulse line"),
  },
  {
    id: "automotive",
    title: "Automotive",
    description:
      "Share service reminders, job-card updates and test-drive bookings with car owners.",
    image: illustration(automotive, "A car outline"),
  },
  {
    id: "home-decor",
    title: "Home Decor",
    description: "Showcase catalogues, answer product questions and follow up on quotations.",
    image: illustration(homeDecor, "A sofa with a lamp above it"),
  },
  {
    id: "marketing-agencies",
    title: "Marketing Agencies",
    description:
      "Run WhatsApp campaigns for every client from one dashboard, with reports they trust.",
    image: illustration(agencies, "A megaphone sending out sound waves"),
  },
];
