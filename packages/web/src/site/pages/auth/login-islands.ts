import { deferIsland } from "../../islands/define-island";
import { siteIslands } from "../../layout/site-islands";

/**
 * The form (react-hook-form; zod and the shared rules load later still, on the first keystroke)
 * is its own chunk, fetched once the page has loaded and hydrated as soon as it is in view; a
 * submission before that is replayed once it has. Each account page has its own list, so it loads
 * its own form's code only.
 */
export const loginIslands = [
  ...siteIslands,
  deferIsland("login-form", () =>
    import("../../features/account/components/LoginForm").then((module) => module.LoginForm),
  ),
];
