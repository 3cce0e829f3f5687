import { hydrateIslands } from "../islands/hydrate-islands";
import { verifyEmailIslands } from "../pages/auth/verify-email-islands";

hydrateIslands(verifyEmailIslands);
