/** Every URL of the public site, in one place. Navigation between public pages is plain links. */
export const paths = {
  home: "/",
  login: "/login",
  signup: "/signup",
  /** The pages the account mails link to (with `?token=`), and asking for a new password. */
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  verifyEmail: "/verify-email",
  acceptInvite: "/accept-invite",
  product: "/product",
  features: "/features",
  pricing: "/pricing",
  about: "/about",
  contact: "/contact",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  refundPolicy: "/refund-policy",
  apiDocumentation: "/api-documentation",
  blog: "/blog",
  /** The industries section of the home page. */
  industries: "/#industries",
  /** The admin console (client-rendered, a separate entry). */
  adminLogin: "/admin/login",
  /** The business workspace (client-rendered, a separate entry): members land there signed in. */
  workspace: "/app",
  /** The workspace's first screen after signing up. */
  workspaceWelcome: "/app?welcome=1",
} as const;

export type PublicPath = (typeof paths)[keyof typeof paths];
