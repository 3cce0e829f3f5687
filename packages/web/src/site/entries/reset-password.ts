import { hydrateIslands } from "../islands/hydrate-islands";
import { resetPasswordIslands } from "../pages/auth/reset-password-islands";

hydrateIslands(resetPasswordIslands);
