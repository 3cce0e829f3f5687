import type { ComponentType, SVGProps } from "react";

/** An icon component (lucide-react or one of ours in `components/icons`). */
export type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/** A self-hosted image with its intrinsic size (reserves space: no layout shift). */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  /** Describes the image; `""` when it is decorative. */
  alt: string;
}

export interface Testimonial {
  name: string;
  role: string;
  image: ImageAsset;
  quote: string;
  /** Language of the quote when it is not English ("hi", "bn", "ta"). */
  lang?: string;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface Industry {
  id: string;
  title: string;
  description: string;
  image: ImageAsset;
}

/** Semantic tint of an integration tile; the theme picks the colours (light and dark). */
export type IntegrationTone = "positive" | "info" | "promote" | "caution" | "critical" | "neutral";

export interface Integration {
  name: string;
  icon: IconComponent;
  /** Background and icon colour, as a theme tone. */
  tone: IntegrationTone;
}

export interface FeatureCardContent {
  id: string;
  title: string;
  description: string;
  bullets: readonly string[];
  icon: IconComponent;
}

export interface PricingPlan {
  id: "basic" | "pro" | "enterprise";
  name: string;
  description: string;
  /** The price as text ("₹6999", "Custom"). */
  price: string;
  /** The period as text ("/year"); empty for a custom price. */
  period: string;
  /** Yearly price in rupees; `null` for a custom price. */
  yearlyPriceRupees: number | null;
  ctaLabel: string;
  features: readonly string[];
  highlighted?: boolean;
}

export interface TerminologyCard {
  title: string;
  description: string;
}

export interface AboutStat {
  value: string;
  label: string;
}

export interface ValueCard {
  icon: IconComponent;
  title: string;
  description: string;
}

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  /** Display date ("September 10, 2025"). */
  date: string;
  /** ISO date for `<time dateTime>`. */
  isoDate: string;
  readTime: string;
  category: string;
  image: ImageAsset;
}

export interface BlogCategory {
  name: string;
  count: number;
}

/** One block of a long document (legal pages). */
export type DocumentBlock =
  { type: "paragraph"; text: string } | { type: "list"; items: readonly string[] };

export interface DocumentSection {
  id: string;
  heading: string;
  blocks: readonly DocumentBlock[];
}

export interface LegalDocument {
  title: string;
  /** "September 15, 2025" */
  lastUpdated: string;
  lastUpdatedIso: string;
  intro: string;
  sections: readonly DocumentSection[];
}
