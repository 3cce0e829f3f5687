import { deferIsland } from "../../islands/define-island";
import { siteIslands } from "../../layout/site-islands";

/**
 * The form (react-hook-form; zod and the toasts load later still) hydrates when it nears the
 * viewport or is touched; a submission before that is replayed once it has.
 */
export const contactIslands = [
  ...siteIslands,
  deferIsland("contact-form", () =>
    import("../../features/contact/components/ContactForm").then((module) => module.ContactForm),
  ),
];
