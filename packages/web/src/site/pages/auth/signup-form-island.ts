import { SignupForm } from "../../features/account/components/SignupForm";
import { defineIsland } from "../../islands/define-island";

/** Prerendered by the page; its entry hydrates it from a deferred chunk (see signup-islands.ts). */
export const signupFormIsland = defineIsland("signup-form", SignupForm);
