import { paths } from "./config/paths.ts";

/**
 * The prerendered public pages. Pure data (no JSX, no styles) so the Vite config, the prerender
 * script and the test suites can all read it. `id` names the page component, its hydration entry
 * (`src/site/entries/<id>.ts`) and its output file.
 */
export interface PublicRoute {
  id: PublicRouteId;
  /** URL path; `null` for the not-found page, which is served for any unknown path. */
  path: string | null;
  /** Unique document title. */
  title: string;
  /** Unique meta description (search results and link previews). */
  description: string;
  /** Listed in sitemap.xml. */
  inSitemap: boolean;
}

export const publicRouteIds = [
  "home",
  "login",
  "signup",
  "product",
  "features",
  "pricing",
  "about",
  "contact",
  "privacy-policy",
  "terms-of-service",
  "refund-policy",
  "api-documentation",
  "blog",
  "forgot-password",
  "reset-password",
  "verify-email",
  "accept-invite",
  "not-found",
] as const;

export type PublicRouteId = (typeof publicRouteIds)[number];

export const publicRoutes: readonly PublicRoute[] = [
  {
    id: "home",
    path: paths.home,
    title: "Ai Zapy – Official WhatsApp Business API Provider in India",
    description:
      "Get the official WhatsApp Business API activated in 50 minutes. Automation, AI chatbots, a shared team inbox and blue-tick verification, trusted by 2,500+ businesses.",
    inSitemap: true,
  },
  {
    id: "login",
    path: paths.login,
    title: "Sign In to Your Account | Ai Zapy",
    description:
      "Sign in to your Ai Zapy account to manage WhatsApp Business API conversations, campaigns, chatbots and your team inbox.",
    inSitemap: true,
  },
  {
    id: "signup",
    path: paths.signup,
    title: "Create Your Account | Ai Zapy",
    description:
      "Create your Ai Zapy account and start messaging customers on the official WhatsApp Business API, with activation in 50 minutes.",
    inSitemap: true,
  },
  {
    id: "product",
    path: paths.product,
    title: "Product Suite – WhatsApp Business API Platform | Ai Zapy",
    description:
      "The Ai Zapy product suite: the official WhatsApp Business API, instant automation, enterprise security and team collaboration in one platform.",
    inSitemap: true,
  },
  {
    id: "features",
    path: paths.features,
    title: "Features – Automation, AI Chatbots & Analytics | Ai Zapy",
    description:
      "Automation, AI chatbots, analytics, team collaboration, campaign management and workflow automation for WhatsApp, built for growing Indian businesses.",
    inSitemap: true,
  },
  {
    id: "pricing",
    path: paths.pricing,
    title: "Ai Zapy Pricing Plans - WhatsApp API Pricing",
    description:
      "Basic ₹6999 per year, Pro ₹11999 per year, or Enterprise custom pricing. See per-message charges for India and estimate your monthly cost.",
    inSitemap: true,
  },
  {
    id: "about",
    path: paths.about,
    title: "About Ai Zapy – Making the WhatsApp Business API Accessible",
    description:
      "Founded in 2023, Ai Zapy makes the WhatsApp Business API accessible to every business: 500+ customers, 10M+ messages delivered and 99.9% uptime.",
    inSitemap: true,
  },
  {
    id: "contact",
    path: paths.contact,
    title: "Contact Ai Zapy – Talk to Our WhatsApp API Experts",
    description:
      "Send us a message, call or email the Ai Zapy team in Agartala, Tripura. We reply to every enquiry within 24 hours.",
    inSitemap: true,
  },
  {
    id: "privacy-policy",
    path: paths.privacyPolicy,
    title: "Privacy Policy | Ai Zapy",
    description:
      "How Ai Zapy collects, uses, protects and deletes personal data when you use our website and WhatsApp Business API platform.",
    inSitemap: true,
  },
  {
    id: "terms-of-service",
    path: paths.termsOfService,
    title: "Terms of Service | Ai Zapy",
    description:
      "The terms that govern your use of Ai Zapy: subscriptions, acceptable use, the 99.9% uptime target, price changes, termination and liability.",
    inSitemap: true,
  },
  {
    id: "refund-policy",
    path: paths.refundPolicy,
    title: "Refund Policy | Ai Zapy",
    description:
      "Ai Zapy's refund policy: the 30-day money-back guarantee, partial refunds, how to request a refund and how long each payment method takes.",
    inSitemap: true,
  },
  {
    id: "api-documentation",
    path: paths.apiDocumentation,
    title: "API Documentation – WhatsApp Messaging API | Ai Zapy",
    description:
      "Send WhatsApp messages and templates, check delivery status and receive webhooks with the Ai Zapy REST API: authentication, endpoints and rate limits.",
    inSitemap: true,
  },
  {
    id: "blog",
    path: paths.blog,
    title: "Blog – WhatsApp Marketing Tips & Guides | Ai Zapy",
    description:
      "Guides, case studies and product updates on WhatsApp marketing, customer engagement, chatbots and automation from the Ai Zapy team.",
    inSitemap: true,
  },
  // The account pages the sign-in page and the account mails link to: not for search results.
  {
    id: "forgot-password",
    path: paths.forgotPassword,
    title: "Forgot Your Password? | Ai Zapy",
    description:
      "Forgot the password of your Ai Zapy account? Enter your email address and we will send you a link to choose a new one.",
    inSitemap: false,
  },
  {
    id: "reset-password",
    path: paths.resetPassword,
    title: "Choose a New Password | Ai Zapy",
    description:
      "Choose a new password for your Ai Zapy account with the link from your password reset email, then continue to your workspace.",
    inSitemap: false,
  },
  {
    id: "verify-email",
    path: paths.verifyEmail,
    title: "Verify Your Email Address | Ai Zapy",
    description:
      "Confirm the email address of your Ai Zapy account with the link we sent you, then continue to your WhatsApp Business API workspace.",
    inSitemap: false,
  },
  {
    id: "accept-invite",
    path: paths.acceptInvite,
    title: "Join Your Team | Ai Zapy",
    description:
      "Accept your invitation to a business workspace on Ai Zapy: enter your name, choose a password and start answering WhatsApp conversations.",
    inSitemap: false,
  },
  {
    id: "not-found",
    path: null,
    title: "404 Page Not Found | Ai Zapy",
    description: "The page you are looking for does not exist or has moved.",
    inSitemap: false,
  },
];

export function findPublicRoute(id: PublicRouteId): PublicRoute {
  const route = publicRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown public route "${id}"`);
  return route;
}

/** Where the prerendered HTML of a route goes inside dist/ (see the server's web-app.ts). */
export function outputFileOf(route: PublicRoute): string {
  if (route.path === null) return "404.html";
  if (route.path === "/") return "index.html";
  return `${route.path.slice(1)}/index.html`;
}
