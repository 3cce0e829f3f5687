import { deferIsland } from "../../islands/define-island";
import { siteIslands } from "../../layout/site-islands";

/**
 * The status, which sends the link's token once it runs, is its own chunk: fetched once the page
 * has loaded, like every account page's form (see login-islands.ts).
 */
export const verifyEmailIslands = [
  ...siteIslands,
  deferIsland("verify-email-status", () =>
    import("../../features/account/components/VerifyEmailStatus").then(
      (module) => module.VerifyEmailStatus,
    ),
  ),
];
