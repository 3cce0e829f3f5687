import { hydrateIslands } from "../islands/hydrate-islands";
import { forgotPasswordIslands } from "../pages/auth/forgot-password-islands";

hydrateIslands(forgotPasswordIslands);
