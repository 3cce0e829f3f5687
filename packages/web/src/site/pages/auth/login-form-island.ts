import { LoginForm } from "../../features/account/components/LoginForm";
import { defineIsland } from "../../islands/define-island";

/** Prerendered by the page; its entry hydrates it from a deferred chunk (see login-islands.ts). */
export const loginFormIsland = defineIsland("login-form", LoginForm);
