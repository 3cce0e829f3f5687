import type { ComponentType } from "react";
import type { ClientIsland } from "../islands/define-island";
import { siteIslands } from "../layout/site-islands";
import type { PublicRouteId } from "../routes";
import { AboutPage } from "./about/AboutPage";
import { ApiDocumentationPage } from "./api-documentation/ApiDocumentationPage";
import { apiDocumentationIslands } from "./api-documentation/islands";
import { acceptInviteIslands } from "./auth/accept-invite-islands";
import { AcceptInvitePage } from "./auth/AcceptInvitePage";
import { forgotPasswordIslands } from "./auth/forgot-password-islands";
import { ForgotPasswordPage } from "./auth/ForgotPasswordPage";
import { loginIslands } from "./auth/login-islands";
import { LoginPage } from "./auth/LoginPage";
import { resetPasswordIslands } from "./auth/reset-password-islands";
import { ResetPasswordPage } from "./auth/ResetPasswordPage";
import { signupIslands } from "./auth/signup-islands";
import { SignupPage } from "./auth/SignupPage";
import { verifyEmailIslands } from "./auth/verify-email-islands";
import { VerifyEmailPage } from "./auth/VerifyEmailPage";
import { BlogPage } from "./blog/BlogPage";
import { ContactPage } from "./contact/ContactPage";
import { contactIslands } from "./contact/islands";
import { FeaturesPage } from "./features/FeaturesPage";
import { HomePage } from "./home/HomePage";
import { homeIslands } from "./home/islands";
import { PrivacyPolicyPage, RefundPolicyPage, TermsOfServicePage } from "./legal/pages";
import { NotFoundPage } from "./not-found/NotFoundPage";
import { pricingIslands } from "./pricing/islands";
import { PricingPage } from "./pricing/PricingPage";
import { ProductPage } from "./product/ProductPage";

export interface PageModule {
  Page: ComponentType;
  /** The islands the page's entry hydrates (`src/site/entries/<id>.ts`); checked at build. */
  islands: readonly ClientIsland[];
}

export const pages: Record<PublicRouteId, PageModule> = {
  home: { Page: HomePage, islands: homeIslands },
  login: { Page: LoginPage, islands: loginIslands },
  signup: { Page: SignupPage, islands: signupIslands },
  product: { Page: ProductPage, islands: siteIslands },
  features: { Page: FeaturesPage, islands: siteIslands },
  pricing: { Page: PricingPage, islands: pricingIslands },
  about: { Page: AboutPage, islands: siteIslands },
  contact: { Page: ContactPage, islands: contactIslands },
  "privacy-policy": { Page: PrivacyPolicyPage, islands: siteIslands },
  "terms-of-service": { Page: TermsOfServicePage, islands: siteIslands },
  "refund-policy": { Page: RefundPolicyPage, islands: siteIslands },
  "api-documentation": { Page: ApiDocumentationPage, islands: apiDocumentationIslands },
  blog: { Page: BlogPage, islands: siteIslands },
  "forgot-password": { Page: ForgotPasswordPage, islands: forgotPasswordIslands },
  "reset-password": { Page: ResetPasswordPage, islands: resetPasswordIslands },
  "verify-email": { Page: VerifyEmailPage, islands: verifyEmailIslands },
  "accept-invite": { Page: AcceptInvitePage, islands: acceptInviteIslands },
  "not-found": { Page: NotFoundPage, islands: siteIslands },
};
