import { privacyPolicy } from "../../content/legal/privacy-policy";
import { refundPolicy } from "../../content/legal/refund-policy";
import { termsOfService } from "../../content/legal/terms-of-service";
import { LegalPage } from "./LegalPage";

export const PrivacyPolicyPage = () => <LegalPage document={privacyPolicy} />;
export const TermsOfServicePage = () => <LegalPage document={termsOfService} />;
export const RefundPolicyPage = () => <LegalPage document={refundPolicy} />;
