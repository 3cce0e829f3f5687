import { paths } from "../config/paths";

/** The header's links: Pricing, Resources (to /about), Contact. */
export const mainNavigation = [
  { label: "Pricing", href: paths.pricing },
  { label: "Resources", href: paths.about },
  { label: "Contact", href: paths.contact },
] as const;

/** The footer's Quick Links, each leading to its page (they led nowhere on the old site). */
export const quickLinks = [
  { label: "Home", href: paths.home },
  { label: "Features", href: paths.features },
  { label: "Pricing", href: paths.pricing },
  { label: "Industries", href: paths.industries },
  { label: "Support", href: paths.contact },
] as const;

export const resourceLinks = [
  { label: "Privacy Policy", href: paths.privacyPolicy },
  { label: "Terms of Service", href: paths.termsOfService },
  { label: "Refund Policy", href: paths.refundPolicy },
  { label: "API Documentation", href: paths.apiDocumentation },
  { label: "Blog", href: paths.blog },
] as const;
