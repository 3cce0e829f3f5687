/** Every URL of the public site, in one place. Navigation between public pages is plain links. */
export const paths = {
  home: "/",
  login: "/login",
  signup: "/signup",
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
} as const;

export type PublicPath = (typeof paths)[keyof typeof paths];
