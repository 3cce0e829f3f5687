import { ForgotPasswordForm } from "../../features/account/components/ForgotPasswordForm";
import { defineIsland } from "../../islands/define-island";

/** Prerendered by the page; its entry hydrates it from a deferred chunk (see forgot-password-islands.ts). */
export const forgotPasswordFormIsland = defineIsland("forgot-password-form", ForgotPasswordForm);
