import { ResetPasswordForm } from "../../features/account/components/ResetPasswordForm";
import { defineIsland } from "../../islands/define-island";

/** Prerendered by the page; its entry hydrates it from a deferred chunk (see reset-password-islands.ts). */
export const resetPasswordFormIsland = defineIsland("reset-password-form", ResetPasswordForm);
