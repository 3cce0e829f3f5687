import { VerifyEmailStatus } from "../../features/account/components/VerifyEmailStatus";
import { defineIsland } from "../../islands/define-island";

/** Prerendered by the page; its entry hydrates it from a deferred chunk (see verify-email-islands.ts). */
export const verifyEmailStatusIsland = defineIsland("verify-email-status", VerifyEmailStatus);
